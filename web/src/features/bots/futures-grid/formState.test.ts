import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../i18n/locales';
import { GRID_MODES } from './api';
import {
  clearDraft, DRAFT_KEY, DRAFT_TTL_MS, emptyForm, loadDraft, saveDraft, toCreateBody, toFgridInput, type FgridFormValues,
} from './formState';
import {
  FGRID_CLOSE_REASONS, fgridCloseReasonId, fgridCloseReasonOf, fgridSettlementAssets, fgridTypeOf, gridModeOf, positionSideOf,
} from './labels';
import { adjustByTick, displayDecimals, rangeAround, roundToTick, tickDecimals } from './price';
import { expectCalls, expectCases } from '../../../test/cases';

const form = (patch: Partial<FgridFormValues> = {}): FgridFormValues => ({
  ...emptyForm('LONG'), minPrice: '95000', maxPrice: '105000', cellNumber: '10', leverage: '3', investment: '500', ...patch,
});

describe('create body', () => {
  it('has the contract fields with wire enums (grid_mode 2 = LONG, grid_type 1 = ARITHMETIC)', () => {
    expect(toFgridInput('BTCUSDT', form())).toEqual({
      symbol: 'BTCUSDT', grid_mode: 2, grid_type: 1, min_price: '95000', max_price: '105000', cell_number: 10,
      leverage: '3', total_investment: '500',
    });
    expect(toFgridInput('BTCUSDT', form({ mode: 'NEUTRAL', gridType: 'GEOMETRIC' }))).toMatchObject({ grid_mode: 1, grid_type: 2 });
    expect(toFgridInput('BTCUSDT', form({ mode: 'SHORT' }))).toMatchObject({ grid_mode: 3 });
  });

  it('sends TP/SL by tp_sl_type with percentages as ratios, the entry price and the trailing stop as a ratio', () => {
    expect(toFgridInput('BTCUSDT', form({
      tp: '110000', tpUnit: 'price', sl: '30', slUnit: 'percent', entryPrice: '98000.5', trailingPercent: '10',
    }))).toEqual({
      symbol: 'BTCUSDT', grid_mode: 2, grid_type: 1, min_price: '95000', max_price: '105000', cell_number: 10,
      leverage: '3', total_investment: '500', tp_sl_type: 3, take_profit_price: '110000', stop_loss_per: '0.3',
      entry_price: '98000.5', trailing_stop_per: '0.1',
    });
    // NEUTRAL: the units are percent whatever the form held
    expect(toFgridInput('BTCUSDT', form({ mode: 'NEUTRAL', tp: '50', tpUnit: 'price', sl: '20', slUnit: 'price' })))
      .toMatchObject({ tp_sl_type: 1, take_profit_per: '0.5', stop_loss_per: '0.2' });
  });

  it('checks an empty investment as 0, and is null while range, grids or leverage are not numbers', () => {
    expect(toFgridInput('BTCUSDT', form({ investment: '' }))?.total_investment).toBe('0');
    expectCalls(toFgridInput, [
      [['BTCUSDT', form({ minPrice: '' })], null], [['BTCUSDT', form({ cellNumber: '1.5' })], null],
      [['BTCUSDT', form({ leverage: '' })], null], [['', form()], null],
    ]);
    expect(toFgridInput('BTCUSDT', form({ entryPrice: '0', trailingPercent: '0' }))).not.toHaveProperty('entry_price');
  });

  it('adds where the parameters came from', () => {
    const input = toFgridInput('BTCUSDT', form())!;
    expect(toCreateBody(input, 'manual')).toEqual({ ...input, block_source: 'MAIN_PAGE_CREATE_BLOCK', create_type: 'MANUAL' });
    expect(toCreateBody(input, 'ai')).toMatchObject({ block_source: 'AI_CREATE_BLOCK', create_type: 'AUTO' });
  });

  it('keeps the form across the login reload for 30 minutes, for the same symbol only', () => {
    const storage = window.sessionStorage;
    storage.clear();
    saveDraft({ symbol: 'BTCUSDT', values: form(), origin: 'ai', resume: 'confirm' }, storage);
    expect(JSON.parse(storage.getItem(DRAFT_KEY)!)).toMatchObject({ symbol: 'BTCUSDT', origin: 'ai' });
    expect(loadDraft('BTCUSDT', storage)?.values).toEqual(form());
    expect(loadDraft('ETHUSDT', storage)).toBeNull();
    expect(loadDraft('BTCUSDT', storage, Date.now() + DRAFT_TTL_MS + 1)).toBeNull();
    clearDraft(storage);
    expect(loadDraft('BTCUSDT', storage)).toBeNull();
  });
});

