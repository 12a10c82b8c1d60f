import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, flagsFromConfig } from './flags';

describe('gray-release flags', () => {
  it('default to false and take isGray from the config list', () => {
    expect(flagsFromConfig(undefined)).toEqual(DEFAULT_FLAGS);
    expect(flagsFromConfig([
      { name: 'spotTsGray', value: '{}', isGray: true },
      { name: 'unknown', isGray: true },
      { name: 'botTpslEquity', value: '{}', isGray: false },
    ])).toEqual({ ...DEFAULT_FLAGS, spotTsGray: true });
  });
});
