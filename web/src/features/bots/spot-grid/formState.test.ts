import { beforeEach, describe, expect, it } from 'vitest';
import {
  cellCount, clearDraft, DRAFT_KEY, DRAFT_TTL_MS, emptyForm, loadDraft, saveDraft, toCreateBody, toGridInput,
} from './formState';
import { expectCalls } from '../../../test/cases';

const filled = {
  ...emptyForm(), minPrice: '95000', maxPrice: '105000.50', cellNumber: '10', investment: '1,000.5',
  entryPrice: '', takeProfit: '110000', stopLoss: '0', trailingPercent: '2.5',
};

describe('form → request bodies', () => {
  it('builds the validate/create fields: decimals as strings, ts_percent = UI percent / 100', () => {
    expect(toGridInput('BTCUSDT', { ...filled, investment: '1000.5' })).toEqual({
      symbol: 'BTCUSDT', min_price: '95000', max_price: '105000.5', cell_number: 10, grid_type: 'ARITHMETIC', invest_mode: 0,
      quote_investment: '1000.5', take_profit_price: '110000', stop_loss_price: '0', ts_percent: '0.025',
    });
  });

  it('needs a range and an integer grid count; an empty investment is checked as 0', () => {
    expectCalls(toGridInput, [
      [['BTCUSDT', { ...filled, minPrice: '' }], null], [['BTCUSDT', { ...filled, cellNumber: '2.5' }], null],
      [['', filled], null],
    ]);
    expect(toGridInput('BTCUSDT', { ...filled, investment: '' })?.quote_investment).toBe('0');
    expect(toGridInput('BTCUSDT', { ...filled, trailingPercent: '0' })?.ts_percent).toBeUndefined();
    expect(cellCount(' 12 ')).toBe(12);
    expect(cellCount('x')).toBeNull();
  });

  it('create adds source 1 (SPEC §9), the block source and the create type', () => {
    const input = toGridInput('BTCUSDT', { ...filled, investment: '100' })!;
    expect(toCreateBody(input, 'manual')).toMatchObject({ source: 1, block_source: 'MAIN_PAGE_CREATE_BLOCK', create_type: 'MANUAL' });
    expect(toCreateBody(input, 'ai')).toMatchObject({ source: 1, block_source: 'AI_CREATE_BLOCK', create_type: 'AUTO' });
  });
});

describe('the form kept across the login reload', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('round-trips through sessionStorage for the same symbol only', () => {
    saveDraft({ symbol: 'BTCUSDT', values: filled, origin: 'ai', resume: 'confirm' });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('"minPrice":"95000"');
    expect(loadDraft('ETHUSDT')).toBeNull();
    expect(loadDraft('BTCUSDT')).toMatchObject({ symbol: 'BTCUSDT', values: filled, origin: 'ai', resume: 'confirm' });
    clearDraft();
    expect(loadDraft('BTCUSDT')).toBeNull();
  });

  it('ignores a stale or broken draft', () => {
    saveDraft({ symbol: 'BTCUSDT', values: filled, origin: 'manual', resume: 'confirm' });
    expect(loadDraft('BTCUSDT', window.sessionStorage, Date.now() + DRAFT_TTL_MS + 1)).toBeNull();
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft('BTCUSDT')).toBeNull();
  });
});
