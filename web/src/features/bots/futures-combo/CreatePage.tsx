import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { notify } from '../../../shell/toast';
import { useAuthDialog } from '../../auth/authDialogContext';
import { useSession } from '../../auth/session';
import { fmtAmount } from '../kit/format';
import { NumberField, useDebounced } from '../kit/ui';
import { useCreateBot } from '../kit/useCreateBot';
import { CHECK_SUCCESS, createCombo, fetchComboLimit, fetchComboSymbols, fetchDailyPick, setDailyPickNoPop, type DailyPick } from './api';
import { BasketEditor } from './BasketEditor';
import { botMode, fromLegInputs, weightsValid, type EditorLeg } from './basket';
import { DailyPickDialog } from './DailyPickDialog';
import { comboErrorMessage } from './errors';
import { comboInput, DEFAULT_SETTINGS, type SettingsValues } from './settings';
import { SettingsFields } from './SettingsFields';
import { useAuroraPick } from '../../aurora/useAuroraPick';
import { BacktestThese } from '../../backtest/BacktestThese';
import { useRunParams } from '../../backtest/useRunParams';
import { StrategyInfoButton } from '../../strategy-info/StrategyInfoButton';

type AuroraComboParams = Pick<DailyPick, 'symbol_settings' | 'leverage' | 'adjust_position_mode' | 'adjust_position_percent'>
  & { init_margin: string };

const START: EditorLeg[] = [
  { symbol: 'BTCUSDT', side: 1, weightPct: '50' },
  { symbol: 'ETHUSDT', side: 1, weightPct: '50' },
];
const PICK_SEEN_KEY = 'bot.fcomboPickSeenDay';

/** The pick pops up once a UTC day per browser (and never once the user said so on the server). */
function pickSeenToday(pick: DailyPick): boolean {
  try {
    return localStorage.getItem(PICK_SEEN_KEY) === String(pick.pick_date);
  } catch {
    return false;
  }
}

