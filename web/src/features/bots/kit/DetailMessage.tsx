import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { errorMessageId } from '../../../api/errorMessage';

/** Answer codes that mean "no such bot (for this user)": shown as not found, not as an error. */
const NOT_FOUND_CODES = [10011, 12005, 12006];

/** A detail page that shows a message instead of a bot (loading, not found), with a way back home. */
export function DetailMessage({ id }: { id: string }) {
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-16 text-center text-muted" data-testid="detail-message">
      <p><FormattedMessage id={id} /></p>
      <Link to="/" className="btn-ghost mt-4 inline-flex"><FormattedMessage id="notFound.back" /></Link>
    </div>
  );
}

/**
 * A bot detail that is not in (yet): "loading" while it is asked for, then "not found" for an
 * unknown bot, else the error's own message.
 */
export function DetailNotLoaded({ pending, error }: { pending: boolean; error: unknown }) {
  const intl = useIntl();
  if (pending) return <DetailMessage id="common.loading" />;
  const notFound = error instanceof ApiError && NOT_FOUND_CODES.includes(error.code);
  return notFound ? <DetailMessage id="detail.notFound" /> : (
    <div className="mx-auto max-w-[1200px] px-4 py-16 text-center text-down" data-testid="detail-error">
      {intl.formatMessage({ id: errorMessageId(error) })}
    </div>
  );
}
