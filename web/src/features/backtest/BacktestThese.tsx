import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { labPath, type Family } from './api';

/**
 * "Backtest these settings" on a create page: the form's current create body, to the lab. Shown
 * disabled while the form is incomplete (no body to run).
 */
export function BacktestThese({ family, params }: { family: Family; params: Record<string, unknown> | null }) {
  if (!params) {
    return (
      <button type="button" className="btn-ghost h-9 text-sm" disabled data-testid="backtest-these">
        <FormattedMessage id="lab.these" />
      </button>
    );
  }
  return (
    <Link to={labPath(family, params)} className="btn-ghost inline-flex h-9 items-center justify-center text-sm"
      data-testid="backtest-these">
      <FormattedMessage id="lab.these" />
    </Link>
  );
}