/** /tradingbot/fcombo-create/ : a basket of perpetuals, its rebalancing rule and exits. */
export function ComboCreatePage() {
  const intl = useIntl();
  const session = useSession();
  const { openAuth } = useAuthDialog();
  const label = (id: string) => intl.formatMessage({ id });
  const symbols = useQuery({ queryKey: ['fcombo-symbols'], queryFn: fetchComboSymbols });
  const pick = useQuery({ queryKey: ['fcombo-pick', session.isLoggedIn], queryFn: fetchDailyPick, retry: false });
  const [legs, setLegs] = useState<EditorLeg[]>(START);
  const [leverage, setLeverage] = useState('2');
  const [margin, setMargin] = useState('1000');
  const [v, setValues] = useState<SettingsValues>(DEFAULT_SETTINGS);
  const [showPick, setShowPick] = useState(false);
  const set = (patch: Partial<SettingsValues>) => setValues((old) => ({ ...old, ...patch }));
  // opened from an AI pick: its basket fills the form, the daily pick does not pop up over it
  const [search] = useSearchParams();
  const fromAurora = search.has('aurora') || search.has('backtest');

  useEffect(() => {
    if (pick.data?.pop && !pickSeenToday(pick.data) && !fromAurora) setShowPick(true);
  }, [pick.data, fromAurora]);

  const body = useMemo(() => comboInput(legs, leverage, margin, v), [legs, leverage, margin, v]);
  const settled = useDebounced(body, 300);
  const limit = useQuery({
    queryKey: ['fcombo-limit', settled],
    queryFn: () => fetchComboLimit(settled),
    enabled: weightsValid(legs) && !!leverage,
    retry: false,
  });
  const l = limit.data;
  const ok = weightsValid(legs) && l?.check_code === CHECK_SUCCESS;

  const create = useCreateBot({
    create: () => createCombo(body),
    createdId: 'fcombo.create.created',
    detailPath: (res) => `/fcombo/detail/?bot_id=${encodeURIComponent(String(res.bot_id))}`,
    errorMessage: (err) => comboErrorMessage(intl, err),
  });

  function closePick() {
    try {
      if (pick.data) localStorage.setItem(PICK_SEEN_KEY, String(pick.data.pick_date));
    } catch { /* private mode: it may pop again */ }
    setShowPick(false);
  }

  function usePick() {
    const p = pick.data;
    if (!p) return;
    setLegs(fromLegInputs(p.symbol_settings));
    setLeverage(p.leverage);
    set({ mode: p.adjust_position_mode, thresholdPct: String(Number(p.adjust_position_percent) * 100) });
    closePick();
  }

  // opened from an AI pick on the home page (?aurora=<id>) or a backtest (?backtest=<job_id>): its basket,
  // leverage, margin and rebalancing
  function applyParams(p: AuroraComboParams) {
    setLegs(fromLegInputs(p.symbol_settings));
    setLeverage(p.leverage);
    setMargin(p.init_margin);
    set({ mode: p.adjust_position_mode, thresholdPct: String(Number(p.adjust_position_percent) * 100) });
  }
  useAuroraPick('COMBO_FUTURES', null, true, (a) => applyParams(a.params as unknown as AuroraComboParams));
  useRunParams('COMBO_FUTURES', null, true, (p) => applyParams(p as unknown as AuroraComboParams));

  function onSubmit() {
    if (!session.isLoggedIn) {
      openAuth('login');
      return;
    }
    if (ok) create.mutate();
  }

  return (
    <div className="mx-auto flex max-w-[900px] flex-col gap-4 px-4 py-6 phone:px-3 phone:py-4" data-testid="combo-create-page">
      <section className="card flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-sm font-medium text-muted"><FormattedMessage id="fcombo.create.title" /></h1>
          <StrategyInfoButton family="futures_combo" />
          <span className="badge" data-testid="combo-mode-badge"><FormattedMessage id={`fcombo.botMode.${botMode(legs)}`} /></span>
          {pick.data && (
            <button type="button" className="btn-ghost h-8 text-sm" data-testid="pick-open" onClick={() => setShowPick(true)}>
              <FormattedMessage id="fcombo.pick.open" />
            </button>
          )}
        </div>
        <BasketEditor legs={legs} onChange={setLegs} symbols={symbols.data ?? []} />
      </section>
      <form className="card flex flex-col gap-4" noValidate data-testid="combo-form"
        onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
        <div className="form-2col">
          <NumberField name="leverage" label={label('fcombo.form.leverage')} value={leverage} onChange={setLeverage} suffix="x"
            hint={l && <span className="text-xs" data-testid="leverage-range">1–{l.leverage.max}x</span>} />
          <NumberField name="init_margin" label={label('fcombo.form.margin')} value={margin} onChange={setMargin} suffix="USDT"
            hint={l?.init_margin.min && (
              <span className="text-xs" data-testid="margin-range">
                {fmtAmount(l.init_margin.min, intl.locale, 2)} – {fmtAmount(l.init_margin.max, intl.locale, 2)} USDT
              </span>
            )} />
        </div>
        <SettingsFields v={v} set={set} />
        {l && l.checks.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-down" role="alert" data-testid="combo-checks">
            {l.checks.map((c) => (
              <li key={c.check_code + c.field} data-testid="combo-check" data-code={c.check_code}>
                <FormattedMessage id="fcombo.check" values={{ field: c.field, from: c.from || '--', to: c.to || '--' }} />
              </li>
            ))}
          </ul>
        )}
        <button type="submit" className="btn-primary" data-testid="combo-create-submit" disabled={create.isPending || !ok}>
          <FormattedMessage id="fcombo.create.submit" />
        </button>
        <BacktestThese family="COMBO_FUTURES" params={weightsValid(legs) ? body as unknown as Record<string, unknown> : null} />
      </form>
      {showPick && pick.data && (
        <DailyPickDialog pick={pick.data} onUse={usePick} onClose={closePick}
          onNeverAgain={() => {
            setDailyPickNoPop(true).catch((err: unknown) => notify('fail', comboErrorMessage(intl, err)));
            closePick();
          }} />
      )}
    </div>
  );
}

