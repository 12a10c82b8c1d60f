import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  createGrid, fetchAvailableBalance, fetchKlines, listSymbols, validateInput,
  type AiParams, type Candle, type CreateGridBody, type SymbolInfo,
} from '../kit/api';
import { usePairParams } from '../kit/usePairParams';
import { useAuroraPick } from '../../aurora/useAuroraPick';
import { BacktestThese } from '../../backtest/BacktestThese';
import { useRunParams } from '../../backtest/useRunParams';
import {
  AiOriginBadge, AvailableHint, ChartCard, ChartLegend, CreatePageFrame, CreateSubmit, CreateTabs, GridTypeField, SymbolNotices,
} from '../kit/CreateParts';
import { formGridLines, markLines } from '../kit/botLines';
import { LINE_COLORS, type ChartLine } from '../kit/charts';
import { gridErrorMessage } from '../kit/errors';
import { defaultRange, parseDecimal, priceDecimals, roundPrice } from '../kit/math';
import { NumberField, PriceField } from '../kit/ui';
import { validationPassed, ValidationSummary } from '../kit/ValidationSummary';
import { useCheckedInput } from '../kit/useCheckedInput';
import { useCreateBot } from '../kit/useCreateBot';
import { useKeptForm } from '../kit/useKeptForm';
import { AiPanel } from './AiPanel';
import { ConfirmDialog } from './ConfirmDialog';
import { ExitFields } from './ExitFields';
import { drafts, emptyForm, toCreateBody, toGridInput, type GridFormValues } from './formState';
import { SymbolPicker } from './SymbolPicker';

export const SYMBOLS_KEY = ['grid-symbols'] as const;
/** How often the symbol price and the candles refresh while the page is open. */
export const MARKET_REFRESH_MS = 5_000;

/** /tradingbot/create/?base=BTC&quote=USDT : spot grid create (SPEC §3 create input). */
export function CreatePage() {
  const { base, quote, symbol, selectPair } = usePairParams();
  const symbols = useQuery({ queryKey: SYMBOLS_KEY, queryFn: listSymbols, refetchInterval: MARKET_REFRESH_MS });
  const info = symbols.data?.find((s) => s.symbol === symbol);
  const klines = useQuery({
    queryKey: ['klines', symbol, '15m'], queryFn: () => fetchKlines(symbol, '15m', 300), refetchInterval: MARKET_REFRESH_MS,
  });
  const candles = klines.data ?? EMPTY_CANDLES;
  const decimals = useMemo(
    () => priceDecimals(info?.tick_size, [info?.price, ...candles.slice(-120).flatMap((c) => [c.o, c.h, c.l, c.c])]),
    [info?.tick_size, info?.price, candles],
  );

  const onSelect = (s: SymbolInfo) => selectPair(s.base_token, s.quote_token);

  return (
    <CreatePageFrame testId="create-page" titleId="createPage.heading" family="spot_grid" wide head={<>
      <SymbolPicker symbols={symbols.data ?? []} current={info} symbol={symbol} decimals={decimals} onSelect={onSelect} />
      <SymbolNotices symbol={symbol} unknown={symbols.isSuccess && !info} loadError={symbols.isError}
        unknownId="symbol.unknown" loadErrorId="symbol.loadError" />
    </>}>
      <CreateForm key={symbol} symbol={symbol} base={info?.base_token ?? base} quote={info?.quote_token ?? quote}
        info={info} decimals={decimals} candles={candles} />
    </CreatePageFrame>
  );
}

const EMPTY_CANDLES: Candle[] = [];

interface FormProps {
  symbol: string;
  base: string;
  quote: string;
  info: SymbolInfo | undefined;
  decimals: number;
  candles: Candle[];
}

