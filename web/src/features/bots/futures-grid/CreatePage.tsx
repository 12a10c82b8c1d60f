import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePairParams } from '../kit/usePairParams';
import { useAuroraPick } from '../../aurora/useAuroraPick';
import { BacktestThese } from '../../backtest/BacktestThese';
import { useRunParams } from '../../backtest/useRunParams';
import {
  AiOriginBadge, AvailableHint, ChartCard, ChartLegend, CreatePageFrame, CreateSubmit, CreateTabs, GridTypeField, SymbolNotices,
} from '../kit/CreateParts';
import { formGridLines, markLines } from '../kit/botLines';
import { LINE_COLORS, type ChartLine } from '../kit/charts';
import { parseDecimal } from '../kit/math';
import { ModeSelector } from '../kit/ModeSelector';
import { NumberField } from '../kit/ui';
import { useCheckedInput } from '../kit/useCheckedInput';
import { useCreateBot } from '../kit/useCreateBot';
import { useKeptForm } from '../kit/useKeptForm';
import {
  createFgrid, fetchFgridAiParams, fetchFgridBalance, fetchLinearKlines, fetchSymbolItem, GRID_MODES, listFuturesSymbols,
  validateFgridInput, type Candle, type FgridAiParams, type FgridValidateResult, type FuturesSymbol,
  type GridMode,
} from './api';
import { FgridAiPanel, modeOfParams } from './AiPanel';
import { failingFields, fgridValidationPassed } from './checks';
import { FgridConfirmDialog } from './ConfirmDialog';
import { fgridErrorMessage } from './errors';
import { FgridValidation, liqPrices } from './FgridValidation';
import { drafts, emptyForm, toCreateBody, toFgridInput, type FgridFormValues } from './formState';
import { clampLeverage, leverageBounds, leverageInBounds } from './leverage';
import { displayDecimals, rangeAround, roundToTick } from './price';
import { FgridSymbolPicker } from './SymbolPicker';
import { LeverageField, LIQ_COLOR, modeTone, TickPriceField, TpSlField, TrailingField } from './ui';

export const FGRID_SYMBOLS_KEY = ['fgrid-symbols'] as const;
/** The live price of the perpetual refreshes this often; candles every 5 s. */
export const PRICE_REFRESH_MS = 2_500;
const KLINE_REFRESH_MS = 5_000;
/** Leverage a new form starts with (then clamped into the symbol's bounds). */
const DEFAULT_LEVERAGE = '3';
/** Default range around the price per mode (down, up). */
const DEFAULT_RANGE: Record<GridMode, [string, string]> = {
  NEUTRAL: ['0.05', '0.05'], LONG: ['0.075', '0.025'], SHORT: ['0.025', '0.075'],
};

const EMPTY_CANDLES: Candle[] = [];

/** /tradingbot/fgrid-create/?base=BTC&quote=USDT : futures grid create (USDT perpetuals). */
export function FgridCreatePage() {
  const { base, quote, symbol, selectPair } = usePairParams();
  const symbols = useQuery({ queryKey: FGRID_SYMBOLS_KEY, queryFn: listFuturesSymbols, staleTime: 5 * 60_000 });
  const list = useMemo(
    () => (symbols.data ?? []).filter((s) => s.symbolDisplay !== 0 && s.contractType === 'LinearPerpetual'),
    [symbols.data],
  );
  const info = list.find((s) => s.symbol === symbol);
  const unknown = symbols.isSuccess && !info;
  const item = useQuery({
    queryKey: ['fgrid-symbol-item', symbol],
    queryFn: () => fetchSymbolItem(symbol),
    enabled: !unknown,
    refetchInterval: PRICE_REFRESH_MS,
  });
  const klines = useQuery({
    queryKey: ['linear-klines', symbol, '15m'],
    queryFn: () => fetchLinearKlines(symbol, '15m', 300),
    enabled: !unknown,
    refetchInterval: KLINE_REFRESH_MS,
  });
  const candles = klines.data ?? EMPTY_CANDLES;
  const decimals = useMemo(
    () => displayDecimals(info?.tickSize, [item.data?.lastPrice, ...candles.slice(-60).map((c) => c.c)]),
    [info?.tickSize, item.data?.lastPrice, candles],
  );

  const onSelect = (s: FuturesSymbol) => selectPair(s.baseCurrency, s.quoteCurrency);

  return (
    <CreatePageFrame testId="fgrid-create-page" titleId="fgrid.create.heading" family="futures_grid" wide head={<>
      <FgridSymbolPicker symbols={list} current={info} item={item.data} symbol={symbol} decimals={decimals} onSelect={onSelect} />
      <SymbolNotices symbol={symbol} unknown={unknown} loadError={symbols.isError}
        unknownId="fgrid.symbol.unknown" loadErrorId="fgrid.symbol.loadError" />
    </>}>
      <CreateForm key={symbol} symbol={symbol} base={info?.baseCurrency ?? base} quote={info?.quoteCurrency ?? quote}
        info={info} price={item.data?.lastPrice} decimals={decimals} candles={candles} />
    </CreatePageFrame>
  );
}

