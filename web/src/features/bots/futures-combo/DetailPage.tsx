import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailActions, type DetailAction } from '../kit/DetailActions';
import { CloseDetailCard, ParamsCard, PnlCard, SettlementRow } from '../kit/DetailCards';
import { DetailFrame, DetailHeader } from '../kit/DetailHeader';
import { fmtAmount, fmtDateTime, fmtPercent, fmtPnl, pnlClass } from '../kit/format';
import { LiveDetail, type LoadedBot } from '../kit/LiveDetail';
import { Row, Stat } from '../kit/ui';
import { EventLogDownload } from '../kit/EventLogDownload';
import { PnlBreakdownCard } from '../kit/PnlBreakdownCard';
import type { LiveBotSource } from '../kit/useLiveBot';
import { fetchComboDetail, type ComboDetail, type ComboPosition } from './api';
import { CloseDialog, ModifyDialog, RebalanceDialog, TransferDialog } from './dialogs';
import { RebalanceHistory } from './RebalanceHistory';
import { TableHead } from '../kit/TableHead';

/** Live updates: the detail is polled this often while the bot runs. */
export const POLL_MS = 2_500;

type DialogName = 'transfer' | 'rebalance' | 'modify' | 'close';
const ACTIONS: DetailAction<DialogName>[] = [
  { name: 'transfer', labelId: 'fcombo.transfer.button' },
  { name: 'rebalance', labelId: 'fcombo.rebalance.button' },
  { name: 'modify', labelId: 'modify.button' },
  { name: 'close', labelId: 'close.button', danger: true },
];
const STOPPED = ['CANCELLING', 'COMPLETED'];
/** Where the page reads the combo; it has no open orders of its own (its legs are positions). */
const COMBO_LIVE: LiveBotSource<ComboDetail, never, 'total_pnl'> = {
  detailKey: (botId) => ['fcombo-detail', botId], fetchDetail: fetchComboDetail, ordersKey: 'fcombo-no-orders',
  fetchOrders: () => Promise.resolve([]), isCompleted: (d) => d.status === 'COMPLETED', pollMs: POLL_MS, pnlField: 'total_pnl',
};

/** /tradingbot/fcombo/detail/?bot_id=… : one futures combo, live. */
export function ComboDetailPage() {
  return <LiveDetail idParam="bot_id" source={COMBO_LIVE}>{(bot) => <Detail {...bot} />}</LiveDetail>;
}

