import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SymbolInfo } from '../grid/api';
import { fmtAmount, fmtPercent, fmtPrice, pairLabel, pnlClass } from '../grid/format';

interface Props {
  symbols: SymbolInfo[];
  current: SymbolInfo | undefined;
  symbol: string;
  decimals: number;
  onSelect: (s: SymbolInfo) => void;
}

/** The trading pair picker: every spot symbol with its price and 24 h change. */
export function SymbolPicker({ symbols, current, symbol, decimals, onSelect }: Props) {
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

  const label = current ? pairLabel(current.symbol, current.base_token, current.quote_token) : pairLabel(symbol);
  return (
    <div className="relative flex flex-wrap items-center gap-x-6 gap-y-2" ref={root}>
      <button type="button" className="symbol-button" aria-haspopup="listbox" aria-expanded={open}
        data-testid="symbol-picker" onClick={() => setOpen((o) => !o)}>
        <span className="text-lg font-semibold" dir="ltr">{label}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 4l4 4 4-4" stroke="currentColor" fill="none" strokeWidth="1.5" /></svg>
      </button>
      {current && (
        <div className="flex items-baseline gap-4">
          <span className="sr-only"><FormattedMessage id="symbol.price" /></span>
          <span className="text-xl font-semibold tabular-nums" dir="ltr" data-testid="symbol-price"
            data-price={current.price}>{fmtPrice(current.price, intl.locale, decimals)}</span>
          <span className="text-sm text-muted">
            <FormattedMessage id="symbol.change24h" />{' '}
            <span className={`tabular-nums ${pnlClass(current.change_24h)}`} dir="ltr" data-testid="symbol-change">
              {fmtPercent(current.change_24h, intl.locale, true)}
            </span>
          </span>
        </div>
      )}
      {open && (
        <ul role="listbox" className="symbol-list" aria-label={intl.formatMessage({ id: 'symbol.pick' })}>
          <li className="symbol-list-head" aria-hidden="true">
            <span><FormattedMessage id="symbol.pair" /></span>
            <span className="text-end"><FormattedMessage id="symbol.price" /></span>
            <span className="text-end"><FormattedMessage id="symbol.change24h" /></span>
          </li>
          {symbols.map((s) => (
            <li key={s.symbol} role="option" aria-selected={s.symbol === symbol}>
              <button type="button" className="symbol-row" data-testid={`symbol-option-${s.symbol}`}
                onClick={() => { setOpen(false); onSelect(s); }}>
                <span className="font-medium"><bdi>{pairLabel(s.symbol, s.base_token, s.quote_token)}</bdi></span>
                <span className="text-end tabular-nums"><bdi>{fmtAmount(s.price, intl.locale, 8)}</bdi></span>
                <span className={`text-end tabular-nums ${pnlClass(s.change_24h)}`}>
                  <bdi>{fmtPercent(s.change_24h, intl.locale, true)}</bdi>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
