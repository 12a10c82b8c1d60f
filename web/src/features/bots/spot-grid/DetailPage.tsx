import Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchGridDetail, fetchKlines, fetchOpenOrders, type GridDetail, type OpenOrder } from '../kit/api';
import { BotChart, type CandleSource } from '../kit/BotChart';
import { gridLevelLines } from '../kit/botLines';
import { LINE_COLORS, type ChartLine } from '../kit/charts';
import { DetailActions, type DetailAction } from '../kit/DetailActions';
import { CloseDetailCard, ParamsCard, PnlCard } from '../kit/DetailCards';
import { DetailFrame, DetailHeader } from '../kit/DetailHeader';
import { fmtAmount, fmtDateTime, fmtPercent, fmtPnl, fmtPrice, pnlClass } from '../kit/format';
import { closeModeOf, closeReasonId, gridTypeOf, isActiveStatus, settlementAssets } from '../kit/labels';
import { priceDecimals } from '../kit/math';
import { LiveDetail, type LoadedBot } from '../kit/LiveDetail';
import { EventLogDownload } from '../kit/EventLogDownload';
import { PnlBreakdownCard } from '../kit/PnlBreakdownCard';
import { Row, Stat } from '../kit/ui';
import type { LiveBotSource } from '../kit/useLiveBot';
import { YieldStats } from '../kit/YieldStats';
import { CloseDialog } from './CloseDialog';
import { ModifyDialog } from './ModifyDialog';
import { OrdersPanel } from './OrdersPanel';
import { WithdrawDialog } from './WithdrawDialog';

/** Live updates: detail and orders are polled this often while the bot is not COMPLETED. */
export const POLL_MS = 2_500;

export const detailKey = (gridId: string) => ['grid-detail', gridId] as const;

type DialogName = 'withdraw' | 'modify' | 'close';

/** The buttons of a running spot grid. */
const ACTIONS: DetailAction<DialogName>[] = [
  { name: 'withdraw', labelId: 'withdraw.button' },
  { name: 'modify', labelId: 'modify.button' },
  { name: 'close', labelId: 'close.button', danger: true },
];

const SPOT_CANDLES: CandleSource = { queryKey: 'klines', fetch: fetchKlines };

const SPOT_LIVE: LiveBotSource<GridDetail, OpenOrder, 'total_profit'> = {
  detailKey, fetchDetail: fetchGridDetail, ordersKey: 'grid-open-orders', fetchOrders: fetchOpenOrders,
  isCompleted: (g) => g.status === 'COMPLETED', pollMs: POLL_MS, pnlField: 'total_profit',
};

/** /tradingbot/grid/detail/?grid_id=… : one spot grid bot, live. */
export function DetailPage() {
  return <LiveDetail idParam="grid_id" source={SPOT_LIVE}>{(bot) => <Detail {...bot} />}</LiveDetail>;
}

function Detail({ botId: gridId, d, orders, completed, points }: LoadedBot<GridDetail, OpenOrder>) {
  const intl = useIntl();
  const decimals = useMemo(
    () => priceDecimals(undefined, [d.min_price, d.max_price, d.current_price, d.entry_price,
      d.take_profit_price, d.stop_loss_price, ...(orders.data ?? []).map((o) => o.price)]),
    [d, orders.data],
  );

  const [dialog, setDialog] = useState<DialogName | null>(null);
  const lines = useBotLines(d, decimals);

  const quote = d.quote_token;
  const active = isActiveStatus(d.status);
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
    <DetailFrame testId="detail-page" ids={{ 'data-grid-id': String(d.grid_id) }}>
      <DetailHeader symbol={d.symbol} base={d.base_token} quote={quote} typeId="myBots.type.GRID_SPOT" status={d.status}
        botId={d.grid_id} times={d} completed={completed}
        actions={active && <DetailActions actions={ACTIONS} onOpen={setDialog} />} />

      <section className="card kpi-grid" data-testid="detail-kpis">
        <Stat label={<FormattedMessage id="detail.totalProfit" />} testId="total-profit" className={pnlClass(d.total_profit)}>
          {fmtPnl(d.total_profit, intl.locale, 4)} {quote}
          {roi !== null && <>{' '}<span className="text-xs">({fmtPercent(roi, intl.locale, true)})</span></>}
        </Stat>
        <YieldStats totalApr={d.total_apr} gridApr={d.grid_apr} arbitrages={d.arbitrage_num} arbitrages24h={d.arbitrage_num_24} />
        <Stat label={<FormattedMessage id="detail.currentPrice" />} testId="current-price">{px(d.current_price)}</Stat>
        <Stat label={<FormattedMessage id="detail.equity" />} testId="equity">{fmtAmount(d.equity, intl.locale, 4)} {quote}</Stat>
      </section>

      <PnlBreakdownCard breakdown={d.pnl_breakdown} quote={quote} realised="grid" />
      <EventLogDownload botId={gridId} />

      <div className="detail-layout">
        <ParamsCard>
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
        </ParamsCard>

        <PnlCard titleId="detail.pnlChart" points={points} />
      </div>

      {completed && <CloseDetail d={d} decimals={decimals} />}

      <BotChart source={SPOT_CANDLES} symbol={d.symbol} live={!completed} lines={lines} decimals={decimals} />

      <OrdersPanel botId={gridId} orders={orders} completed={completed} decimals={decimals}
        base={d.base_token} />

      {dialog === 'withdraw' && <WithdrawDialog gridId={gridId} onClose={() => setDialog(null)} />}
      {dialog === 'modify' && <ModifyDialog detail={d} decimals={decimals} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <CloseDialog detail={d} onClose={() => setDialog(null)} />}
    </DetailFrame>
  );
}

/** The bot's grid levels (bounds highlighted) and its TP / SL / entry lines. */
function useBotLines(d: GridDetail, decimals: number): ChartLine[] {
  const intl = useIntl();
  return useMemo(() => {
    const out = gridLevelLines(d.min_price, d.max_price, Number(d.cell_number), gridTypeOf(d.grid_type), decimals);
    const extra: [unknown, ChartLine['kind'], string][] = [
      [d.entry_price, 'entry', 'chart.entry'], [d.take_profit_price, 'tp', 'chart.tp'], [d.stop_loss_price, 'sl', 'chart.sl'],
    ];
    for (const [v, kind, id] of extra) {
      if (v && Number(v) > 0) out.push({ price: String(v), color: LINE_COLORS[kind], kind, title: intl.formatMessage({ id }) });
    }
    return out;
  }, [d, decimals, intl]);
}

/** Close detail of a COMPLETED bot: reason, end time, final profit, settlement. */
function CloseDetail({ d, decimals }: { d: GridDetail; decimals: number }) {
  const intl = useIntl();
  const rawReason = d.grid_close_reason || d.close_reason;
  const reason = closeReasonId(rawReason);
  const mode = closeModeOf(d.settle_mode);
  const assets = settlementAssets(d.settlement_assets);
  return (
    <CloseDetailCard endTime={d.end_time}
      reason={reason ? intl.formatMessage({ id: reason }, { reason: rawReason ?? '' }) : '--'}>
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
    </CloseDetailCard>
  );
}