function Detail({ botId, d, completed, points }: LoadedBot<ComboDetail, never>) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const money = (v: unknown) => `${fmtAmount(v, intl.locale, 4)} USDT`;
  const active = !STOPPED.includes(d.status);
  const ratio = Number(d.margin_ratio);
  return (
    <DetailFrame testId="detail-page" ids={{ 'data-bot-id': String(d.bot_id) }}>
      <DetailHeader symbol={d.bot_name} base="" quote="" typeId="myBots.type.COMBO_FUTURES" status={d.status}
        badges={<>
          <span className="badge" data-testid="combo-bot-mode"><FormattedMessage id={`fcombo.botMode.${d.bot_mode}`} /></span>
          <span className="badge" data-testid="combo-leverage">{d.leverage}x</span>
        </>}
        botId={d.bot_id} times={d} completed={completed}
        actions={active && <DetailActions actions={ACTIONS} onOpen={setDialog} />} />

      <section className="card kpi-grid" data-testid="detail-kpis">
        <Stat label={<FormattedMessage id="fcombo.detail.totalPnl" />} testId="total-pnl" className={pnlClass(d.total_pnl)}>
          {fmtPnl(d.total_pnl, intl.locale, 4)} USDT <span className="text-xs">({fmtPercent(d.total_pnl_per, intl.locale, true)})</span>
        </Stat>
        <Stat label={<FormattedMessage id="fcombo.detail.apr" />} testId="total-apr" className={pnlClass(d.total_apr)}>
          {fmtPercent(d.total_apr, intl.locale, true)}
        </Stat>
        <Stat label={<FormattedMessage id="detail.equity" />} testId="equity">{money(d.equity)}</Stat>
        <Stat label={<FormattedMessage id="fcombo.detail.marginRatio" />} testId="margin-ratio"
          className={ratio >= 0.8 ? 'text-down' : ''}>{fmtPercent(d.margin_ratio, intl.locale)}</Stat>
        <Stat label={<FormattedMessage id="fcombo.detail.positionValue" />} testId="position-value">{money(d.total_position_value)}</Stat>
        <Stat label={<FormattedMessage id="fcombo.detail.available" />} testId="available">{money(d.available_balance)}</Stat>
        <Stat label={<FormattedMessage id="fcombo.detail.rebalances" />} testId="rebalances">{String(d.adjusted_position_num)}</Stat>
      </section>

      <PnlBreakdownCard breakdown={d.pnl_breakdown} quote="USDT" realised="rebalance" perpetual />
      <EventLogDownload botId={botId} />

      <Positions positions={d.positions} />

      <PnlCard titleId="detail.pnlChart" points={points} height={240} />

      <div className="detail-layout">
        <ParamsCard>
          <Row label={<FormattedMessage id="fcombo.form.margin" />} testId="param-margin">{money(d.total_margin)}</Row>
          <Row label={<FormattedMessage id="fcombo.form.mode" />} testId="param-mode">
            <FormattedMessage id={`fcombo.modeName.${d.adjust_position_mode}`} />
            {d.adjust_position_percent && <> · {fmtPercent(d.adjust_position_percent, intl.locale)}</>}
            {d.adjust_position_time_interval > 0 && <> · {Math.round(d.adjust_position_time_interval / 60)} min</>}
          </Row>
          {d.next_adjust_position_time > 0 && (
            <Row label={<FormattedMessage id="fcombo.detail.nextRebalance" />} testId="next-rebalance">
              {fmtDateTime(d.next_adjust_position_time, intl.locale)}
            </Row>
          )}
          <Row label={<FormattedMessage id="fcombo.form.tp" />} testId="param-tp">{d.tp_percent ? fmtPercent(d.tp_percent, intl.locale) : '--'}</Row>
          <Row label={<FormattedMessage id="fcombo.form.sl" />} testId="param-sl">{d.sl_percent ? fmtPercent(d.sl_percent, intl.locale) : '--'}</Row>
          <Row label={<FormattedMessage id="fcombo.form.trailing" />} testId="param-ts">
            {Number(d.trailing_stop_percent) ? fmtPercent(d.trailing_stop_percent, intl.locale) : '--'}
          </Row>
          <Row label={<FormattedMessage id="fcombo.detail.transfers" />} testId="param-transfers">
            +{money(d.transfers_in)} · −{money(d.transfers_out)}
          </Row>
        </ParamsCard>
        <RebalanceHistory botId={botId} live={!completed} />
      </div>

      {completed && (
        <CloseDetailCard reason={d.stop_type ? <FormattedMessage id={`fcombo.stopType.${d.stop_type}`} /> : '--'} endTime={d.end_time}>
          <SettlementRow assets={d.settlement_assets} testId="settlement" />
        </CloseDetailCard>
      )}

      {dialog === 'transfer' && <TransferDialog detail={d} onClose={() => setDialog(null)} />}
      {dialog === 'rebalance' && <RebalanceDialog detail={d} onClose={() => setDialog(null)} />}
      {dialog === 'modify' && <ModifyDialog detail={d} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <CloseDialog detail={d} onClose={() => setDialog(null)} />}
    </DetailFrame>
  );
}

/** Each leg: side, size, value, current against target weight, PnL and funding. */
function Positions({ positions }: { positions: ComboPosition[] }) {
  const intl = useIntl();
  const col = (id: string) => intl.formatMessage({ id });
  return (
    <section className="card min-w-0" data-testid="combo-positions">
      <h2 className="card-title"><FormattedMessage id="fcombo.positions.title" /></h2>
      <table className="resp-table mt-2">
        <TableHead cols={[
          'fcombo.positions.symbol', 'fcombo.positions.size', 'fcombo.positions.value', 'fcombo.positions.weight',
          'fcombo.positions.pnl', 'fcombo.detail.funding',
        ]} />
        <tbody>
          {positions.map((p) => (
            <tr key={p.symbol} data-testid="position-row" data-symbol={p.symbol}>
              <td data-label={col('fcombo.positions.symbol')}>
                <bdi dir="ltr">{p.symbol}</bdi>{' '}
                <span className={`badge ${p.side === 'LONG' ? 'text-up' : 'text-down'}`}><FormattedMessage id={`fcombo.side.${p.side}`} /></span>
              </td>
              <td className="text-end tabular-nums" data-label={col('fcombo.positions.size')}>{fmtAmount(p.size, intl.locale, 8)}</td>
              <td className="text-end tabular-nums" data-label={col('fcombo.positions.value')}>{fmtAmount(p.position_value, intl.locale, 2)}</td>
              <td className="text-end tabular-nums" data-label={col('fcombo.positions.weight')} data-testid="position-weight">
                {fmtPercent(p.current_position_percent, intl.locale)} / {fmtPercent(p.target_position_percent, intl.locale)}
              </td>
              <td className={`text-end tabular-nums ${pnlClass(p.unrealized_pnl)}`} data-label={col('fcombo.positions.pnl')}>
                {fmtPnl(p.unrealized_pnl, intl.locale, 4)}
              </td>
              <td className="text-end tabular-nums" data-label={col('fcombo.detail.funding')}>{fmtPnl(p.funding_fee, intl.locale, 4)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
