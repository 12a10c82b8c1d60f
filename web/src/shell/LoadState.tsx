import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The state lines of a home block's list: "Loading…", the block's load error (an alert) and, once
 * loaded, its `empty` note (left out while there is something to show).
 */
export function LoadState({ query, errorId, empty, emptyTestId }: {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean };
  errorId: string;
  empty?: ReactNode;
  emptyTestId?: string;
}) {
  return (
    <>
      {query.isPending && <p className="py-3 text-sm text-muted"><FormattedMessage id="common.loading" /></p>}
      {query.isError && <p className="py-3 text-sm text-down" role="alert"><FormattedMessage id={errorId} /></p>}
      {query.isSuccess && empty && <p className="py-3 text-sm text-muted" data-testid={emptyTestId}>{empty}</p>}
    </>
  );
}
