import Decimal from 'decimal.js';
import { draftStore, type Draft as KeptDraft } from '../kit/draft';
import { cellCount, clean, parseDecimal, percentToRatio } from '../kit/math';
import { GRID_MODE_WIRE, GRID_MODES, GRID_TYPE_WIRE, type FGridType, type FgridInput, type GridMode } from './api';
import { emptyTpSl, tpSlCreateFields, unitsForMode, type TpSlUnit } from './tpsl';

/** The futures grid form as the user typed it (strings, so nothing is lost to floats). */
export interface FgridFormValues {
  mode: GridMode;
  minPrice: string;
  maxPrice: string;
  cellNumber: string;
  gridType: FGridType;
  /** plain leverage ("3" = 3x) */
  leverage: string;
  /** USDT margin */
  investment: string;
  tp: string;
  tpUnit: TpSlUnit;
  sl: string;
  slUnit: TpSlUnit;
  entryPrice: string;
  /** UI percent: "10" means 10 % (sent as trailing_stop_per 0.1) */
  trailingPercent: string;
}

/** Where the parameters came from: the manual form or an AI suggestion (block_source / create_type). */
export type Origin = 'manual' | 'ai';

export const emptyForm = (mode: GridMode = 'NEUTRAL'): FgridFormValues => ({
  mode, minPrice: '', maxPrice: '', cellNumber: '', gridType: 'ARITHMETIC', leverage: '', investment: '',
  ...emptyTpSl(), entryPrice: '', trailingPercent: '',
});

export { cellCount, clean };

/**
 * The validate-fgrid-input / fgrid-bot-create fields of the form, or null while the range, the grid
 * count or the leverage is not a usable number. An empty investment is checked as 0 (validation then
 * reports the minimum). TP/SL percentages and the trailing stop go out as ratios.
 */
export function toFgridInput(symbol: string, v: FgridFormValues): FgridInput | null {
  const min = clean(v.minPrice);
  const max = clean(v.maxPrice);
  const cells = cellCount(v.cellNumber);
  const leverage = clean(v.leverage);
  if (!symbol || !min || !max || cells === null || !leverage) return null;
  const input: FgridInput = {
    symbol,
    grid_mode: GRID_MODE_WIRE[v.mode],
    grid_type: GRID_TYPE_WIRE[v.gridType],
    min_price: min,
    max_price: max,
    cell_number: cells,
    leverage,
    total_investment: clean(v.investment) ?? '0',
    ...tpSlCreateFields(unitsForMode(v, v.mode)),
  };
  const entry = clean(v.entryPrice);
  if (entry && new Decimal(entry).gt(0)) input.entry_price = entry;
  const ts = percentToRatio(v.trailingPercent);
  if (ts && parseDecimal(ts)?.gt(0)) input.trailing_stop_per = ts;
  return input;
}

export interface FgridCreateBody extends FgridInput {
  block_source: 'MAIN_PAGE_CREATE_BLOCK' | 'AI_CREATE_BLOCK';
  create_type: 'MANUAL' | 'AUTO';
}

/** The fgrid-bot-create body: the input plus where it came from (stored by the server as metadata). */
export function toCreateBody(input: FgridInput, origin: Origin): FgridCreateBody {
  return {
    ...input,
    block_source: origin === 'ai' ? 'AI_CREATE_BLOCK' : 'MAIN_PAGE_CREATE_BLOCK',
    create_type: origin === 'ai' ? 'AUTO' : 'MANUAL',
  };
}

// ------------------------------------------------------------------ login resume

/** sessionStorage key of the form kept across the login reload. */
export const DRAFT_KEY = 'bot.futuresGrid.pendingCreate';
export { DRAFT_TTL_MS } from '../kit/draft';
export type Draft = KeptDraft<FgridFormValues>;

export const drafts = draftStore<FgridFormValues>(DRAFT_KEY, (kept) => {
  const values = { ...emptyForm(), ...kept };
  if (!GRID_MODES.includes(values.mode)) values.mode = 'NEUTRAL';
  return values;
});
export const { saveDraft, loadDraft, clearDraft } = drafts;
