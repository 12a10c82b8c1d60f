import { FormattedMessage, useIntl } from 'react-intl';
import type { DecimalString } from './api';
import { fmtPercent, fmtPrice, pnlClass } from './format';
import { PriceSource } from './PriceSource';

interface Props {
  price: DecimalString;
  /** 24 h change as a ratio */
  change: DecimalString | undefined;
  decimals: number;
  /** the symbol and its market, to say where its prices come from */
  symbol: string;
  category: 'spot' | 'linear';
}

/** The last price and 24 h change beside a pair picker; the caller wraps them (futures add more figures). */
export function PriceFigures({ price, change, decimals, symbol, category }: Props) {
  const intl = useIntl();
  return (
    <>
      <span className="sr-only"><FormattedMessage id="symbol.price" /></span>
      <span className="text-xl font-semibold tabular-nums" dir="ltr" data-testid="symbol-price"
        data-price={price}>{fmtPrice(price, intl.locale, decimals)}</span>
      <span className="text-sm text-muted">
        <FormattedMessage id="symbol.change24h" />{' '}
        <span className={`tabular-nums ${pnlClass(change)}`} dir="ltr" data-testid="symbol-change">
          {fmtPercent(change, intl.locale, true)}
        </span>
      </span>
      <PriceSource symbol={symbol} category={category} />
    </>
  );
}