describe('prices on the symbol tick', () => {
  it('move by whole ticks of the tick size, from the current price when empty', () => {
    expectCalls(adjustByTick, [
      [['100000', 10, '0.1'], '100001.0'], [['100000', -200, '0.1'], '99980.0'], [['100000.3', 50, '0.5'], '100025.5'],
      [['', 10, '0.01', '3500.123'], '3500.22'], [['0.2', -200, '0.1'], '0.1'], [['', 10, '0.1'], ''],
    ]);
  });

  it('round onto the tick and know its decimals', () => {
    expect(roundToTick('93118.04', '0.1')).toBe('93118.0');
    expect(roundToTick('93118.26', '0.5')).toBe('93118.5');
    expectCases(tickDecimals, [['0.10', 1], ['1', 0], [undefined, 2]]);
    expect(displayDecimals(undefined, ['1.234', '5.1'])).toBe(3);
    expect(rangeAround('100000', '0.1', '0.075', '0.025')).toEqual({ min: '92500.0', max: '102500.0' });
    expect(rangeAround('', '0.1')).toBeNull();
  });
});

describe('labels', () => {
  it('read grid modes, grid types and position sides in any spelling', () => {
    expectCases(gridModeOf, [
      [1, 'NEUTRAL'], ['2', 'LONG'], ['SHORT', 'SHORT'], ['FUTURE_GRID_MODE_LONG', 'LONG'], ['', null],
    ]);
    expectCases(fgridTypeOf, [['GEOMETRIC', 'GEOMETRIC'], [2, 'GEOMETRIC'], ['ARITHMETIC', 'ARITHMETIC']]);
    expectCalls(positionSideOf, [[['LONG'], 'LONG'], [['UNSPECIFIED', '0'], null], [[undefined, '-0.5'], 'SHORT']]);
  });

  it('map close reasons, stop types and close codes onto localized reasons', () => {
    expectCalls(fgridCloseReasonOf, [
      [['LIQUIDATION'], 'LIQUIDATION'], [['', 'FOR_LIQUIDATION'], 'LIQUIDATION'],
      [[null, '', 'CANCELED_AUTO_TAKE_PROFIT'], 'TAKE_PROFIT'], [['MANUAL', 'USER', 'CANCELED_MANUALLY'], 'MANUAL'],
      [['', 'TRIGGER_TOP_PRICE'], 'TRIGGER_TOP_PRICE'], [['', '', ''], null],
    ]);
    expect(fgridCloseReasonId('STOP_LOSS')).toBe('fgrid.closeReason.STOP_LOSS');
    expect(fgridCloseReasonOf('MOON_LANDING')).toBe('MOON_LANDING');
    expect(fgridCloseReasonId('MOON_LANDING')).toBe('fgrid.closeReason.other');
  });

  it('read the settlement assets ("USDT:598.11", lists, maps)', () => {
    expectCases(fgridSettlementAssets, [
      ['USDT:598.11688259', [{ coin: 'USDT', amount: '598.11688259' }]],
      ['USDT:1,BTC:0.5', [{ coin: 'USDT', amount: '1' }, { coin: 'BTC', amount: '0.5' }]],
      [[{ coin: 'USDT', amount: '5' }], [{ coin: 'USDT', amount: '5' }]], [{ USDT: '7' }, [{ coin: 'USDT', amount: '7' }]],
      ['', []],
    ]);
  });

  it.each(LOCALES)('%s has every mode, mode description and close reason', (code) => {
    const messages = JSON.parse(readFileSync(join(process.cwd(), 'src', 'i18n', 'locales', `${code}.json`), 'utf8')) as Record<string, string>;
    const ids = [
      ...GRID_MODES.flatMap((m) => [`fgrid.mode.${m}`, `fgrid.modeDesc.${m}`]),
      ...FGRID_CLOSE_REASONS.map((r) => `fgrid.closeReason.${r}`), 'fgrid.closeReason.other',
    ];
    expect(ids.filter((id) => !messages[id])).toEqual([]);
  });
});