interface FormProps {
  symbol: string;
  base: string;
  quote: string;
  info: FuturesSymbol | undefined;
  price: string | undefined;
  decimals: number;
  candles: Candle[];
}

function CreateForm({ symbol, base, quote, info, price, decimals, candles }: FormProps) {
  const intl = useIntl();
  // a form kept across the login reload (SPEC §4 quick login flow) wins over the defaults
  const {
    session, values, setValues, set, origin, tab, setTab, confirmOpen, setConfirmOpen, askLogin, requestCreate, applyAi, fillDefaults,
  } = useKeptForm(symbol, drafts, emptyForm);

  const ai = useQuery({ queryKey: ['fgrid-ai-params', symbol], queryFn: () => fetchFgridAiParams(symbol), staleTime: 60_000 });
  const bounds = useMemo(
    () => leverageBounds(info, values.mode, ai.data?.config?.max_leverage_e2),
    [info, values.mode, ai.data?.config?.max_leverage_e2],
  );

  // defaults once the price is known: a range around it, 10 grids, 3x (within the bounds)
  const tick = info?.tickSize;
  useEffect(() => {
    if (!price || !parseDecimal(price)?.gt(0) || !tick) return;
    fillDefaults((v) => {
      if (v.minPrice || v.maxPrice) return v;
      const [down, up] = DEFAULT_RANGE[v.mode];
      const range = rangeAround(price, tick, down, up);
      return range ? { ...v, minPrice: range.min, maxPrice: range.max, cellNumber: v.cellNumber || '10' } : v;
    });
  }, [price, tick]);

  // the leverage follows the bounds of the symbol and mode
  useEffect(() => {
    if (!bounds) return;
    setValues((v) => {
      const next = clampLeverage(v.leverage || DEFAULT_LEVERAGE, bounds);
      return next === v.leverage ? v : { ...v, leverage: next };
    });
  }, [bounds]);

  function setMode(mode: GridMode) {
    setValues((v) => (v.mode === mode ? v : {
      ...v, mode, ...(mode === 'NEUTRAL' ? { tpUnit: 'percent' as const, slUnit: 'percent' as const } : {}),
    }));
  }

  const input = useMemo(() => toFgridInput(symbol, values), [symbol, values]);
  // the market moves: the check (and the liquidation estimate) is refreshed
  const { query: validation, settling } = useCheckedInput('fgrid-validate', input, validateFgridInput);
  const passed = !!input && !settling && !validation.isPlaceholderData && fgridValidationPassed(validation.data);
  const bad = failingFields(settling ? undefined : validation.data);

  const balance = useQuery({
    queryKey: ['fgrid-balance'],
    queryFn: fetchFgridBalance,
    enabled: session.isLoggedIn,
    refetchInterval: 15_000,
  });
  const available = balance.data?.available_balance;
  const ctx = { priceDecimals: decimals, quote, base };

  const create = useCreateBot({
    create: () => createFgrid(toCreateBody(input!, origin)),
    createdId: 'fgrid.create.created',
    detailPath: (res) => `/fgrid/detail/?bot_id=${encodeURIComponent(String(res.bot_id))}`,
    errorMessage: (err) => fgridErrorMessage(intl, err, ctx),
    refresh: [['fgrid-balance']],
    onCreated: () => setConfirmOpen(false),
    onLoggedOut: askLogin,
  });

  function onUseAi(p: FgridAiParams) {
    const mode = modeOfParams(p);
    applyAi((v) => ({
      ...v,
      mode: mode ?? v.mode,
      minPrice: roundToTick(p.min_price, tick),
      maxPrice: roundToTick(p.max_price, tick),
      cellNumber: String(p.cell_number),
      gridType: 'ARITHMETIC',
      leverage: clampLeverage(String(p.leverage), bounds),
    }), 'fgrid.ai.applied');
  }
  // opened from an AI pick on the home page (?aurora=<id>), once the tick and the leverage caps are known
  // opened from a backtest ("Create this bot", ?backtest=<job_id>): its range, grids, leverage and margin
  useRunParams('GRID_FUTURES', symbol, !!tick && ai.isFetched, (p) => {
    onUseAi(p as unknown as FgridAiParams);
    set({
      gridType: p.grid_type === 2 || p.grid_type === 'GEOMETRIC' ? 'GEOMETRIC' : 'ARITHMETIC',
      investment: p.total_investment === undefined ? '' : String(p.total_investment),
    });
  });
  useAuroraPick('GRID_FUTURES', symbol, !!tick && ai.isFetched, (p) => {
    onUseAi(p.params as unknown as FgridAiParams);
    set({ gridType: p.params.grid_type === 'GEOMETRIC' ? 'GEOMETRIC' : 'ARITHMETIC' });
  });

  const lines = useFgridChartLines(values, decimals, validation.data);
  const label = (id: string) => intl.formatMessage({ id });
  const allowPrice = values.mode !== 'NEUTRAL';
  const leverageOk = leverageInBounds(values.leverage, bounds);

  return (
    <div className="create-layout">
      <ChartCard candles={candles} lines={lines} decimals={decimals}
        legend={<ChartLegend levels={lines.filter((l) => l.kind === 'level' || l.kind === 'bound').length} items={LEGEND} />} />

      <section className="card flex min-w-0 flex-col gap-4" data-testid="create-form" data-mode={values.mode}>
        <ModeSelector family="fgrid" modes={GRID_MODES} mode={values.mode} onChange={setMode} tone={modeTone} />

        <CreateTabs tab={tab} onTab={setTab} />

        <div role="tabpanel">
          {tab === 'ai' ? (
            <FgridAiPanel query={ai} mode={values.mode} decimals={decimals} onUse={onUseAi} />
          ) : (
            <form className="flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); requestCreate(!!input); }}>
              {origin === 'ai' && <AiOriginBadge />}
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium"><FormattedMessage id="form.priceRange" /></legend>
                <div className="form-2col">
                  <TickPriceField name="min_price" label={label('form.minPrice')} value={values.minPrice}
                    onChange={(v) => set({ minPrice: v }, true)} tickSize={tick} fallback={price} suffix={quote}
                    invalid={bad.has('min_price')} />
                  <TickPriceField name="max_price" label={label('form.maxPrice')} value={values.maxPrice}
                    onChange={(v) => set({ maxPrice: v }, true)} tickSize={tick} fallback={price} suffix={quote}
                    invalid={bad.has('max_price')} />
                </div>
              </fieldset>

              <div className="form-2col">
                <NumberField name="cell_number" integer label={label('form.grids')} value={values.cellNumber}
                  onChange={(v) => set({ cellNumber: v }, true)} invalid={bad.has('cell_number')} />
                <GridTypeField value={values.gridType} onChange={(g) => set({ gridType: g }, true)} />
              </div>

              <LeverageField value={values.leverage} bounds={bounds} invalid={!leverageOk || bad.has('leverage')}
                onChange={(v) => set({ leverage: v }, true)}
                onCommit={() => set({ leverage: clampLeverage(values.leverage, bounds) })} />

              <NumberField name="investment" label={label('fgrid.form.investment')} value={values.investment}
                onChange={(v) => set({ investment: v })} suffix={quote} invalid={bad.has('total_investment')}
                hint={session.isLoggedIn
                  ? <AvailableHint available={available} quote={quote} onMax={(a) => set({ investment: a })} />
                  : undefined} />

              <details className="advanced"
                open={!!(values.entryPrice || values.tp || values.sl || values.trailingPercent)}>
                <summary data-testid="advanced-toggle"><FormattedMessage id="form.advanced" /></summary>
                <div className="mt-3 flex flex-col gap-3">
                  <div className="form-2col">
                    <TpSlField name="take_profit" label={<FormattedMessage id="fgrid.form.takeProfit" />} value={values.tp}
                      unit={allowPrice ? values.tpUnit : 'percent'} allowPrice={allowPrice} quote={quote}
                      invalid={bad.has('take_profit_per') || bad.has('take_profit_price')}
                      onChange={(v) => set({ tp: v })} onUnit={(u) => set({ tpUnit: u, tp: '' })} />
                    <TpSlField name="stop_loss" label={<FormattedMessage id="fgrid.form.stopLoss" />} value={values.sl}
                      unit={allowPrice ? values.slUnit : 'percent'} allowPrice={allowPrice} quote={quote}
                      invalid={bad.has('stop_loss_per') || bad.has('stop_loss_price')}
                      onChange={(v) => set({ sl: v })} onUnit={(u) => set({ slUnit: u, sl: '' })} />
                  </div>
                  <p className="text-xs text-muted">
                    <FormattedMessage id={allowPrice ? 'fgrid.form.tpslHint' : 'fgrid.form.tpslNeutralHint'} />
                  </p>
                  <NumberField name="entry_price" label={label('form.entryPrice')} placeholder={label('common.optional')}
                    value={values.entryPrice} onChange={(v) => set({ entryPrice: v })} suffix={quote} invalid={bad.has('entry_price')}
                    hint={<span className="text-xs"><FormattedMessage id="fgrid.form.entryHint" /></span>} />
                  <TrailingField value={values.trailingPercent} onChange={(v) => set({ trailingPercent: v })}
                    invalid={bad.has('trailing_stop_per')} />
                </div>
              </details>

              {input ? (
                <FgridValidation query={validation} settling={settling} ctx={ctx} mode={values.mode}
                  investment={values.investment} leverage={values.leverage} available={session.isLoggedIn ? available : undefined} />
              ) : (
                <p className="text-sm text-muted" data-testid="form-incomplete"><FormattedMessage id="fgrid.form.incomplete" /></p>
              )}

              <CreateSubmit session={session} ready={!!input} passed={passed} pending={create.isPending}
                submitId="fgrid.create.submit" />
              <BacktestThese family="GRID_FUTURES" params={input as Record<string, unknown> | null} />
            </form>
          )}
        </div>
      </section>

      {confirmOpen && input && (
        <FgridConfirmDialog input={input} validation={validation.data} base={base} quote={quote} decimals={decimals}
          canConfirm={passed && !!parseDecimal(values.investment)?.gt(0)} pending={create.isPending}
          onConfirm={() => create.mutate()} onClose={() => setConfirmOpen(false)} />
      )}
    </div>
  );
}

