import { FormattedMessage, useIntl } from 'react-intl';
import { NumberField } from '../kit/ui';
import { ADJUST_MODES, type AdjustMode } from './api';
import { usesPercent, usesTime, type SettingsValues } from './settings';

const PRESETS = [
  ['30M', 1800], ['1H', 3600], ['4H', 14_400], ['8H', 28_800], ['12H', 43_200], ['1D', 86_400], ['3D', 259_200],
  ['7D', 604_800], ['14D', 1_209_600], ['28D', 2_419_200],
] as const;

interface Props {
  v: SettingsValues;
  set: (patch: Partial<SettingsValues>) => void;
}

/** Rebalancing mode with its threshold or interval, then TP, SL and trailing stop (all in %). */
export function SettingsFields({ v, set }: Props) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <div className="flex flex-col gap-3" data-testid="combo-settings">
      <label className="field">
        <span><FormattedMessage id="fcombo.form.mode" /></span>
        <select className="input" data-testid="combo-mode" value={v.mode}
          onChange={(e) => set({ mode: Number(e.target.value) as AdjustMode })}>
          {ADJUST_MODES.map((m) => <option key={m} value={m}>{label(`fcombo.mode.${m}`)}</option>)}
        </select>
      </label>
      <div className="form-2col">
        {usesPercent(v.mode) && (
          <NumberField name="adjust_position_percent" label={label('fcombo.form.threshold')} value={v.thresholdPct}
            onChange={(x) => set({ thresholdPct: x })} suffix="%" />
        )}
        {usesTime(v.mode) && (
          <label className="field">
            <span><FormattedMessage id="fcombo.form.interval" /></span>
            <select className="input" data-testid="combo-interval" value={v.intervalS}
              onChange={(e) => set({ intervalS: Number(e.target.value) })}>
              {PRESETS.map(([name, s]) => <option key={name} value={s}>{label(`fcombo.interval.${name}`)}</option>)}
            </select>
          </label>
        )}
        <NumberField name="tp_percent" label={label('fcombo.form.tp')} value={v.tpPct} onChange={(x) => set({ tpPct: x })}
          suffix="%" placeholder={label('common.optional')} />
        <NumberField name="sl_percent" label={label('fcombo.form.sl')} value={v.slPct} onChange={(x) => set({ slPct: x })}
          suffix="%" placeholder={label('common.optional')} />
        <NumberField name="trailing_stop_percent" label={label('fcombo.form.trailing')} value={v.tsPct}
          onChange={(x) => set({ tsPct: x })} suffix="%" placeholder={label('common.optional')} />
      </div>
    </div>
  );
}
