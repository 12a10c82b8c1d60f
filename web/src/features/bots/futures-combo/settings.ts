import { parseDecimal } from '../kit/math';
import type { AdjustMode, ComboInput } from './api';
import { toLegInputs, type EditorLeg } from './basket';

/** The rebalancing and exit settings as the forms hold them (percents entered in %). */
export interface SettingsValues {
  mode: AdjustMode;
  thresholdPct: string;
  intervalS: number;
  tpPct: string;
  slPct: string;
  tsPct: string;
}

export const DEFAULT_SETTINGS: SettingsValues = { mode: 2, thresholdPct: '5', intervalS: 3600, tpPct: '', slPct: '', tsPct: '' };

/** The mode rebalances on a schedule / on a deviation. */
export const usesTime = (mode: AdjustMode) => mode === 1 || mode === 3;
export const usesPercent = (mode: AdjustMode) => mode === 2 || mode === 3;

const ratio = (text: string) => parseDecimal(text)?.div(100).toFixed() ?? '';

/** The settings fields of a create or modify request (blank optional exits are left out). */
export function settingsInput(v: SettingsValues): Partial<ComboInput> {
  const out: Partial<ComboInput> = { adjust_position_mode: v.mode };
  if (usesPercent(v.mode)) out.adjust_position_percent = ratio(v.thresholdPct);
  if (usesTime(v.mode)) out.adjust_position_time_interval = v.intervalS;
  if (v.tpPct.trim()) out.tp_percent = ratio(v.tpPct);
  if (v.slPct.trim()) out.sl_percent = ratio(v.slPct);
  if (v.tsPct.trim()) out.trailing_stop_percent = ratio(v.tsPct);
  return out;
}

/** The create request of the form. */
export function comboInput(legs: EditorLeg[], leverage: string, margin: string, v: SettingsValues): ComboInput {
  return { symbol_settings: toLegInputs(legs), leverage, init_margin: margin, ...settingsInput(v) } as ComboInput;
}
