import { describe, expect, it } from 'vitest';
import { ladderPreview } from './ladder';

describe('safety-order ladder preview', () => {
  it('reproduces MECHANICS §4.2 (fees ignored): prices, averages, TPs, capital and MPD', () => {
    const p = ladderPreview({
      basePrice: 100, initAmount: 100, safetyAmount: 50, count: 3, priceStep: '0.03', stepMultiplier: '1.2',
      volumeMultiplier: '1.5', tpPct: '0.05', priceDecimals: 4,
    });
    expect(p.baseTp.toFixed(4)).toBe('105.0000');
    expect(p.rows.map((r) => r.price.toFixed(2))).toEqual(['97.00', '93.40', '89.08']);
    expect(p.rows.map((r) => r.amount.toFixed(2))).toEqual(['50.00', '75.00', '112.50']);
    expect(p.rows.map((r) => r.avg.toFixed(4))).toEqual(['98.9796', '97.0471', '94.2376']);
    expect(p.rows.map((r) => r.tp.toFixed(4))).toEqual(['103.9286', '101.8995', '98.9495']);
    expect(p.capital.toFixed(2)).toBe('337.50');
    expect(p.mpd.toFixed(4)).toBe('0.1092');
  });
  it('has no rows without safety orders', () => {
    const p = ladderPreview({
      basePrice: 10, initAmount: 10, safetyAmount: 5, count: 0, priceStep: '0.01', stepMultiplier: 1,
      volumeMultiplier: 1, tpPct: '0.01', priceDecimals: 2,
    });
    expect(p.rows).toEqual([]);
    expect(p.capital.toFixed()).toBe('10');
    expect(p.mpd.toFixed()).toBe('0');
  });
});
