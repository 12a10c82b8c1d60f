import type { IntlShape } from 'react-intl';
import { ApiError } from '../../../api/client';
import { gridErrorMessage } from '../kit/errors';

/** A refused DCA call as a toast: the field it names (the server's check code says why), else the
 * shared bot / market / transport messages. */
export function dcaErrorMessage(intl: IntlShape, err: unknown, quote: string): string {
  if (err instanceof ApiError) {
    const result = (err.result ?? {}) as Record<string, unknown>;
    const check = typeof result.check_code === 'string' ? result.check_code : '';
    if (check.startsWith('DCA_CHECK_CODE_') && typeof result.field === 'string') {
      return intl.formatMessage({ id: 'dca.error.field' }, { field: result.field, detail: err.message });
    }
  }
  return gridErrorMessage(intl, err, { priceDecimals: 8, quote });
}
