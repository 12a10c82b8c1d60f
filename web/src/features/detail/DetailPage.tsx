import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { errorMessageId } from '../../api/errorMessage';
import { useAuthDialog } from '../auth/authDialogContext';
import { useSession } from '../auth/session';
import { fetchGridDetail, fetchKlines, fetchOpenOrders, type GridDetail } from '../grid/api';
import { CandleChart, LINE_COLORS, ValueChart, type ChartLine, type Point } from '../grid/charts';
import {
  botRunningMs, fmtAmount, fmtDateTime, fmtDuration, fmtPercent, fmtPnl, fmtPrice, pairLabel, pnlClass,
} from '../grid/format';
import { closeModeOf, closeReasonId, gridTypeOf, settlementAssets } from '../grid/labels';
import { gridLevelStrings, priceDecimals } from '../grid/math';
import { Row, Stat, StatusBadge } from '../grid/ui';
import { CloseDialog } from './CloseDialog';
import { ModifyDialog } from './ModifyDialog';
import { OrdersPanel } from './OrdersPanel';
import { WithdrawDialog } from './WithdrawDialog';

/** Live updates: detail and orders are polled this often while the bot is not COMPLETED. */
export const POLL_MS = 2_500;
const MAX_POINTS = 2_000;

export const detailKey = (gridId: string) => ['grid-detail', gridId] as const;

const ACTIVE = ['NEW', 'AWAIT_ACTIVATION', 'INITIALIZING', 'RUNNING'];

/** /tradingbot/grid/detail/?grid_id=… : one spot grid bot, live. */
export function DetailPage() {
  const [params] = useSearchParams();
  const gridId = params.get('grid_id') ?? '';
  const session = useSession();
  const { openAuth } = useAuthDialog();

  if (!gridId) return <Message id="detail.notFound" />;
  if (session.isLoading) return <Message id="common.loading" />;
  if (!session.isLoggedIn) {
    return (
      <div className="mx-auto max-w-[1200px] px-4 py-16 text-center" data-testid="detail-login">
        <p className="text-muted"><FormattedMessage id="detail.loginPrompt" /></p>
        <button type="button" className="btn-primary mt-4 h-10 px-6" onClick={() => openAuth('login')}>
          <FormattedMessage id="header.login" />
        </button>
      </div>
    );
  }
  return <Detail gridId={gridId} />;
}

function Message({ id }: { id: string }) {
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-16 text-center text-muted" data-testid="detail-message">
      <p><FormattedMessage id={id} /></p>
      <Link to="/" className="btn-ghost mt-4 inline-flex"><FormattedMessage id="notFound.back" /></Link>
    </div>
  );
}

