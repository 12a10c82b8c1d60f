import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { DecimalString, FuturesFill, FuturesOpenOrder } from './api';
import { fmtAmount, fmtDateTime, fmtPnl, fmtPrice, pnlClass } from './format';
import { OrderSide } from './OrderSide';
import type { OrderColumn } from './OrdersTable';

/*
 * The columns the bots show alike in their open-order and fill tables (the last two: the futures
 * families'); each panel adds its own (filled, …) between them.
 */

const NUM = 'text-end tabular-nums';
const END = 'text-end';

/** The side column; `cell` replaces the plain side label (futures fills add badges). */
export function sideColumn<T extends { side: string }>(
  intl: IntlShape, cell: (row: T) => ReactNode = (row) => <OrderSide side={row.side} />,
): OrderColumn<T> {
  return { key: 'side', header: <FormattedMessage id="orders.side" />, label: intl.formatMessage({ id: 'orders.side' }), cell };
}

/** The price column, at the symbol's price precision. */
export function priceColumn<T extends { price: DecimalString }>(intl: IntlShape, decimals: number): OrderColumn<T> {
  return {
    key: 'price', header: <FormattedMessage id="orders.price" />, label: intl.formatMessage({ id: 'orders.price' }),
    headClass: END, cellClass: NUM, cell: (row) => <bdi>{fmtPrice(row.price, intl.locale, decimals)}</bdi>,
  };
}

/** The quantity column, in the base coin. */
export function qtyColumn<T extends { qty: DecimalString }>(intl: IntlShape, base: string): OrderColumn<T> {
  const label = intl.formatMessage({ id: 'orders.qty' }, { coin: base });
  return {
    key: 'qty', header: label, label, headClass: END, cellClass: NUM,
    cell: (row) => <bdi>{fmtAmount(row.qty, intl.locale, 8)}</bdi>,
  };
}

/** The fee column: the amount and the coin it was paid in. */
export function feeColumn<T extends { fee: DecimalString }>(intl: IntlShape, assetOf: (row: T) => string): OrderColumn<T> {
  return {
    key: 'fee', header: <FormattedMessage id="orders.fee" />, label: intl.formatMessage({ id: 'orders.fee' }),
    headClass: END, cellClass: NUM, cell: (row) => <bdi>{fmtAmount(row.fee, intl.locale, 8)} {assetOf(row)}</bdi>,
  };
}

/** The time column (order creation or fill time), in the reader's locale. */
export function timeColumn<T>(intl: IntlShape, timeOf: (row: T) => number | string): OrderColumn<T> {
  return {
    key: 'time', header: <FormattedMessage id="orders.time" />, label: intl.formatMessage({ id: 'orders.time' }),
    headClass: END, cellClass: `${NUM} text-muted`, cell: (row) => <bdi>{fmtDateTime(timeOf(row), intl.locale)}</bdi>,
  };
}

/**
 * A futures open order's role: a badge (test id reduce-only) on the reduce-only orders, the family's
 * plain word on the others.
 */
export function reduceOnlyColumn(intl: IntlShape, { key, headerId, reduceOnlyId, otherId }: {
  key: string; headerId: string; reduceOnlyId: string; otherId: string;
}): OrderColumn<FuturesOpenOrder> {
  return {
    key, header: <FormattedMessage id={headerId} />, label: intl.formatMessage({ id: headerId }),
    headClass: END, cellClass: END,
    cell: (o) => (o.reduce_only
      ? <span className="badge text-accent" data-testid="reduce-only"><FormattedMessage id={reduceOnlyId} /></span>
      : <span className="text-xs text-muted"><FormattedMessage id={otherId} /></span>),
  };
}

/** A futures fill's realized PnL, signed and coloured, in the quote coin. */
export function realizedPnlColumn(intl: IntlShape, headerId: string, quote: string): OrderColumn<FuturesFill> {
  return {
    key: 'pnl', header: <FormattedMessage id={headerId} />, label: intl.formatMessage({ id: headerId }),
    headClass: END, cellClass: (f) => `${NUM} ${pnlClass(f.realized_pnl)}`,
    cell: (f) => <bdi>{`${fmtPnl(f.realized_pnl ?? '0', intl.locale, 4)} ${quote}`}</bdi>,
  };
}
