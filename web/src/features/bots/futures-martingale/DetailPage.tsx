import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailActions, type DetailAction } from '../kit/DetailActions';
import { LeverageRow, ParamsCard, PnlCard, PositionCard } from '../kit/DetailCards';
import { DetailFrame, DetailHeader } from '../kit/DetailHeader';
import { fmtAmount, fmtPercent, fmtPnl, fmtPrice, pnlClass } from '../kit/format';
import { isActiveStatus } from '../kit/labels';
import { isPositive, priceDecimals } from '../kit/math';
import { LiveDetail, type LoadedBot } from '../kit/LiveDetail';
import { Row, Stat } from '../kit/ui';
import { EventLogDownload } from '../kit/EventLogDownload';
import { PnlBreakdownCard } from '../kit/PnlBreakdownCard';
import type { LiveBotSource } from '../kit/useLiveBot';
import { fetchFmartDetail, fetchFmartOpenOrders, type FmartDetail, type FmartOpenOrder } from './api';
import { FmartCloseDetail } from './CloseDetail';
import { FmartCloseDialog, fmartDetailKey, FmartModifyDialog } from './dialogs';
import { LadderTable } from './LadderTable';
import { fmartStatusOf } from './labels';
import { FmartModeLabel } from './ModeLabel';
import { FmartOrdersPanel } from './OrdersPanel';
import { RoundsPanel } from './RoundsPanel';

/** Live updates: detail and orders are polled this often until the bot is COMPLETED. */
export const FMART_POLL_MS = 2_500;

type DialogName = 'modify' | 'close';
const ACTIONS: DetailAction<DialogName>[] = [
  { name: 'modify', labelId: 'modify.button' },
  { name: 'close', labelId: 'close.button', danger: true },
];

const FMART_LIVE: LiveBotSource<FmartDetail, FmartOpenOrder, 'pnl'> = {
  detailKey: fmartDetailKey, fetchDetail: fetchFmartDetail, ordersKey: 'fmart-open-orders', fetchOrders: fetchFmartOpenOrders,
  isCompleted: (d) => fmartStatusOf(d) === 'COMPLETED', pollMs: FMART_POLL_MS, pnlField: 'pnl',
};

/** /tradingbot/fmart/detail/?bot_id=… : one futures martingale, live. */
export function FmartDetailPage() {
  return <LiveDetail idParam="bot_id" source={FMART_LIVE}>{(bot) => <Detail {...bot} />}</LiveDetail>;
}

