import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BotChart, type CandleSource } from '../kit/BotChart';
import { gridLevelLines } from '../kit/botLines';
import { LINE_COLORS, type ChartLine } from '../kit/charts';
import { DetailActions, type DetailAction } from '../kit/DetailActions';
import { CloseDetailCard, LeverageRow, ParamsCard, PnlCard, PositionCard } from '../kit/DetailCards';
import { DetailFrame, DetailHeader } from '../kit/DetailHeader';
import { fmtAmount, fmtDateTime, fmtPercent, fmtPnl, fmtPrice, pnlClass } from '../kit/format';
import { isActiveStatus } from '../kit/labels';
import { isPositive, parseDecimal } from '../kit/math';
import { LiveDetail, type LoadedBot } from '../kit/LiveDetail';
import { Row, Stat } from '../kit/ui';
import { EventLogDownload } from '../kit/EventLogDownload';
import { PnlBreakdownCard } from '../kit/PnlBreakdownCard';
import type { LiveBotSource } from '../kit/useLiveBot';
import { YieldStats } from '../kit/YieldStats';
import { fetchFgridDetail, fetchFgridOpenOrders, fetchLinearKlines, type FgridDetail, type FgridOpenOrder } from './api';
import {
  AddMarginDialog, FgridCloseDialog, FgridWithdrawDialog, fgridDetailKey, TpSlDialog, TrailingStopDialog,
} from './dialogs';
import {
  fgridCloseReasonId, fgridCloseReasonOf, fgridSettlementAssets, fgridTypeOf, gridModeOf, positionSideOf,
} from './labels';
import { FgridOrdersPanel } from './OrdersPanel';
import { displayDecimals } from './price';
import { tpSlFromDetail } from './tpsl';
import { LIQ_COLOR, ModeBadge } from './ui';

/** Live updates: detail and orders are polled this often until the bot is COMPLETED. */
export const FGRID_POLL_MS = 2_500;

/** The status to show: the display status (AWAIT_ACTIVATION...) when sent, else the status, in the shared spelling. */
export function fgridStatusOf(d: Pick<FgridDetail, 'status' | 'display_status'>): string {
  const s = String(d.display_status || d.status || '').toUpperCase();
  if (s === 'AWAITING_ACTIVATION') return 'AWAIT_ACTIVATION';
  if (s === 'PAUSED') return 'RUNNING';
  return s;
}

const FGRID_LIVE: LiveBotSource<FgridDetail, FgridOpenOrder, 'pnl'> = {
  detailKey: fgridDetailKey, fetchDetail: fetchFgridDetail, ordersKey: 'fgrid-open-orders', fetchOrders: fetchFgridOpenOrders,
  isCompleted: (f) => fgridStatusOf(f) === 'COMPLETED', pollMs: FGRID_POLL_MS, pnlField: 'pnl',
};

/** /tradingbot/fgrid/detail/?bot_id=… : one futures grid bot, live. */
export function FgridDetailPage() {
  return <LiveDetail idParam="bot_id" source={FGRID_LIVE}>{(bot) => <Detail {...bot} />}</LiveDetail>;
}

type DialogName = 'margin' | 'withdraw' | 'tpsl' | 'trailing' | 'close';

/** The buttons of a running futures grid. */
const ACTIONS: DetailAction<DialogName>[] = [
  { name: 'margin', labelId: 'fgrid.addMargin.button' },
  { name: 'withdraw', labelId: 'withdraw.button' },
  { name: 'tpsl', labelId: 'fgrid.tpsl.button' },
  { name: 'trailing', labelId: 'fgrid.trailing.button' },
  { name: 'close', labelId: 'close.button', danger: true },
];

const LINEAR_CANDLES: CandleSource = { queryKey: 'linear-klines', fetch: fetchLinearKlines };

