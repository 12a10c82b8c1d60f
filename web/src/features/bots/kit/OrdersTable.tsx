import type { ReactNode } from 'react';

/** One column of an orders table: the header cell, the phone-card label and how a row fills the cell. */
export interface OrderColumn<T> {
  /** React key of the column */
  key: string;
  header: ReactNode;
  /** `data-label` of the cell: the caption the card layout shows on phones */
  label: string;
  /** class of the header cell */
  headClass?: string;
  /** class of the body cell; a function when it depends on the row (a PnL colour) */
  cellClass?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
}

/** Extra `data-*` attributes of a row, read by tests and styles (side, reduce-only, liquidation). */
export type RowData = Record<`data-${string}`, string>;

interface Props<T> {
  testId: string;
  columns: OrderColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowData: (row: T) => RowData;
}

/**
 * A `resp-table` (a table on wide screens, cards on phones) so that both grid families
 * lay out their open orders and fills the same way and only declare their columns.
 */
export function OrdersTable<T>({ testId, columns, rows, rowKey, rowData }: Props<T>) {
  return (
    <table className="resp-table" data-testid={testId}>
      <thead>
        <tr>
          {columns.map((c) => <th key={c.key} className={c.headClass}>{c.header}</th>)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowData(row)}>
            {columns.map((c) => (
              <td key={c.key} data-label={c.label} className={typeof c.cellClass === 'function' ? c.cellClass(row) : c.cellClass}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
