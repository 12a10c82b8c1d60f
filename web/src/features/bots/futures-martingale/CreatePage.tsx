import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../../shell/toast';
import { useAuthDialog } from '../../auth/authDialogContext';
import { useSession } from '../../auth/session';
import { fetchFundBalances } from '../../home/api';
import { AiOriginBadge, CreatePageFrame, CreateSubmit, CreateTabs, type CreateTab } from '../kit/CreateParts';
import { pairLabel } from '../kit/format';
import { ModeSelector } from '../kit/ModeSelector';
import { parseDecimal, priceDecimals } from '../kit/math';
import { PairPicker } from '../kit/PairPicker';
import { usePairParams } from '../kit/usePairParams';
import { useCheckedInput } from '../kit/useCheckedInput';
import { useCreateBot } from '../kit/useCreateBot';
import { useAuroraPick } from '../../aurora/useAuroraPick';
import { BacktestThese } from '../../backtest/BacktestThese';
import { useRunParams } from '../../backtest/useRunParams';
import {
  createFmart, fetchFmartAiParams, fetchFmartLimit, listPerpSymbols, MART_MODES, type FmartAiParams, type PerpSymbol,
} from './api';
import { FmartAiPanel } from './AiPanel';
import { failingFields, limitPassed } from './checks';
import { FmartConfirmDialog } from './ConfirmDialog';
import { fmartErrorMessage } from './errors';
import { applyAiParams, DEFAULT_FORM, isComplete, toFmartInput, type FmartFormValues } from './formState';
import { LimitSummary } from './LimitSummary';
import { ManualFields } from './ManualFields';
import { martModeTone } from './ModeLabel';

/** /tradingbot/fmart-create/?base=BTC&quote=USDT : futures martingale create (USDT perpetuals). */
export function FmartCreatePage() {
  const intl = useIntl();
  const { base, quote, symbol, selectPair } = usePairParams();
  const symbols = useQuery({ queryKey: ['fmart-symbols'], queryFn: listPerpSymbols, staleTime: 5 * 60_000 });
  const info = symbols.data?.find((s) => s.symbol === symbol);
  return (
    <CreatePageFrame testId="fmart-create-page" titleId="fmart.create.title" family="futures_martingale" head={
      <PairPicker symbols={symbols.data ?? []} symbol={symbol} onSelect={(s: PerpSymbol) => selectPair(s.baseCurrency, s.quoteCurrency)}
        label={pairLabel(symbol, base, quote)} pairOf={(s) => pairLabel(s.symbol, s.baseCurrency, s.quoteCurrency)}
        badge={<span className="badge text-xs"><FormattedMessage id="fmart.form.perpetual" /></span>}
        listLabel={intl.formatMessage({ id: 'symbol.pick' })}
        head={<span><FormattedMessage id="symbol.pair" /></span>} cells={() => null} />
    }>
      <CreateForm key={symbol} symbol={symbol} base={info?.baseCurrency ?? base} quote={info?.quoteCurrency ?? quote}
        tickSize={info?.tickSize} />
    </CreatePageFrame>
  );
}

interface FormProps {
  symbol: string;
  base: string;
  quote: string;
  tickSize: string | undefined;
}