function CreateForm({ symbol, base, quote, info, decimals, candles }: FormProps) {
  const intl = useIntl();
  // a form kept across the login reload (SPEC §4 quick login flow) wins over the defaults
  const {
    session, values, set, origin, tab, setTab, confirmOpen, setConfirmOpen, askLogin, requestCreate, applyAi, fillDefaults,
  } = useKeptForm(symbol, drafts, emptyForm);

  const price = info?.price;
  useEffect(() => {
    if (!price || !parseDecimal(price)?.gt(0)) return;
    const range = defaultRange(price, decimals);
    fillDefaults((v) => (!range || v.minPrice || v.maxPrice ? v : { ...v, minPrice: range.min, maxPrice: range.max, cellNumber: v.cellNumber || '10' }));
  }, [price, decimals]);

  const input = useMemo(() => toGridInput(symbol, values), [symbol, values]);
  const { query: validation, settling } = useCheckedInput('validate-input', input, validateInput);
  const passed = !!input && !settling && !validation.isPlaceholderData && validationPassed(validation.data);

  const balance = useQuery({
    queryKey: ['available-balance', symbol],
    queryFn: () => fetchAvailableBalance(symbol),
    enabled: session.isLoggedIn,
    refetchInterval: 15_000,
  });

  const create = useCreateBot({
    create: (body: CreateGridBody) => createGrid(body),
    createdId: 'createPage.created',
    detailPath: (res) => `/grid/detail/?grid_id=${encodeURIComponent(String(res.grid_id))}`,
    errorMessage: (err) => gridErrorMessage(intl, err, { priceDecimals: decimals, quote }),
    onCreated: () => setConfirmOpen(false),
    onLoggedOut: askLogin,
  });

  function onUseAi(p: AiParams) {
    applyAi((v) => ({
      ...v,
      minPrice: roundPrice(p.min_price, decimals),
      maxPrice: roundPrice(p.max_price, decimals),
      cellNumber: String(p.cell_number),
      gridType: 'ARITHMETIC',
    }), 'ai.applied');
  }
  // opened from an AI pick on the home page (?aurora=<id>): its range, grids and spacing as backtested
  useAuroraPick('GRID_SPOT', symbol, !!info, (p) => {
    onUseAi(p.params as unknown as AiParams);
    set({ gridType: p.params.grid_type === 'GEOMETRIC' ? 'GEOMETRIC' : 'ARITHMETIC' });
  });

  // opened from a backtest ("Create this bot", ?backtest=<job_id>): every parameter it ran with
  useRunParams('GRID_SPOT', symbol, !!info, (p) => {
    const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
    const ts = parseDecimal(text(p.ts_percent));
    set({
      minPrice: text(p.min_price), maxPrice: text(p.max_price), cellNumber: text(p.cell_number),
      gridType: p.grid_type === 'GEOMETRIC' ? 'GEOMETRIC' : 'ARITHMETIC', investment: text(p.quote_investment),
      entryPrice: text(p.entry_price), takeProfit: text(p.take_profit_price), stopLoss: text(p.stop_loss_price),
      trailingPercent: ts ? ts.mul(100).toFixed() : '',
    }, true);
    setTab('manual');
  });

  const lines = useChartLines(values, decimals);
  const quoteAvailable = balance.data?.quote_available;
  const ctx = { priceDecimals: decimals, quote };
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <div className="create-layout">
      <ChartCard candles={candles} lines={lines} decimals={decimals}
        legend={<ChartLegend levels={lines.filter((l) => l.kind === 'level' || l.kind === 'bound').length} items={LEGEND} />} />

      <section className="card min-w-0" data-testid="create-form">
        <CreateTabs tab={tab} onTab={setTab} />

        <div role="tabpanel" className="mt-4">
          {tab === 'ai' ? (
            <AiPanel symbol={symbol} decimals={decimals} onUse={onUseAi} />
          ) : (
            <form className="flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); requestCreate(!!input); }}>
              {origin === 'ai' && <AiOriginBadge />}
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium"><FormattedMessage id="form.priceRange" /></legend>
                <div className="form-2col">
                  <PriceField name="min_price" label={label('form.minPrice')} fieldLabel={label('form.minPrice')}
                    value={values.minPrice} onChange={(v) => set({ minPrice: v }, true)} decimals={decimals}
                    fallback={price} suffix={quote} />
                  <PriceField name="max_price" label={label('form.maxPrice')} fieldLabel={label('form.maxPrice')}
                    value={values.maxPrice} onChange={(v) => set({ maxPrice: v }, true)} decimals={decimals}
                    fallback={price} suffix={quote} />
                </div>
              </fieldset>

              <div className="form-2col">
                <NumberField name="cell_number" integer label={label('form.grids')} value={values.cellNumber}
                  onChange={(v) => set({ cellNumber: v }, true)} />
                <GridTypeField value={values.gridType} onChange={(g) => set({ gridType: g }, true)} />
              </div>

              <NumberField name="investment" label={label('form.investment')} value={values.investment}
                onChange={(v) => set({ investment: v })} suffix={quote}
                hint={session.isLoggedIn
                  ? <AvailableHint available={quoteAvailable} quote={quote} onMax={(a) => set({ investment: a })} />
                  : undefined} />

              <details className="advanced" open={!!(values.entryPrice || values.takeProfit || values.stopLoss || values.trailingPercent)}>
                <summary data-testid="advanced-toggle"><FormattedMessage id="form.advanced" /></summary>
                <div className="mt-3 flex flex-col gap-3">
                  <NumberField name="entry_price" label={label('form.entryPrice')} placeholder={label('common.optional')}
                    value={values.entryPrice} onChange={(v) => set({ entryPrice: v })} suffix={quote} />
                  <ExitFields names={['take_profit_price', 'stop_loss_price', 'ts_percent']} values={values} set={set} quote={quote}
                    trailingHint={<span className="text-xs"><FormattedMessage id="form.trailingHint" /></span>} />
                </div>
              </details>

              {input ? (
                <ValidationSummary query={validation} settling={settling} ctx={ctx} />
              ) : (
                <p className="text-sm text-muted" data-testid="form-incomplete"><FormattedMessage id="form.incomplete" /></p>
              )}

              <CreateSubmit session={session} ready={!!input} passed={passed} pending={create.isPending} submitId="create.start" />
              <BacktestThese family="GRID_SPOT" params={input as Record<string, unknown> | null} />
            </form>
          )}
        </div>
      </section>

      {confirmOpen && input && (
        <ConfirmDialog input={input} base={base} quote={quote} decimals={decimals}
          canConfirm={passed && !!parseDecimal(values.investment)?.gt(0)} pending={create.isPending}
          onConfirm={() => create.mutate(toCreateBody(input, origin))} onClose={() => setConfirmOpen(false)} />
      )}
    </div>
  );
}

/** Price lines of the form: every grid level (bounds highlighted), then entry / TP / SL. */
function useChartLines(values: GridFormValues, decimals: number): ChartLine[] {
  const intl = useIntl();
  return useMemo(() => [
    ...formGridLines(values, decimals),
    ...markLines([
      [values.entryPrice, 'entry', intl.formatMessage({ id: 'chart.entry' })],
      [values.takeProfit, 'tp', intl.formatMessage({ id: 'chart.tp' })],
      [values.stopLoss, 'sl', intl.formatMessage({ id: 'chart.sl' })],
    ]),
  ], [values.cellNumber, values.minPrice, values.maxPrice, values.gridType, values.entryPrice, values.takeProfit,
    values.stopLoss, decimals, intl]);
}

const LEGEND = [
  [LINE_COLORS.bound, 'chart.levels'], [LINE_COLORS.entry, 'chart.entry'], [LINE_COLORS.tp, 'chart.tp'], [LINE_COLORS.sl, 'chart.sl'],
] as const;
