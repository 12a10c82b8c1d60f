import type { CreateGridBody, GridInput, GridType } from '../kit/api';
import { draftStore, type Draft as KeptDraft } from '../kit/draft';
import { cellCount, clean, parseDecimal, percentToRatio } from '../kit/math';

/** The spot grid form as the user typed it (strings, so nothing is lost to floats). */
export interface GridFormValues {
  minPrice: string;
  maxPrice: string;
  cellNumber: string;
  gridType: GridType;
  investment: string;
  entryPrice: string;
  takeProfit: string;
  stopLoss: string;
  /** UI percent: "5" means 5 % (sent as ts_percent 0.05) */
  trailingPercent: string;
}

/** Where the parameters came from: the manual form or an AI style (block_source / create_type). */
export type Origin = 'manual' | 'ai';

export const emptyForm = (): GridFormValues => ({
  minPrice: '', maxPrice: '', cellNumber: '', gridType: 'ARITHMETIC', investment: '',
  entryPrice: '', takeProfit: '', stopLoss: '', trailingPercent: '',
});

export { cellCount, clean };

/**
 * The validate-input / create-grid fields (SPEC §3 spot grid create input) of the form, or null
 * while the range or the grid count is not a usable number. Quote-only investment (invest_mode 0).
 */
export function toGridInput(symbol: string, v: GridFormValues): GridInput | null {
  const min = clean(v.minPrice);
  const max = clean(v.maxPrice);
  const cells = cellCount(v.cellNumber);
  if (!symbol || !min || !max || cells === null) return null;
  const input: GridInput = {
    symbol,
    min_price: min,
    max_price: max,
    cell_number: cells,
    grid_type: v.gridType,
    invest_mode: 0,
  };
  // the server requires quote_investment in quote mode; an empty field is checked as 0
  // (validation then reports the minimum investment)
  input.quote_investment = clean(v.investment) ?? '0';
  const entry = clean(v.entryPrice);
  if (entry) input.entry_price = entry;
  const tp = clean(v.takeProfit);
  if (tp) input.take_profit_price = tp;
  const sl = clean(v.stopLoss);
  if (sl) input.stop_loss_price = sl;
  const ts = percentToRatio(v.trailingPercent);
  if (ts && parseDecimal(ts)?.gt(0)) input.ts_percent = ts;
  return input;
}

/** The create-grid body: the input plus source 1 (SPEC §9), block source and create type. */
export function toCreateBody(input: GridInput, origin: Origin): CreateGridBody {
  return {
    ...input,
    source: 1,
    block_source: origin === 'ai' ? 'AI_CREATE_BLOCK' : 'MAIN_PAGE_CREATE_BLOCK',
    create_type: origin === 'ai' ? 'AUTO' : 'MANUAL',
  };
}

// ------------------------------------------------------------------ login resume

/** sessionStorage key of the form kept across the login reload. */
export const DRAFT_KEY = 'bot.spotGrid.pendingCreate';
export { DRAFT_TTL_MS } from '../kit/draft';
export type Draft = KeptDraft<GridFormValues>;

export const drafts = draftStore<GridFormValues>(DRAFT_KEY, (kept) => ({ ...emptyForm(), ...kept }));
export const { saveDraft, loadDraft, clearDraft } = drafts;