function Detail({ botId, d, orders, completed, points }: LoadedBot<FmartDetail, FmartOpenOrder>) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const status = fmartStatusOf(d);
  const quote = d.quote_token;
  const base = d.base_token;
  const decimals = priceDecimals(d.tick_size, [d.current_price, d.mark_price, d.avg_pos_price]);
  const px = (v: unknown) => (isPositive(v) ? fmtPrice(v, intl.locale, decimals) : '--');
  const money = (v: unknown, dp = 4) => `${fmtAmount(v ?? '0', intl.locale, dp)} ${quote}`;
  const signed = (v: unknown) => `${fmtPnl(v ?? '0', intl.locale, 4)} ${quote}`;
  const pct = (v: unknown) => (isPositive(v) ? fmtPercent(v, intl.locale) : '--');
  const ladder = d.ladder ?? [];
  const marginRows = (
    <>
      <Row label={<FormattedMessage id="fmart.detail.posBalance" />} testId="pos-balance">{money(d.pos_balance)}</Row>
      <Row label={<FormattedMessage id="fmart.detail.orderBalance" />} testId="order-balance">{money(d.order_balance)}</Row>
      <Row label={<FormattedMessage id="fmart.detail.availableBalance" />} testId="available-margin">{money(d.available_balance)}</Row>
    </>
  );

  return (
    <DetailFrame testId="fmart-detail-page" ids={{ 'data-bot-id': String(d.bot_id) }}>
      <DetailHeader symbol={d.symbol} base={base} quote={quote} typeId="myBots.type.MART_FUTURES" status={status}
        badges={<FmartModeLabel mode={d.fmart_mode} leverage={d.leverage} badge testId="detail-mode" />}
        botId={d.bot_id} times={d} completed={completed}
        actions={isActiveStatus(status) && <DetailActions actions={ACTIONS} onOpen={setDialog} testId="detail-actions" />} />

      <section className="card kpi-grid" data-testid="detail-kpis">
        <Stat label={<FormattedMessage id="fmart.detail.pnl" />} testId="total-pnl" className={pnlClass(d.pnl)}>
          {signed(d.pnl)}{' '}<span className="text-xs">({fmtPercent(d.pnl_per, intl.locale, true)})</span>
        </Stat>
        <Stat label={<FormattedMessage id="fmart.detail.totalMargin" />} testId="total-margin">{money(d.total_margin)}</Stat>
        <Stat label={<FormattedMessage id="fmart.detail.completedRounds" />} testId="completed-rounds">{String(d.completed_rounds)}</Stat>
        <Stat label={<FormattedMessage id="fmart.detail.currentRound" />} testId="current-round">
          {`${String(d.current_round)} · `}
          <FormattedMessage id="fmart.detail.addsOf" values={{ n: String(d.current_added_pos_num), max: String(d.add_pos_num) }} />
        </Stat>
        <Stat label={<FormattedMessage id="fmart.detail.currentPrice" />} testId="current-price">{px(d.current_price)}</Stat>
        <Stat label={<FormattedMessage id="fmart.detail.liqPrice" />} testId="liquidation-price" className="text-accent">
          {px(d.estimated_liq_price)}
        </Stat>
      </section>

      <PnlBreakdownCard breakdown={d.pnl_breakdown} quote={quote} realised="round" perpetual />
      <EventLogDownload botId={botId} />

      <PnlCard titleId="detail.pnlChart" points={points} height={240} />

      <div className="detail-layout">
        <PositionCard titleId="fmart.detail.position" marginTitleId="fmart.detail.margin" margin={marginRows}>
          <Row label={<FormattedMessage id="fmart.detail.posSize" />} testId="position-size">
            {isPositive(d.pos_size) ? `${fmtAmount(d.pos_size, intl.locale, 8)} ${base}` : '--'}
          </Row>
          <Row label={<FormattedMessage id="fmart.detail.avgPrice" />} testId="avg-price">{px(d.avg_pos_price)}</Row>
          <Row label={<FormattedMessage id="fmart.detail.tpPrice" />} testId="tp-price">{px(d.tp_price)}</Row>
          <Row label={<FormattedMessage id="fmart.detail.nextAddPrice" />} testId="next-add-price">{px(d.next_add_price)}</Row>
          <Row label={<FormattedMessage id="fmart.detail.liqPrice" />} testId="position-liq">{px(d.estimated_liq_price)}</Row>
          <LeverageRow labelId="fmart.detail.actualLeverage" testId="actual-leverage" value={d.actual_leverage} />
        </PositionCard>

        <ParamsCard>
          <Row label={<FormattedMessage id="fmart.form.leverage" />} testId="param-leverage">{`${fmtAmount(d.leverage, intl.locale, 2)}x`}</Row>
          <Row label={<FormattedMessage id="fmart.form.priceFloat" />} testId="param-price-float">{pct(d.price_float_per)}</Row>
          <Row label={<FormattedMessage id="fmart.form.multiplier" />}>{`${fmtAmount(d.add_pos_per, intl.locale, 2)}x`}</Row>
          <Row label={<FormattedMessage id="fmart.form.adds" />} testId="param-adds">{String(d.add_pos_num)}</Row>
          <Row label={<FormattedMessage id="fmart.form.roundTp" />} testId="param-round-tp">{pct(d.single_round_target_profit_per)}</Row>
          <Row label={<FormattedMessage id="fmart.form.sl" />} testId="param-sl">{pct(d.sl_per)}</Row>
          <Row label={<FormattedMessage id="form.entryPrice" />}>{px(d.entry_price)}</Row>
          <Row label={<FormattedMessage id="fmart.form.initMargin" />} testId="param-init-margin">{money(d.init_margin, 8)}</Row>
          {isPositive(d.added_margin) && <Row label={<FormattedMessage id="fmart.detail.addedMargin" />} testId="param-added-margin">{money(d.added_margin, 8)}</Row>}
          <Row label={<FormattedMessage id="fmart.form.autoCycle" />} testId="param-auto-cycle">
            <FormattedMessage id={d.auto_cycle === 'ENABLED' ? 'fmart.autoCycle.ENABLED' : 'fmart.autoCycle.DISABLED'} />
          </Row>
        </ParamsCard>
      </div>

      {completed && <FmartCloseDetail detail={d} decimals={decimals} />}

      {!completed && (
        <section className="card min-w-0" data-testid="current-ladder">
          <h2 className="card-title"><FormattedMessage id="fmart.detail.ladderTitle" values={{ round: String(d.current_round) }} /></h2>
          {ladder.length ? (
            <div className="mt-2"><LadderTable rows={ladder} decimals={decimals} base={base} quote={quote} showState testId="detail-ladder" /></div>
          ) : (
            <p className="py-6 text-center text-sm text-muted" data-testid="ladder-empty"><FormattedMessage id="fmart.detail.ladderEmpty" /></p>
          )}
        </section>
      )}

      <RoundsPanel botId={botId} completed={completed} decimals={decimals} base={base} quote={quote} />
      <FmartOrdersPanel botId={botId} orders={orders} completed={completed} decimals={decimals} base={base} quote={quote} />

      {dialog === 'modify' && <FmartModifyDialog detail={d} decimals={decimals} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <FmartCloseDialog detail={d} decimals={decimals} onClose={() => setDialog(null)} />}
    </DetailFrame>
  );
}
