import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A table's header row. A column is a message id (a string) or what to show; the first `start` columns
 * (names, states) are start-aligned, the others (figures) end-aligned.
 */
export function TableHead({ cols, start = 1 }: { cols: readonly ReactNode[]; start?: number }) {
  return (
    <thead>
      <tr>
        {cols.map((col, i) => (
          <th key={i} className={i < start ? undefined : 'text-end'}>
            {typeof col === 'string' ? <FormattedMessage id={col} /> : col}
          </th>
        ))}
      </tr>
    </thead>
  );
}