function Detail({ botId, d, orders, completed, points }: LoadedBot<FgridDetail, FgridOpenOrder>) {
  const intl = useIntl();
  const status = fgridStatusOf(d);
  const decimals = useMemo(
    () => displayDecimals(d.tick_size, [d.min_price, d.max_price, d.last_price, d.mark_price,
      ...(orders.data ?? []).map((o) => o.price)]),
    [d, orders.data],
  );
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const lines = useFgridBotLines(d, decimals);

  const quote = d.quote_token;
  const base = d.base_token;
  const mode = gridModeOf(d.grid_mode);
  const active = isActiveStatus(status);
  const px = (v: unknown) => (isPositive(v) ? fmtPrice(v, intl.locale, decimals) : '--');
  const money = (v: unknown, dp = 4) => `${fmtAmount(v, intl.locale, dp)} ${quote}`;
  const signed = (v: unknown, dp = 4) => `${fmtPnl(v, intl.locale, dp)} ${quote}`;
  const side = positionSideOf(d.futures_pos_side, d.current_position);
  const size = parseDecimal(d.current_position ?? '');
  const tpsl = tpSlFromDetail(d);
  const tpText = tpsl.tp ? (tpsl.tpUnit === 'percent' ? fmtPercent(d.take_profit_per, intl.locale) : px(d.take_profit_price)) : '--';
  const slText = tpsl.sl ? (tpsl.slUnit === 'percent' ? fmtPercent(d.stop_loss_per, intl.locale) : px(d.stop_loss_price)) : '--';
  const marginRows = (
    <>
      <Row label={<FormattedMessage id="fgrid.detail.positionMargin" />} testId="position-balance">{money(d.position_balance)}</Row>
      <Row label={<FormattedMessage id="fgrid.detail.orderMargin" />} testId="order-balance">{money(d.total_order_balance)}</Row>
      <Row label={<FormattedMessage id="fgrid.detail.availableMargin" />} testId="available-margin">{money(d.available_balance)}</Row>
      {d.wallet_balance ? <Row label={<FormattedMessage id="fgrid.detail.walletBalance" />}>{money(d.wallet_balance)}</Row> : null}
    </>
  );

  return (
    <DetailFrame testId="fgrid-detail-page" ids={{ 'data-bot-id': String(d.bot_id) }}>
      <DetailHeader symbol={d.symbol} base={base} quote={quote} typeId="myBots.type.GRID_FUTURES"
        badges={<ModeBadge mode={mode} leverage={d.leverage} testId="detail-mode" />} status={status}
        botId={d.bot_id} times={d} completed={completed}
        actions={active && <DetailActions actions={ACTIONS} onOpen={setDialog} testId="detail-actions" />} />

      <section className="card kpi-grid" data-testid="detail-kpis">
        <Stat label={<FormattedMessage id="fgrid.detail.pnl" />} testId="total-pnl" className={pnlClass(d.pnl)}>
          {signed(d.pnl)}{' '}<span className="text-xs">({fmtPercent(d.pnl_per, intl.locale, true)})</span>
        </Stat>
        <Stat label={<FormattedMessage id="detail.equity" />} testId="equity">{money(d.equity)}</Stat>
        <YieldStats totalApr={d.total_apr} gridApr={d.grid_apr} arbitrages={d.arbitrage_num} arbitrages24h={d.arbitrage_num_24} />
        <Stat label={<FormattedMessage id="fgrid.detail.lastPrice" />} testId="last-price">{px(d.last_price)}</Stat>
        <Stat label={<FormattedMessage id="fgrid.symbol.markPrice" />} testId="mark-price">{px(d.mark_price)}</Stat>
        <Stat label={<FormattedMessage id="fgrid.detail.liqPrice" />} testId="liquidation-price" className="text-accent">
          {px(d.liquidation_price)}
        </Stat>
      </section>

      <PnlBreakdownCard breakdown={d.pnl_breakdown} quote={quote} realised="grid" perpetual />
      <EventLogDownload botId={botId} />

      <div className="detail-layout">
        <PositionCard titleId="fgrid.detail.position" marginTitleId="fgrid.detail.margin" margin={marginRows}>
          <Row label={<FormattedMessage id="fgrid.detail.positionSize" />} testId="position-size">
            {size && !size.isZero() ? `${fmtAmount(size.abs().toFixed(), intl.locale, 8)} ${base}` : '--'}
          </Row>
          <Row label={<FormattedMessage id="fgrid.detail.positionSide" />} testId="position-side">
            {side ? <span className={side === 'LONG' ? 'text-up' : 'text-down'}><FormattedMessage id={`fgrid.mode.${side}`} /></span> : '--'}
          </Row>
          <Row label={<FormattedMessage id="fgrid.detail.avgEntry" />} testId="avg-entry">{px(d.avg_entry_price)}</Row>
          <Row label={<FormattedMessage id="fgrid.detail.positionValue" />}>{isPositive(d.total_value) ? money(d.total_value, 2) : '--'}</Row>
          <Row label={<FormattedMessage id="fgrid.detail.liqPrice" />} testId="position-liq">{px(d.liquidation_price)}</Row>
          <LeverageRow labelId="fgrid.detail.realLeverage" testId="real-leverage" value={d.real_leverage} />
        </PositionCard>

        <ParamsCard>
          <Row label={<FormattedMessage id="fgrid.form.mode" />} testId="param-mode">
            {mode ? <FormattedMessage id={`fgrid.mode.${mode}`} /> : '--'}
          </Row>
          <Row label={<FormattedMessage id="fgrid.form.leverage" />} testId="param-leverage">{`${fmtAmount(d.leverage, intl.locale, 2)}x`}</Row>
          <Row label={<FormattedMessage id="form.priceRange" />} testId="param-range">{px(d.min_price)} – {px(d.max_price)}</Row>
          {(isPositive(d.curr_min_price) && d.curr_min_price !== d.min_price) || (isPositive(d.curr_max_price) && d.curr_max_price !== d.max_price) ? (
            <Row label={<FormattedMessage id="fgrid.detail.currentRange" />}>{px(d.curr_min_price)} – {px(d.curr_max_price)}</Row>
          ) : null}
          <Row label={<FormattedMessage id="form.grids" />} testId="param-grids">{String(d.cell_number)}</Row>
          <Row label={<FormattedMessage id="form.gridType" />}><FormattedMessage id={`gridType.${fgridTypeOf(d.grid_type)}`} /></Row>
          <Row label={<FormattedMessage id="fgrid.detail.investment" />} testId="param-investment">{money(d.total_investment, 8)}</Row>
          {isPositive(d.added_margin) && <Row label={<FormattedMessage id="fgrid.detail.addedMargin" />}>{money(d.added_margin, 8)}</Row>}
          <Row label={<FormattedMessage id="detail.perGridQty" />}>
            {isPositive(d.per_grid_qty) ? `${fmtAmount(d.per_grid_qty, intl.locale, 8)} ${base}` : '--'}
          </Row>
          <Row label={<FormattedMessage id="fgrid.detail.profitPerGrid" />}>
            {isPositive(d.min_profit) ? `${fmtPercent(d.min_profit, intl.locale)} – ${fmtPercent(d.max_profit ?? d.min_profit, intl.locale)}` : '--'}
          </Row>
          <Row label={<FormattedMessage id="fgrid.form.takeProfit" />} testId="param-tp">{tpText}</Row>
          <Row label={<FormattedMessage id="fgrid.form.stopLoss" />} testId="param-sl">{slText}</Row>
          <Row label={<FormattedMessage id="form.entryPrice" />} testId="param-entry">{px(d.entry_price)}</Row>
          <Row label={<FormattedMessage id="form.trailingStop" />} testId="param-ts">
            {isPositive(d.trailing_stop_per) ? fmtPercent(d.trailing_stop_per, intl.locale) : '--'}
          </Row>
          {isPositive(d.trailing_stop_exit_equity) && (
            <Row label={<FormattedMessage id="detail.tsExitEquity" />} testId="param-ts-exit">{money(d.trailing_stop_exit_equity)}</Row>
          )}
          <Row label={<FormattedMessage id="detail.withdrawn" />}>{money(d.cum_withdrew_amount ?? '0', 8)}</Row>
          {!completed && <Row label={<FormattedMessage id="withdraw.withdrawable" />} testId="param-withdrawable">{money(d.withdrawable_amount ?? '0', 8)}</Row>}
          <Row label={<FormattedMessage id="detail.created" />}>{fmtDateTime(d.create_time, intl.locale)}</Row>
        </ParamsCard>
      </div>

      {completed && <FgridCloseDetail d={d} decimals={decimals} />}

      <div className="detail-layout">
        <BotChart source={LINEAR_CANDLES} symbol={d.symbol} live={!completed} lines={lines} decimals={decimals} />
        <PnlCard titleId="fgrid.detail.pnlChart" points={points} height={320} />
      </div>

      <FgridOrdersPanel botId={botId} orders={orders} completed={completed} decimals={decimals} base={base} quote={quote} />

      {dialog === 'margin' && <AddMarginDialog detail={d} decimals={decimals} onClose={() => setDialog(null)} />}
      {dialog === 'withdraw' && <FgridWithdrawDialog detail={d} decimals={decimals} onClose={() => setDialog(null)} />}
      {dialog === 'tpsl' && <TpSlDialog detail={d} decimals={decimals} onClose={() => setDialog(null)} />}
      {dialog === 'trailing' && <TrailingStopDialog detail={d} decimals={decimals} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <FgridCloseDialog detail={d} decimals={decimals} onClose={() => setDialog(null)} />}
    </DetailFrame>
  );
}

