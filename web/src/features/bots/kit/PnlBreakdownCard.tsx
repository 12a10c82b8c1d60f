import { FormattedMessage, useIntl } from 'react-intl';
import { fmtPnl, pnlClass } from './format';
import { displayParts, type PartKey, type PnlBreakdown } from './pnlBreakdown';

/** What a family calls its realised part: grid pairs, DCA cycles, martingale rounds, combo rebalances. */
export type RealisedKind = 'grid' | 'cycle' | 'round' | 'rebalance';

const DECIMALS = 4;

const LABELS: Record<Exclude<PartKey, 'realised_profit'>, string> = {
  trend_pnl: 'pnlBreakdown.trend',
  trading_fee: 'pnlBreakdown.fees',
  funding_fee: 'pnlBreakdown.funding',
  liquidation_loss: 'pnlBreakdown.liquidation',
};

interface Props {
  breakdown: PnlBreakdown;
  quote: string;
  realised: RealisedKind;
  /** a perpetual bot also lists funding and liquidation losses */
  perpetual?: boolean;
}

/**
 * The bot's total PnL in parts (issue 26), from its own books: realised profit before fees, the
 * trend, fees, (funding, liquidation,) and the total they sum to, shown so that the shown parts
 * add up to the shown total.
 */
export function PnlBreakdownCard({ breakdown, quote, realised, perpetual = false }: Props) {
  const intl = useIntl();
  const shown = displayParts(breakdown, DECIMALS);
  const keys: PartKey[] = perpetual
    ? ['realised_profit', 'trend_pnl', 'trading_fee', 'funding_fee', 'liquidation_loss']
    : ['realised_profit', 'trend_pnl', 'trading_fee'];
  const money = (v: string) => `${fmtPnl(v, intl.locale, DECIMALS)} ${quote}`;
  return (
    <section className="card min-w-0" data-testid="pnl-breakdown">
      <h2 className="card-title"><FormattedMessage id="pnlBreakdown.title" /></h2>
      <p className="mb-3 mt-1 text-xs text-muted"><FormattedMessage id="pnlBreakdown.note" /></p>
      <dl className="summary">
        {keys.map((k) => (
          <div className="summary-row" key={k}>
            <dt><FormattedMessage id={k === 'realised_profit' ? `pnlBreakdown.realised.${realised}` : LABELS[k]} /></dt>
            <dd className={pnlClass(shown[k])} data-testid={`pnl-part-${k}`} data-value={shown[k]}><bdi>{money(shown[k])}</bdi></dd>
          </div>
        ))}
        <div className="summary-row border-t border-line pt-1.5 font-semibold">
          <dt><FormattedMessage id="pnlBreakdown.total" /></dt>
          <dd className={pnlClass(shown.total_pnl)} data-testid="pnl-part-total" data-value={shown.total_pnl}>
            <bdi>{money(shown.total_pnl)}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
}
