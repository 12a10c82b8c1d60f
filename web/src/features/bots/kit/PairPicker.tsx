import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './useDismiss';

interface Props<S extends { symbol: string }> {
  symbols: S[];
  /** the selected symbol */
  symbol: string;
  /** the selected pair as shown on the button */
  label: string;
  /** shown after the label on the button (the perpetual badge) */
  badge?: ReactNode;
  /** live figures of the selected pair, beside the button */
  figures?: ReactNode;
  /** accessible name of the list */
  listLabel: string;
  /** the column captions of the list */
  head: ReactNode;
  /** a list row's pair, as shown */
  pairOf: (s: S) => string;
  /** a list row's cells after the pair */
  cells: (s: S) => ReactNode;
  onSelect: (s: S) => void;
}

/**
 * The symbol button with its drop-down list that spot and futures create forms share;
 * each family supplies its own figures, list columns and row cells.
 */
export function PairPicker<S extends { symbol: string }>({
  symbols, symbol, label, badge, figures, listLabel, head, pairOf, cells, onSelect,
}: Props<S>) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);

  return (
    <div className="relative flex flex-wrap items-center gap-x-6 gap-y-2" ref={root}>
      <button type="button" className="symbol-button" aria-haspopup="listbox" aria-expanded={open}
        data-testid="symbol-picker" onClick={() => setOpen((o) => !o)}>
        <span className="text-lg font-semibold" dir="ltr">{label}</span>
        {badge}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 4l4 4 4-4" stroke="currentColor" fill="none" strokeWidth="1.5" /></svg>
      </button>
      {figures}
      {open && (
        <ul role="listbox" className="symbol-list" aria-label={listLabel}>
          <li className="symbol-list-head" aria-hidden="true">{head}</li>
          {symbols.map((s) => (
            <li key={s.symbol} role="option" aria-selected={s.symbol === symbol}>
              <button type="button" className="symbol-row" data-testid={`symbol-option-${s.symbol}`}
                onClick={() => { setOpen(false); onSelect(s); }}>
                <span className="font-medium"><bdi>{pairOf(s)}</bdi></span>
                {cells(s)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
