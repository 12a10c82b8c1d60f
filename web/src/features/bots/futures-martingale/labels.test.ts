import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import { MART_MODES } from './api';
import { FMART_CHECK_NAMES } from './checks';
import { FMART_STOP_TYPES, LADDER_STATES, martModeOf, ROUND_STATUSES, stopTypeId } from './labels';
import { expectCases } from '../../../test/cases';

const messages = en as Record<string, string>;

describe('futures martingale labels', () => {
  it('every id built from an enumeration has an English message', () => {
    const ids = [
      ...FMART_CHECK_NAMES.map((c) => `fmart.check.${c}`), 'fmart.check.SUCCESS', 'fmart.check.unknown',
      ...FMART_STOP_TYPES.map((s) => `fmart.stopType.${s}`), 'fmart.stopType.other',
      ...LADDER_STATES.map((s) => `fmart.ladderState.${s}`), ...ROUND_STATUSES.map((s) => `fmart.roundStatus.${s}`),
      ...MART_MODES.flatMap((m) => [`fmart.mode.${m}`, `fmart.modeDesc.${m}`]),
    ];
    expect(ids.filter((id) => !(id in messages))).toEqual([]);
  });

  it('reads the mode and the stop type in every spelling the server uses', () => {
    expect([1, '2', 'LONG', 'F_MART_MODE_SHORT', '', 'X'].map(martModeOf)).toEqual(['LONG', 'SHORT', 'LONG', 'SHORT', null, null]);
    expectCases(stopTypeId, [
      ['ROUND_TAKE_PROFIT', 'fmart.stopType.ROUND_TAKE_PROFIT'], ['SOMETHING_NEW', 'fmart.stopType.other'], ['', null],
    ]);
  });
});
