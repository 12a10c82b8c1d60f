import Decimal from 'decimal.js';

/** Format a decimal string for display without going through float arithmetic. */
export function formatAmount(value: string, intlLocale: string, maxDecimals = 8): string {
  let d: Decimal;
  try {
    d = new Decimal(value);
  } catch {
    return '--';
  }
  if (!d.isFinite()) return '--';
  const fixed = d.toDecimalPlaces(maxDecimals, Decimal.ROUND_DOWN).toFixed();
  const nf = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: maxDecimals });
  // Intl accepts exact decimal strings (ES2023), so no precision is lost.
  return nf.format(fixed as Intl.StringNumericLiteral);
}
