import Decimal from 'decimal.js';

/**
 * Descending price order for the open-orders table (sells above buys, like an order book).
 * A price that is not a number compares equal rather than breaking the table.
 */
export function comparePriceDesc(a: Decimal.Value, b: Decimal.Value): number {
  try {
    return new Decimal(b).cmp(new Decimal(a));
  } catch {
    return 0;
  }
}
