import { FormattedMessage, useIntl } from 'react-intl';
import { fmtAmount, fmtPercent, fmtPnl, fmtPrice, pnlClass } from '../kit/format';
import { priceDecimals } from '../kit/math';
import type { DcaPairFigures, DcaPairsTotal } from './api';
import { TableHead } from '../kit/TableHead';

interface Props {
  pairs: DcaPairFigures[];
  total: DcaPairsTotal | undefined;
  quote: string;
}

/** A RECURRING bot's coins: average cost, holdings, value at that coin's last price and PnL, then the totals. */
export function DcaCoinTable({ pairs, total, quote }: Props) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const px = (p: DcaPairFigures) =>
    Number(p.avg_cost) !== 0 ? fmtPrice(p.avg_cost, intl.locale, Math.max(2, priceDecimals(undefined, [p.last_price]))) : '--';
  const money = (v: unknown) => `${fmtAmount(v, intl.locale, 4)} ${quote}`;
  const pnl = (v: string, pct: string) => (
    <span className={pnlClass(v)}>{fmtPnl(v, intl.locale, 4)} ({fmtPercent(pct, intl.locale, true)})</span>
  );
  return (
    <section className="card flex flex-col gap-2" data-testid="dca-coins">
      <h2 className="card-title"><FormattedMessage id="dca.detail.perCoin" /></h2>
      <div className="overflow-x-auto">
        <table className="resp-table">
          <TableHead cols={['dca.form.coin', 'dca.detail.avgCost', 'dca.detail.holdings', 'dca.detail.value', 'dca.detail.pnl']} />
          <tbody>
            {pairs.map((p) => (
              <tr key={p.base} data-testid={`pair-${p.base}`}>
                <td><bdi>{p.base}</bdi></td>
                <td className="text-end tabular-nums" data-label={label('dca.detail.avgCost')}>{px(p)}</td>
                <td className="text-end tabular-nums" data-label={label('dca.detail.holdings')}>
                  <bdi>{fmtAmount(p.holdings ?? '0', intl.locale, 8)} {p.base}</bdi>
                </td>
                <td className="text-end tabular-nums" data-label={label('dca.detail.value')}>{money(p.value)}</td>
                <td className="text-end tabular-nums" data-label={label('dca.detail.pnl')}>{pnl(p.pnl, p.pnl_percentage)}</td>
              </tr>
            ))}
            {total && pairs.length > 1 && (
              <tr data-testid="pairs-total" className="font-medium">
                <td><FormattedMessage id="dca.detail.total" /></td>
                <td className="text-end" data-label={label('dca.detail.avgCost')}>--</td>
                <td className="text-end" data-label={label('dca.detail.holdings')}>--</td>
                <td className="text-end tabular-nums" data-label={label('dca.detail.value')}>{money(total.value)}</td>
                <td className="text-end tabular-nums" data-label={label('dca.detail.pnl')}>{pnl(total.pnl, total.pnl_percentage)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
