import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailActions, type DetailAction } from '../kit/DetailActions';
import { CloseDetailCard, ParamsCard, PnlCard, SettlementRow } from '../kit/DetailCards';
import { DetailFrame, DetailHeader } from '../kit/DetailHeader';
import { fmtAmount, fmtDateTime, fmtPercent, fmtPnl, fmtPrice, pnlClass } from '../kit/format';
import { priceDecimals } from '../kit/math';
import { LiveDetail, type LoadedBot } from '../kit/LiveDetail';
import { Row, Stat } from '../kit/ui';
import { EventLogDownload } from '../kit/EventLogDownload';
import { PnlBreakdownCard } from '../kit/PnlBreakdownCard';
import type { LiveBotSource } from '../kit/useLiveBot';
import { fetchDcaDetail, fetchDcaOrders, type DcaDetail, type DcaOrder } from './api';
import { DcaCoinTable } from './CoinTable';
import { DcaCloseDialog, DcaModifyDialog } from './dialogs';
import { DcaOrdersPanel } from './OrdersPanel';

/** Live updates: detail and orders are polled this often while the bot runs. */
export const POLL_MS = 2_500;

type DialogName = 'modify' | 'close';
const ACTIONS: DetailAction<DialogName>[] = [
  { name: 'modify', labelId: 'modify.button' },
  { name: 'close', labelId: 'close.button', danger: true },
];
const STOPPED = ['CANCELLING', 'COMPLETED'];

const DCA_LIVE: LiveBotSource<DcaDetail, DcaOrder, 'total_pnl'> = {
  detailKey: (botId) => ['dca-detail', botId], fetchDetail: fetchDcaDetail, ordersKey: 'dca-orders', fetchOrders: fetchDcaOrders,
  isCompleted: (d) => d.status === 'COMPLETED', pollMs: POLL_MS, pnlField: 'total_pnl',
};

/** /tradingbot/dca/detail/?bot_id=… : one spot DCA bot, live. */
export function DcaDetailPage() {
  return <LiveDetail idParam="bot_id" source={DCA_LIVE}>{(bot) => <Detail {...bot} />}</LiveDetail>;
}

function Detail({ botId, d, orders, completed, points }: LoadedBot<DcaDetail, DcaOrder>) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const quote = d.quote_token;
  const decimals = priceDecimals(undefined, [d.last_price, d.avg_price, d.tp_price, ...(orders.data ?? []).map((o) => o.price)]);
  const px = (v: unknown) => (v && Number(v) !== 0 ? fmtPrice(v, intl.locale, decimals) : '--');
  const money = (v: unknown) => `${fmtAmount(v, intl.locale, 4)} ${quote}`;
  const active = !STOPPED.includes(d.status);
  const safety = d.dca_type === 'SAFETY_ORDER';

  return (
    <DetailFrame testId="detail-page" ids={{ 'data-bot-id': String(d.bot_id) }}>
      <DetailHeader symbol={d.symbol} base={d.base_token} quote={quote} typeId="myBots.type.DCA_SPOT" status={d.status}
        badges={<span className="badge" data-testid="dca-type"><FormattedMessage id={`dca.type.${d.dca_type}`} /></span>}
        botId={d.bot_id} times={d} completed={completed}
        actions={active && <DetailActions actions={ACTIONS} onOpen={setDialog} />} />

      {d.status === 'PAUSED' && (
        <p className="notice" data-testid="dca-paused"><FormattedMessage id="dca.detail.paused" /></p>
      )}

      <section className="card kpi-grid" data-testid="detail-kpis">
        <Stat label={<FormattedMessage id="dca.detail.totalPnl" />} testId="total-pnl" className={pnlClass(d.total_pnl)}>
          {fmtPnl(d.total_pnl, intl.locale, 4)} {quote}{' '}
          <span className="text-xs">({fmtPercent(d.total_pnl_percentage, intl.locale, true)})</span>
        </Stat>
        <Stat label={<FormattedMessage id="dca.detail.apr" />} testId="total-apr" className={pnlClass(d.total_apr)}>
          {fmtPercent(d.total_apr, intl.locale, true)}
        </Stat>
        <Stat label={<FormattedMessage id="detail.equity" />} testId="equity">{money(d.equity)}</Stat>
        <Stat label={<FormattedMessage id="detail.currentPrice" />} testId="current-price">{px(d.last_price)}</Stat>
        {safety ? (
          <>
            <Stat label={<FormattedMessage id="dca.detail.cyclesCompleted" />} testId="cycles-completed">{String(d.cycles_completed ?? 0)}</Stat>
            <Stat label={<FormattedMessage id="dca.detail.safetyFilled" />} testId="safety-filled">{String(d.safety_orders_filled ?? 0)}</Stat>
            <Stat label={<FormattedMessage id="dca.ladder.avg" />} testId="avg-price">{px(d.avg_price)}</Stat>
          </>
        ) : (
          <>
            <Stat label={<FormattedMessage id="dca.detail.rounds" />} testId="rounds-done">{String(d.rounds_done ?? 0)}</Stat>
            <Stat label={<FormattedMessage id="dca.detail.roundsSkipped" />} testId="rounds-skipped">{String(d.rounds_skipped ?? 0)}</Stat>
            <Stat label={<FormattedMessage id="dca.detail.nextRound" />} testId="next-round">
              {d.next_round_time ? fmtDateTime(d.next_round_time, intl.locale) : '--'}
            </Stat>
            <Stat label={<FormattedMessage id="form.investment" />} testId="cum-invested">{money(d.cum_invested)}</Stat>
          </>
        )}
      </section>

      <PnlBreakdownCard breakdown={d.pnl_breakdown} quote={quote} realised="cycle" />
      <EventLogDownload botId={botId} />

      {!safety && d.pairs && d.pairs.length > 0 && (
        <DcaCoinTable pairs={d.pairs} total={d.pairs_total} quote={quote} />
      )}

      <PnlCard titleId="detail.pnlChart" points={points} height={240} />

      <div className="detail-layout">
        <ParamsCard>
          <Row label={<FormattedMessage id="form.investment" />} testId="param-investment">{money(d.investment)}</Row>
          <Row label={<FormattedMessage id="dca.detail.holdings" />} testId="holdings">
            {safety && <>{fmtAmount(d.base_held, intl.locale, 8)} {d.base_token} · </>}{money(d.quote_held)}
          </Row>
          {safety ? (
            <>
              <Row label={<FormattedMessage id="dca.detail.cycle" />}>{String(d.cycle ?? 0)}</Row>
              <Row label={<FormattedMessage id="dca.ladder.tp" />} testId="tp-price">{px(d.tp_price)}</Row>
              <Row label={<FormattedMessage id="dca.detail.slPrice" />} testId="sl-price">{px(d.sl_price)}</Row>
            </>
          ) : (
            <Row label={<FormattedMessage id="dca.pairs.title" />} testId="coins"><bdi>{(d.coins ?? [d.base_token]).join(' · ')}</bdi></Row>
          )}
        </ParamsCard>
        <DcaOrdersPanel botId={botId} orders={orders} completed={completed} decimals={decimals} base={d.base_token} />
      </div>

      {completed && (
        <CloseDetailCard reason={d.close_reason ? <FormattedMessage id={`dca.closeReason.${d.close_reason}`} /> : '--'}
          endTime={d.end_time}>
          <SettlementRow assets={d.settlement_assets} testId="settlement" />
        </CloseDetailCard>
      )}

      {dialog === 'modify' && <DcaModifyDialog detail={d} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <DcaCloseDialog detail={d} onClose={() => setDialog(null)} />}
    </DetailFrame>
  );
}
