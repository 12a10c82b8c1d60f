import type { IntlShape } from 'react-intl';
import { ApiError } from '../../../api/client';
import { gridErrorMessage } from '../kit/errors';

/** A refused combo call as a toast: the field it names with the server's reason, else the shared
 * bot / market / transport messages. */
export function comboErrorMessage(intl: IntlShape, err: unknown): string {
  if (err instanceof ApiError) {
    const result = (err.result ?? {}) as Record<string, unknown>;
    const check = typeof result.check_code === 'string' ? result.check_code : '';
    if (check.startsWith('FCOMBO_CHECK_') && typeof result.field === 'string') {
      return intl.formatMessage({ id: 'fcombo.error.field' }, { field: result.field, detail: err.message });
    }
  }
  return gridErrorMessage(intl, err, { priceDecimals: 8, quote: 'USDT' });
}