/** Price lines of the form: every grid level (bounds highlighted), entry, TP / SL prices, estimated liquidation. */
function useFgridChartLines(values: FgridFormValues, decimals: number, validation: FgridValidateResult | undefined): ChartLine[] {
  const intl = useIntl();
  return useMemo(() => {
    const priced = values.mode !== 'NEUTRAL';
    const liq = intl.formatMessage({ id: 'fgrid.chart.liq' });
    return [
      ...formGridLines(values, decimals),
      ...markLines([
        [values.entryPrice, 'entry', intl.formatMessage({ id: 'chart.entry' })],
        [priced && values.tpUnit === 'price' ? values.tp : '', 'tp', intl.formatMessage({ id: 'chart.tp' })],
        [priced && values.slUnit === 'price' ? values.sl : '', 'sl', intl.formatMessage({ id: 'chart.sl' })],
        ...liqPrices(validation, values.mode).map(({ price }) => [price, 'sl', liq, LIQ_COLOR] as const),
      ]),
    ];
  }, [values.cellNumber, values.minPrice, values.maxPrice, values.gridType, values.entryPrice, values.tp, values.tpUnit,
    values.sl, values.slUnit, values.mode, decimals, validation, intl]);
}

const LEGEND = [
  [LINE_COLORS.bound, 'chart.levels'], [LINE_COLORS.entry, 'chart.entry'], [LINE_COLORS.tp, 'chart.tp'],
  [LINE_COLORS.sl, 'chart.sl'], [LIQ_COLOR, 'fgrid.chart.liq'],
] as const;
