import { FormattedMessage, useIntl } from 'react-intl';
import type { SymbolInfo } from '../kit/api';
import { fmtAmount, fmtPercent, pairLabel, pnlClass } from '../kit/format';
import { PairPicker } from '../kit/PairPicker';
import { PriceFigures } from '../kit/PriceFigures';

interface Props {
  symbols: SymbolInfo[];
  current: SymbolInfo | undefined;
  symbol: string;
  decimals: number;
  onSelect: (s: SymbolInfo) => void;
}

const pairOf = (s: SymbolInfo) => pairLabel(s.symbol, s.base_token, s.quote_token);

/** The trading pair picker: every spot symbol with its price and 24 h change. */
export function SymbolPicker({ symbols, current, symbol, decimals, onSelect }: Props) {
  const intl = useIntl();
  return (
    <PairPicker symbols={symbols} symbol={symbol} onSelect={onSelect} pairOf={pairOf}
      label={current ? pairOf(current) : pairLabel(symbol)}
      figures={current && (
        <div className="flex items-baseline gap-4">
          <PriceFigures price={current.price} change={current.change_24h} decimals={decimals}
            symbol={current.symbol} category="spot" />
        </div>
      )}
      listLabel={intl.formatMessage({ id: 'symbol.pick' })}
      head={<>
        <span><FormattedMessage id="symbol.pair" /></span>
        <span className="text-end"><FormattedMessage id="symbol.price" /></span>
        <span className="text-end"><FormattedMessage id="symbol.change24h" /></span>
      </>}
      cells={(s) => <>
        <span className="text-end tabular-nums"><bdi>{fmtAmount(s.price, intl.locale, 8)}</bdi></span>
        <span className={`text-end tabular-nums ${pnlClass(s.change_24h)}`}>
          <bdi>{fmtPercent(s.change_24h, intl.locale, true)}</bdi>
        </span>
      </>} />
  );
}