function CreateForm({ symbol, base, quote, tickSize }: FormProps) {
  const intl = useIntl();
  const session = useSession();
  const { openAuth } = useAuthDialog();
  const [values, setValues] = useState<FmartFormValues>(DEFAULT_FORM);
  const [tab, setTab] = useState<CreateTab>('ai');
  const [fromAi, setFromAi] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const set = (patch: Partial<FmartFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const ai = useQuery({ queryKey: ['fmart-ai-params', symbol], queryFn: () => fetchFmartAiParams(symbol), staleTime: 60_000 });
  const input = useMemo(() => toFmartInput(symbol, values), [symbol, values]);
  // the market moves: the check, the ladder and the liquidation estimate are refreshed
  const { query: limit, settling } = useCheckedInput('fmart-limit', input, fetchFmartLimit);
  const complete = isComplete(input);
  const passed = complete && !settling && !limit.isPlaceholderData && limitPassed(limit.data);
  const bad = failingFields(settling ? undefined : limit.data);
  const decimals = priceDecimals(limit.data?.tick_size ?? tickSize, [limit.data?.last_price]);
  const ctx = { priceDecimals: decimals, quote };

  const balances = useQuery({ queryKey: ['balances', 'FUND'], queryFn: fetchFundBalances, enabled: session.isLoggedIn });
  const available = session.isLoggedIn ? (balances.data?.find((b) => b.coin === quote)?.free ?? undefined) : undefined;

  const create = useCreateBot({
    create: () => createFmart(input!),
    createdId: 'fmart.create.created',
    detailPath: (res) => `/fmart/detail/?bot_id=${encodeURIComponent(String(res.bot_id))}`,
    errorMessage: (err) => fmartErrorMessage(intl, err, ctx),
    onCreated: () => setConfirmOpen(false),
  });

  function onCreate() {
    if (!session.isLoggedIn) {
      openAuth('login');
      return;
    }
    if (complete) setConfirmOpen(true);
  }

  function onUseAi(p: FmartAiParams) {
    setValues((v) => applyAiParams(v, p));
    setFromAi(true);
    setTab('manual');
    notify('success', intl.formatMessage({ id: 'ai.applied' }));
  }
  // opened from an AI pick on the home page (?aurora=<id>)
  // opened from a backtest ("Create this bot", ?backtest=<job_id>)
  useRunParams('MART_FUTURES', symbol, true, (p) => {
    onUseAi(p as unknown as FmartAiParams);
    // what a pick does not carry: the run's own margin, auto-cycle and entry price
    set({
      initMargin: p.init_margin === undefined ? values.initMargin : String(p.init_margin),
      autoCycle: p.auto_cycle_toggle !== 2,
      entryPrice: p.entry_price === undefined || p.entry_price === null ? '' : String(p.entry_price),
    });
  });
  useAuroraPick('MART_FUTURES', symbol, true, (p) => onUseAi({ ...p.params, style: p.style_name } as unknown as FmartAiParams));

  /** The leverage brought into the bounds get-fmart-limit answers (whole steps of 0.01x). */
  function clampLeverage() {
    const lev = parseDecimal(values.leverage);
    const lo = parseDecimal(limit.data?.leverage?.min);
    const hi = parseDecimal(limit.data?.leverage?.max);
    if (!lev) return;
    let next = lev.toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (lo && next.lt(lo)) next = lo;
    if (hi && next.gt(hi)) next = hi;
    if (next.toFixed() !== values.leverage) set({ leverage: next.toFixed() });
  }

  return (
    <section className="card flex min-w-0 flex-col gap-4" data-testid="create-form" data-mode={values.mode}>
      <ModeSelector family="fmart" modes={MART_MODES} mode={values.mode} onChange={(mode) => set({ mode })} tone={martModeTone} />
      <CreateTabs tab={tab} onTab={setTab} />
      <div role="tabpanel">
        {tab === 'ai' ? (
          <FmartAiPanel query={ai} mode={values.mode} quote={quote} onUse={onUseAi} />
        ) : (
          <form className="flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); onCreate(); }}>
            {fromAi && <AiOriginBadge />}
            <ManualFields values={values} set={(patch) => set(patch)} onLeverageCommit={clampLeverage} limit={limit.data} bad={bad}
              quote={quote} available={available} />
            <LimitSummary query={limit} settling={settling} complete={complete} ctx={ctx} base={base} />
            <CreateSubmit session={session} ready={complete} passed={passed} pending={create.isPending} submitId="fmart.create.submit" />
            <BacktestThese family="MART_FUTURES" params={complete ? input as unknown as Record<string, unknown> : null} />
          </form>
        )}
      </div>
      {confirmOpen && input && (
        <FmartConfirmDialog input={input} limit={limit.data} base={base} quote={quote} decimals={decimals} canConfirm={passed}
          pending={create.isPending} onConfirm={() => create.mutate()} onClose={() => setConfirmOpen(false)} />
      )}
    </section>
  );
}