/** The bot's grid (current range, bounds highlighted), TP / SL / entry prices and its liquidation price. */
function useFgridBotLines(d: FgridDetail, decimals: number): ChartLine[] {
  const intl = useIntl();
  return useMemo(() => {
    const min = isPositive(d.curr_min_price) ? String(d.curr_min_price) : d.min_price;
    const max = isPositive(d.curr_max_price) ? String(d.curr_max_price) : d.max_price;
    const cells = Number(d.curr_cell_number || d.cell_number);
    const out = gridLevelLines(min, max, cells, fgridTypeOf(d.grid_type), decimals);
    const extra: [unknown, ChartLine['kind'], string, string][] = [
      [d.entry_price, 'entry', 'chart.entry', LINE_COLORS.entry],
      [d.take_profit_price, 'tp', 'chart.tp', LINE_COLORS.tp],
      [d.stop_loss_price, 'sl', 'chart.sl', LINE_COLORS.sl],
      [d.liquidation_price, 'sl', 'fgrid.chart.liq', LIQ_COLOR],
    ];
    for (const [v, kind, id, color] of extra) {
      if (isPositive(v)) out.push({ price: String(v), color, kind, title: intl.formatMessage({ id }) });
    }
    return out;
  }, [d, decimals, intl]);
}

/** Close detail of a COMPLETED bot: reason, end time, final PnL, close price, USDT returned. */
function FgridCloseDetail({ d, decimals }: { d: FgridDetail; decimals: number }) {
  const intl = useIntl();
  const reason = fgridCloseReasonOf(d.close_reason, d.stop_type, d.bot_close_code);
  const reasonId = fgridCloseReasonId(reason);
  const assets = fgridSettlementAssets(d.settlement_assets);
  return (
    <CloseDetailCard endTime={d.end_time} reason={
      <span data-reason={reason ?? ''}>{reasonId ? intl.formatMessage({ id: reasonId }, { reason: reason ?? '' }) : '--'}</span>
    }>
      <Row label={<FormattedMessage id="fgrid.closeDetail.finalPnl" />} testId="close-profit">
        <span className={pnlClass(d.pnl)}>{`${fmtPnl(d.pnl, intl.locale, 4)} ${d.quote_token}`} ({fmtPercent(d.pnl_per, intl.locale, true)})</span>
      </Row>
      <Row label={<FormattedMessage id="fgrid.closeDetail.closePrice" />} testId="close-price">
        {isPositive(d.real_close_price) ? fmtPrice(d.real_close_price, intl.locale, decimals) : '--'}
      </Row>
      <Row label={<FormattedMessage id="closeDetail.assets" />} testId="close-assets">
        {assets.length ? assets.map((a) => `${fmtAmount(a.amount, intl.locale, 8)} ${a.coin}`).join(' + ') : '--'}
      </Row>
    </CloseDetailCard>
  );
}
