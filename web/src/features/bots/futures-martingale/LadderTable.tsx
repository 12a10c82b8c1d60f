import { FormattedMessage, useIntl } from 'react-intl';
import { fmtAmount, fmtPrice } from '../kit/format';
import type { LadderRung } from './api';
import { LADDER_STATES } from './labels';

interface Props {
  rows: LadderRung[];
  decimals: number;
  base: string;
  quote: string;
  /** the detail page's ladder: each order's FILLED / PENDING / PLANNED state */
  showState?: boolean;
  testId?: string;
}

const STATE_TONE: Record<string, string> = { FILLED: 'text-up', PENDING: 'text-accent', PLANNED: 'text-muted' };

/**
 * A round's orders: the initial order then each add, with its trigger price, margin, quantity, the
 * average price once it fills and the take-profit price from there. Cards on phones.
 */
export function LadderTable({ rows, decimals, base, quote, showState = false, testId = 'fmart-ladder' }: Props) {
  const intl = useIntl();
  const label = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const px = (v: string) => fmtPrice(v, intl.locale, decimals);
  return (
    <div className="overflow-x-auto">
      <table className="resp-table" data-testid={testId}>
        <thead>
          <tr>
            <th><FormattedMessage id="fmart.ladder.order" /></th>
            <th className="text-end"><FormattedMessage id="fmart.ladder.price" /></th>
            <th className="text-end"><FormattedMessage id="fmart.ladder.margin" /></th>
            <th className="text-end">{label('orders.qty', { coin: base })}</th>
            <th className="text-end"><FormattedMessage id="fmart.ladder.avg" /></th>
            <th className="text-end"><FormattedMessage id="fmart.ladder.tp" /></th>
            {showState && <th className="text-end"><FormattedMessage id="fmart.ladder.state" /></th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const n = Number(r.index);
            const state = String(r.state ?? '');
            return (
              <tr key={String(r.index)} data-testid="ladder-row" data-index={String(r.index)} data-state={state}>
                <td data-label={label('fmart.ladder.order')}>
                  {n === 0 ? <FormattedMessage id="fmart.ladder.initial" /> : <FormattedMessage id="fmart.ladder.add" values={{ n }} />}
                </td>
                <td className="text-end tabular-nums" data-label={label('fmart.ladder.price')}><bdi>{px(r.price)}</bdi></td>
                <td className="text-end tabular-nums" data-label={label('fmart.ladder.margin')}>
                  <bdi>{`${fmtAmount(r.margin, intl.locale, 2)} ${quote}`}</bdi>
                </td>
                <td className="text-end tabular-nums" data-label={label('orders.qty', { coin: base })}>
                  <bdi>{fmtAmount(r.qty, intl.locale, 8)}</bdi>
                </td>
                <td className="text-end tabular-nums" data-label={label('fmart.ladder.avg')}><bdi>{px(r.avg_price)}</bdi></td>
                <td className="text-end tabular-nums" data-label={label('fmart.ladder.tp')}><bdi>{px(r.tp_price)}</bdi></td>
                {showState && (
                  <td className={`text-end ${STATE_TONE[state] ?? ''}`} data-label={label('fmart.ladder.state')}>
                    {(LADDER_STATES as readonly string[]).includes(state) ? <FormattedMessage id={`fmart.ladderState.${state}`} /> : state}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
