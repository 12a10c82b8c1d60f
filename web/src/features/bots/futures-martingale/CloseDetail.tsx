import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseDetailCard, SettlementRow } from '../kit/DetailCards';
import { fmtPercent, fmtPnl, fmtPrice, pnlClass } from '../kit/format';
import { Row } from '../kit/ui';
import { fetchFmartCloseDetail, type FmartCloseDetail as CloseDetail, type FmartDetail } from './api';
import { stopTypeId } from './labels';

/**
 * How a COMPLETED martingale ended (get-fmart-close-detail): reason, price, PnL, rounds, USDT
 * returned; the bot's detail stands in until the close detail is in.
 */
export function FmartCloseDetail({ detail, decimals }: { detail: FmartDetail; decimals: number }) {
  const intl = useIntl();
  const botId = String(detail.bot_id);
  const quote = detail.quote_token;
  const q = useQuery({ queryKey: ['fmart-close-detail', botId], queryFn: () => fetchFmartCloseDetail(botId) });
  const c: CloseDetail = q.data ?? detail;
  const reason = c?.stop_type || c?.close_reason || '';
  const reasonId = stopTypeId(reason);
  const money = (v: unknown) => `${fmtPnl(v ?? '0', intl.locale, 4)} ${quote}`;
  return (
    <CloseDetailCard endTime={c?.end_time}
      reason={<span data-reason={reason}>{reasonId ? intl.formatMessage({ id: reasonId }, { reason }) : '--'}</span>}>
      <Row label={<FormattedMessage id="fmart.close.price" />} testId="close-price">
        {c?.close_price && Number(c.close_price) > 0 ? fmtPrice(c.close_price, intl.locale, decimals) : '--'}
      </Row>
      <Row label={<FormattedMessage id="fmart.detail.pnl" />} testId="close-pnl">
        <span className={pnlClass(c?.pnl)}>{money(c?.pnl)} ({fmtPercent(c?.pnl_per, intl.locale, true)})</span>
      </Row>
      <Row label={<FormattedMessage id="fmart.detail.completedRounds" />} testId="close-rounds">{String(c?.completed_rounds ?? '--')}</Row>
      <SettlementRow assets={c?.settlement_assets} testId="close-assets" />
    </CloseDetailCard>
  );
}
