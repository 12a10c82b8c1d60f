import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fmtPercent, fmtPrice, pairLabel, pnlClass } from '../grid/format';
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

/**
 * The perpetual picker (brief-symbol-list, LinearPerpetual) with the live figures of the current
 * contract (dynamic-symbol-item): last price, 24 h change, mark price and funding rate.
 */
export function FgridSymbolPicker({ symbols, current, item, symbol, decimals, onSelect }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = current ? pairLabel(current.symbol, current.baseCurrency, current.quoteCurrency) : pairLabel(symbol);
  const maxLev = (s: FuturesSymbol) => fromE2(s.maxLeverageE2);
  return (
    <div className="relative flex flex-wrap items-center gap-x-6 gap-y-2" ref={root}>
      <button type="button" className="symbol-button" aria-haspopup="listbox" aria-expanded={open}
        data-testid="symbol-picker" onClick={() => setOpen((o) => !o)}>
        <span className="text-lg font-semibold" dir="ltr">{label}</span>
        <span className="badge"><FormattedMessage id="fgrid.symbol.perpetual" /></span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 4l4 4 4-4" stroke="currentColor" fill="none" strokeWidth="1.5" /></svg>
      </button>
      {item && (
        <div className="flex flex-wrap items-baseline gap-x-5 gap-y-1">
          <span className="sr-only"><FormattedMessage id="symbol.price" /></span>
          <span className="text-xl font-semibold tabular-nums" dir="ltr" data-testid="symbol-price"
            data-price={item.lastPrice}>{fmtPrice(item.lastPrice, intl.locale, decimals)}</span>
          <span className="text-sm text-muted">
            <FormattedMessage id="symbol.change24h" />{' '}
            <span className={`tabular-nums ${pnlClass(item.price24hPcnt)}`} dir="ltr" data-testid="symbol-change">
              {fmtPercent(item.price24hPcnt, intl.locale, true)}
            </span>
          </span>
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
      {open && (
        <ul role="listbox" className="symbol-list" aria-label={intl.formatMessage({ id: 'fgrid.symbol.pick' })}>
          <li className="symbol-list-head" aria-hidden="true">
            <span><FormattedMessage id="fgrid.symbol.contract" /></span>
            <span className="text-end"><FormattedMessage id="fgrid.symbol.maxLeverage" /></span>
            <span />
          </li>
          {symbols.map((s) => (
            <li key={s.symbol} role="option" aria-selected={s.symbol === symbol}>
              <button type="button" className="symbol-row" data-testid={`symbol-option-${s.symbol}`}
                onClick={() => { setOpen(false); onSelect(s); }}>
                <span className="font-medium"><bdi>{pairLabel(s.symbol, s.baseCurrency, s.quoteCurrency)}</bdi></span>
                <span className="text-end tabular-nums"><bdi>{maxLev(s) ? `${maxLev(s)}x` : '--'}</bdi></span>
                <span className="text-end text-xs text-muted">{s.isPopular ? <FormattedMessage id="fgrid.symbol.popular" /> : null}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
