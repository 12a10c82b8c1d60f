import { FormattedMessage, useIntl } from 'react-intl';
import { fmtPrice, pairLabel, pnlClass } from '../kit/format';
import { PairPicker } from '../kit/PairPicker';
import { PriceFigures } from '../kit/PriceFigures';
import type { FuturesSymbol, SymbolItem } from './api';
import { fromE2 } from './leverage';

interface Props {
  symbols: FuturesSymbol[];
  current: FuturesSymbol | undefined;
  item: SymbolItem | undefined;
  symbol: string;
  decimals: number;
  onSelect: (s: FuturesSymbol) => void;
}

const pairOf = (s: FuturesSymbol) => pairLabel(s.symbol, s.baseCurrency, s.quoteCurrency);
const maxLev = (s: FuturesSymbol) => fromE2(s.maxLeverageE2);

/**
 * The perpetual picker (brief-symbol-list, LinearPerpetual) with the live figures of the current
 * contract (dynamic-symbol-item): last price, 24 h change, mark price and funding rate.
 */
export function FgridSymbolPicker({ symbols, current, item, symbol, decimals, onSelect }: Props) {
  const intl = useIntl();
  return (
    <PairPicker symbols={symbols} symbol={symbol} onSelect={onSelect} pairOf={pairOf}
      label={current ? pairOf(current) : pairLabel(symbol)}
      badge={<span className="badge"><FormattedMessage id="fgrid.symbol.perpetual" /></span>}
      figures={item && (
        <div className="flex flex-wrap items-baseline gap-x-5 gap-y-1">
          <PriceFigures price={item.lastPrice} change={item.price24hPcnt} decimals={decimals}
            symbol={symbol} category="linear" />
          <span className="text-sm text-muted">
            <FormattedMessage id="fgrid.symbol.markPrice" />{' '}
            <span className="tabular-nums text-fg" dir="ltr" data-testid="symbol-mark">{fmtPrice(item.markPrice, intl.locale, decimals)}</span>
          </span>
          <span className="text-sm text-muted">
            <FormattedMessage id="fgrid.symbol.fundingRate" />{' '}
            <span className={`tabular-nums ${pnlClass(item.fundingRate)}`} dir="ltr" data-testid="symbol-funding">
              {item.fundingRate ? intl.formatNumber(Number(item.fundingRate), {
                style: 'percent', minimumFractionDigits: 4, maximumFractionDigits: 4,
              }) : '--'}
            </span>
          </span>
        </div>
      )}
      listLabel={intl.formatMessage({ id: 'fgrid.symbol.pick' })}
      head={<>
        <span><FormattedMessage id="fgrid.symbol.contract" /></span>
        <span className="text-end"><FormattedMessage id="fgrid.symbol.maxLeverage" /></span>
        <span />
      </>}
      cells={(s) => <>
        <span className="text-end tabular-nums"><bdi>{maxLev(s) ? `${maxLev(s)}x` : '--'}</bdi></span>
        <span className="text-end text-xs text-muted">{s.isPopular ? <FormattedMessage id="fgrid.symbol.popular" /> : null}</span>
      </>} />
  );
}
