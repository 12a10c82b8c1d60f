import type { Dispatch, SetStateAction } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  page: number;
  /** page count, at least 1 */
  pages: number;
  setPage: Dispatch<SetStateAction<number>>;
}

/** Previous / "page n of m" / next under a fill history table. */
export function HistoryPager({ page, pages, setPage }: Props) {
  const intl = useIntl();
  return (
    <nav className="mt-3 flex items-center justify-end gap-2 text-sm" data-testid="history-pager"
      aria-label={intl.formatMessage({ id: 'orders.history' })}>
      <button type="button" className="btn-ghost h-8" disabled={page <= 1} data-testid="history-prev"
        onClick={() => setPage((p) => Math.max(1, p - 1))}>
        <FormattedMessage id="pager.previous" />
      </button>
      <span className="text-muted" data-testid="history-page">
        <FormattedMessage id="pager.page" values={{ page, pages }} />
      </span>
      <button type="button" className="btn-ghost h-8" disabled={page >= pages} data-testid="history-next"
        onClick={() => setPage((p) => p + 1)}>
        <FormattedMessage id="pager.next" />
      </button>
    </nav>
  );
}
