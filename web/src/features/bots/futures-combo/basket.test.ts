import { describe, expect, it } from 'vitest';
import { botMode, equalWeights, fromLegInputs, toLegInputs, volumeWeights, weightsValid, weightSum, type EditorLeg } from './basket';

describe('combo basket helpers', () => {
  it('splits 100 % into whole percents, the remainder on the first leg', () => {
    expect(equalWeights(3)).toEqual(['34', '33', '33']);
    expect(equalWeights(2)).toEqual(['50', '50']);
    expect(equalWeights(7).reduce((a, b) => a + Number(b), 0)).toBe(100);
  });

  it('weights by volume sum to 100 with at least 1 % each', () => {
    const w = volumeWeights(['9000', '900', '100']);
    expect(w.reduce((a, b) => a + Number(b), 0)).toBe(100);
    expect(Number(w[0])).toBeGreaterThan(Number(w[1]));
    expect(Number(w[2])).toBeGreaterThanOrEqual(1);
    expect(volumeWeights(['0', '0'])).toEqual(['50', '50']);
  });

  it('checks the sum and the 1 % steps live', () => {
    const btc: EditorLeg = { symbol: 'BTCUSDT', side: 1, weightPct: '60' };
    const eth: EditorLeg = { symbol: 'ETHUSDT', side: 2, weightPct: '40' };
    expect(weightsValid([btc, eth])).toBe(true);
    expect(weightsValid([{ ...btc, weightPct: '59.5' }, eth])).toBe(false);
    expect(weightSum([{ ...btc, weightPct: '70' }, eth])).toBe(110);
    expect(botMode([btc, eth])).toBe('MIX');
    expect(botMode([btc])).toBe('LONG');
  });

  it('converts percent to ratios and back', () => {
    const api = toLegInputs([{ symbol: 'BTCUSDT', side: 1, weightPct: '35' }]);
    expect(api).toEqual([{ symbol: 'BTCUSDT', side: 1, target_position_percent: '0.35' }]);
    expect(fromLegInputs(api)[0]?.weightPct).toBe('35');
  });
});