function Detail({ gridId }: { gridId: string }) {
  const intl = useIntl();
  const detail = useQuery({
    queryKey: detailKey(gridId),
    queryFn: () => fetchGridDetail(gridId),
    refetchInterval: (q) => (q.state.data?.status === 'COMPLETED' ? false : POLL_MS),
  });
  const d = detail.data;
  const completed = d?.status === 'COMPLETED';
  const orders = useQuery({
    queryKey: ['grid-open-orders', gridId],
    queryFn: () => fetchOpenOrders(gridId),
    enabled: !!d,
    refetchInterval: completed ? false : POLL_MS,
  });

  // total profit over time, from the polled snapshots (client-side PnL chart)
  const [points, setPoints] = useState<Point[]>([]);
  useEffect(() => {
    if (!d || !detail.dataUpdatedAt) return;
    setPoints((prev) => [...prev.slice(-(MAX_POINTS - 1)), { time: detail.dataUpdatedAt, value: d.total_profit }]);
  }, [d, detail.dataUpdatedAt]);

  const decimals = useMemo(
    () => priceDecimals(undefined, [d?.min_price, d?.max_price, d?.current_price, d?.entry_price,
      d?.take_profit_price, d?.stop_loss_price, ...(orders.data ?? []).map((o) => o.price)]),
    [d, orders.data],
  );

  const [dialog, setDialog] = useState<'withdraw' | 'modify' | 'close' | null>(null);
  const lines = useBotLines(d, decimals);

  if (detail.isPending) return <Message id="common.loading" />;
  if (detail.isError || !d) {
    const notFound = detail.error instanceof ApiError && [10011, 12005, 12006].includes(detail.error.code);
    return notFound ? <Message id="detail.notFound" /> : (
      <div className="mx-auto max-w-[1200px] px-4 py-16 text-center text-down" data-testid="detail-error">
        {intl.formatMessage({ id: errorMessageId(detail.error) })}
      </div>
    );
  }

  const quote = d.quote_token;
  const active = ACTIVE.includes(d.status);
  const roi = (() => {
    try {
      const inv = new Decimal(d.total_investment);
      return inv.gt(0) ? new Decimal(d.total_profit).div(inv).toFixed() : null;
    } catch {
      return null;
    }
  })();
  const px = (v: unknown) => (v && Number(v) !== 0 ? fmtPrice(v, intl.locale, decimals) : '--');

  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-4 px-4 py-6 phone:px-3 phone:py-4" data-testid="detail-page"
      data-grid-id={String(d.grid_id)}>
      <section className="card flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-semibold" dir="ltr" data-testid="detail-symbol">{pairLabel(d.symbol, d.base_token, quote)}</h1>
            <span className="badge"><FormattedMessage id="myBots.type.GRID_SPOT" /></span>
            <StatusBadge status={d.status} />
          </div>
          <p className="text-xs text-muted">
            <FormattedMessage id="detail.botId" values={{ id: <bdi dir="ltr">{String(d.grid_id)}</bdi> }} />
            {' · '}
            <FormattedMessage id="detail.runningTime" />{' '}
            <span data-testid="running-time">{fmtDuration(intl, botRunningMs(d.operation_time, d.create_time, completed ? d.end_time : null))}</span>
          </p>
        </div>
        {active && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-ghost h-9 border border-line" data-testid="withdraw-button"
              onClick={() => setDialog('withdraw')}><FormattedMessage id="withdraw.button" /></button>
            <button type="button" className="btn-ghost h-9 border border-line" data-testid="modify-button"
              onClick={() => setDialog('modify')}><FormattedMessage id="modify.button" /></button>
            <button type="button" className="btn-danger h-9" data-testid="close-button"
              onClick={() => setDialog('close')}><FormattedMessage id="close.button" /></button>
          </div>
        )}
      </section>

      <section className="card kpi-grid" data-testid="detail-kpis">
        <Stat label={<FormattedMessage id="detail.totalProfit" />} testId="total-profit" className={pnlClass(d.total_profit)}>
          {fmtPnl(d.total_profit, intl.locale, 4)} {quote}
          {roi !== null && <>{' '}<span className="text-xs">({fmtPercent(roi, intl.locale, true)})</span></>}
        </Stat>
        <Stat label={<FormattedMessage id="detail.gridProfit" />} testId="grid-profit" className={pnlClass(d.grid_profit)}>
          {fmtPnl(d.grid_profit, intl.locale, 4)} {quote}
        </Stat>
        <Stat label={<FormattedMessage id="detail.floatingProfit" />} testId="floating-profit" className={pnlClass(d.floating_profit)}>
          {fmtPnl(d.floating_profit, intl.locale, 4)} {quote}
        </Stat>
        <Stat label={<FormattedMessage id="detail.totalApr" />} testId="total-apr" className={pnlClass(d.total_apr)}>
          {fmtPercent(d.total_apr, intl.locale, true)}
        </Stat>
        <Stat label={<FormattedMessage id="detail.gridApr" />} testId="grid-apr">{fmtPercent(d.grid_apr, intl.locale, true)}</Stat>
        <Stat label={<FormattedMessage id="detail.arbitrages" />} testId="arbitrages">
          {fmtAmount(d.arbitrage_num, intl.locale, 0)}{' '}
          <span className="text-xs text-muted">
            <FormattedMessage id="detail.arbitrages24h" values={{ count: Number(d.arbitrage_num_24) || 0 }} />
          </span>
        </Stat>
        <Stat label={<FormattedMessage id="detail.currentPrice" />} testId="current-price">{px(d.current_price)}</Stat>
        <Stat label={<FormattedMessage id="detail.equity" />} testId="equity">{fmtAmount(d.equity, intl.locale, 4)} {quote}</Stat>
      </section>

      <div className="detail-layout">
        <section className="card min-w-0" data-testid="detail-params">
          <h2 className="card-title"><FormattedMessage id="detail.parameters" /></h2>
          <dl className="summary mt-3">
            <Row label={<FormattedMessage id="form.priceRange" />} testId="param-range">{px(d.min_price)} – {px(d.max_price)}</Row>
            <Row label={<FormattedMessage id="form.grids" />} testId="param-grids">{String(d.cell_number)}</Row>
            <Row label={<FormattedMessage id="form.gridType" />}><FormattedMessage id={`gridType.${gridTypeOf(d.grid_type)}`} /></Row>
            <Row label={<FormattedMessage id="form.investment" />} testId="param-investment">
              {fmtAmount(d.total_investment, intl.locale, 8)} {quote}
            </Row>
            <Row label={<FormattedMessage id="detail.perGridQty" />}>
              {d.per_grid_qty ? `${fmtAmount(d.per_grid_qty, intl.locale, 8)} ${d.base_token}` : '--'}
            </Row>
            <Row label={<FormattedMessage id="form.entryPrice" />} testId="param-entry">{px(d.entry_price)}</Row>
            <Row label={<FormattedMessage id="form.takeProfit" />} testId="param-tp">{px(d.take_profit_price)}</Row>
            <Row label={<FormattedMessage id="form.stopLoss" />} testId="param-sl">{px(d.stop_loss_price)}</Row>
            <Row label={<FormattedMessage id="form.trailingStop" />} testId="param-ts">
              {d.ts_percent && Number(d.ts_percent) > 0 ? fmtPercent(d.ts_percent, intl.locale) : '--'}
            </Row>
            {d.ts_exit_equity && Number(d.ts_exit_equity) > 0 && (
              <Row label={<FormattedMessage id="detail.tsExitEquity" />}>{fmtAmount(d.ts_exit_equity, intl.locale, 4)} {quote}</Row>
            )}
            <Row label={<FormattedMessage id="detail.withdrawn" />}>{fmtAmount(d.cum_withdrew_amount ?? '0', intl.locale, 8)} {quote}</Row>
            <Row label={<FormattedMessage id="detail.created" />}>{fmtDateTime(d.create_time, intl.locale)}</Row>
          </dl>
        </section>

        <section className="card min-w-0" data-testid="pnl-card">
          <h2 className="card-title"><FormattedMessage id="detail.pnlChart" /></h2>
          <p className="mb-3 mt-1 text-xs text-muted"><FormattedMessage id="detail.pnlChartNote" /></p>
          <ValueChart points={points} />
        </section>
      </div>

      {completed && <CloseDetail d={d} decimals={decimals} />}

      <BotChart symbol={d.symbol} live={!completed} lines={lines} decimals={decimals} />

      <OrdersPanel gridId={gridId} orders={orders} completed={completed} decimals={decimals}
        base={d.base_token} />

      {dialog === 'withdraw' && <WithdrawDialog gridId={gridId} onClose={() => setDialog(null)} />}
      {dialog === 'modify' && <ModifyDialog detail={d} decimals={decimals} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <CloseDialog detail={d} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** The bot's grid levels (bounds highlighted) and its TP / SL / entry lines. */
function useBotLines(d: GridDetail | undefined, decimals: number): ChartLine[] {
  const intl = useIntl();
  return useMemo(() => {
    if (!d) return [];
    const cells = Number(d.cell_number);
    const levels = Number.isInteger(cells) && cells > 0 && cells <= 300
      ? gridLevelStrings(d.min_price, d.max_price, cells, gridTypeOf(d.grid_type), decimals) : [];
    const out: ChartLine[] = levels.map((p, i) => {
      const edge = i === 0 || i === levels.length - 1;
      return { price: p, color: edge ? LINE_COLORS.bound : LINE_COLORS.level, kind: edge ? 'bound' : 'level' };
    });
    const extra: [unknown, ChartLine['kind'], string][] = [
      [d.entry_price, 'entry', 'chart.entry'], [d.take_profit_price, 'tp', 'chart.tp'], [d.stop_loss_price, 'sl', 'chart.sl'],
    ];
    for (const [v, kind, id] of extra) {
      if (v && Number(v) > 0) out.push({ price: String(v), color: LINE_COLORS[kind], kind, title: intl.formatMessage({ id }) });
    }
    return out;
  }, [d, decimals, intl]);
}

/** Candles of the bot's pair with its grid drawn on them (refreshed while the bot runs). */
function BotChart({ symbol, live, lines, decimals }: { symbol: string; live: boolean; lines: ChartLine[]; decimals: number }) {
  const klines = useQuery({
    queryKey: ['klines', symbol, '15m'],
    queryFn: () => fetchKlines(symbol, '15m', 300),
    refetchInterval: live ? 5_000 : false,
  });
  return (
    <section className="card min-w-0" data-testid="bot-chart-card">
      <h2 className="card-title mb-3"><FormattedMessage id="chart.title" /></h2>
      <CandleChart candles={klines.data ?? NO_CANDLES} lines={lines} decimals={decimals} height={320} testId="bot-chart" />
    </section>
  );
}

const NO_CANDLES: never[] = [];

/** Close detail of a COMPLETED bot: reason, end time, final profit, settlement. */
function CloseDetail({ d, decimals }: { d: GridDetail; decimals: number }) {
  const intl = useIntl();
  const rawReason = d.grid_close_reason || d.close_reason;
  const reason = closeReasonId(rawReason);
  const mode = closeModeOf(d.settle_mode);
  const assets = settlementAssets(d.settlement_assets);
  return (
    <section className="card" data-testid="close-detail">
      <h2 className="card-title"><FormattedMessage id="closeDetail.title" /></h2>
      <dl className="summary mt-3">
        <Row label={<FormattedMessage id="closeDetail.reason" />} testId="close-reason">
          {reason ? intl.formatMessage({ id: reason }, { reason: rawReason ?? '' }) : '--'}
        </Row>
        <Row label={<FormattedMessage id="closeDetail.endTime" />} testId="close-end">{fmtDateTime(d.end_time, intl.locale)}</Row>
        <Row label={<FormattedMessage id="closeDetail.finalProfit" />} testId="close-profit">
          <span className={pnlClass(d.total_profit)}>{fmtPnl(d.total_profit, intl.locale, 4)} {d.quote_token}</span>
        </Row>
        <Row label={<FormattedMessage id="closeDetail.closePrice" />}>{fmtPrice(d.real_close_price || d.current_price, intl.locale, decimals)}</Row>
        <Row label={<FormattedMessage id="closeDetail.settlement" />} testId="close-settle">
          {mode ? <FormattedMessage id={`closeMode.${mode}`} values={{ base: d.base_token, quote: d.quote_token }} /> : '--'}
        </Row>
        {assets.length > 0 && (
          <Row label={<FormattedMessage id="closeDetail.assets" />} testId="close-assets">
            {assets.map((a) => `${fmtAmount(a.amount, intl.locale, 8)} ${a.coin}`).join(' + ')}
          </Row>
        )}
      </dl>
    </section>
  );
}
