import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHECK_SUCCESS, type Range, type ValidateResult } from './api';
import { checkMessage, failingChecks, type BoundContext } from './checks';
import { errorMessageId } from '../../../api/errorMessage';
import { fmtAmount, fmtPercent } from './format';

interface Props {
  query: UseQueryResult<ValidateResult>;
  /** true while the typed input waits for its debounced check */
  settling: boolean;
  ctx: BoundContext;
  /** show profit per grid and minimum investment (create form) */
  showFigures?: boolean;
}

/** Live validation: per-check localized messages, profit per grid after fees, minimum investment. */
export function ValidationSummary({ query, settling, ctx, showFigures = true }: Props) {
  const intl = useIntl();
  const r = query.data;
  const failing = failingChecks(r);
  const ok = !!r && failing.length === 0 && (r.check_code ?? CHECK_SUCCESS) === CHECK_SUCCESS;
  // a background re-check of the same input keeps showing the last answer
  const busy = settling || (query.isFetching && (query.isPlaceholderData || !query.data));
  return (
    <div className="flex flex-col gap-2" data-testid="validation" aria-live="polite" data-busy={busy}>
      {showFigures && (
        <dl className="summary">
          <GridFigureRows profit={r?.profit} investment={r?.investment} quote={ctx.quote} investmentDecimals={8} />
        </dl>
      )}
      {query.isError && !busy && (
        <p className="text-sm text-down" data-testid="validation-error">
          {intl.formatMessage({ id: errorMessageId(query.error) })}
        </p>
      )}
      {r && failing.length > 0 && (
        <ul className="check-list" data-testid="validation-checks">
          {failing.map((c, i) => (
            <li key={`${c.check_code}-${i}`} data-testid="validation-check" data-code={c.check_code}>
              {checkMessage(intl, c, ctx)}
            </li>
          ))}
        </ul>
      )}
      {ok && !busy && (
        <p className="text-sm text-up" data-testid="validation-ok"><FormattedMessage id="check.SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED" /></p>
      )}
      {busy && <p className="text-xs text-muted" data-testid="validation-pending"><FormattedMessage id="form.checking" /></p>}
    </div>
  );
}

/** True when the validation result says every check passed. */
export function validationPassed(r: ValidateResult | undefined): boolean {
  return !!r && failingChecks(r).length === 0 && (r.check_code ?? CHECK_SUCCESS) === CHECK_SUCCESS;
}

const isSet = (v: unknown) => v !== null && v !== undefined && v !== '';

interface FigureProps {
  profit: Range | null | undefined;
  investment: Range | null | undefined;
  quote: string;
  investmentDecimals: number;
}

/** Profit per grid after fees (from – to) and the minimum investment of a validate answer, as summary rows. */
export function GridFigureRows({ profit, investment, quote, investmentDecimals }: FigureProps) {
  const intl = useIntl();
  return (
    <>
      <div className="summary-row">
        <dt><FormattedMessage id="form.profitPerGrid" /></dt>
        <dd data-testid="profit-per-grid"><bdi>
          {isSet(profit?.from)
            ? `${fmtPercent(profit!.from, intl.locale)} – ${fmtPercent(profit!.to ?? profit!.from, intl.locale)}`
            : '--'}
        </bdi></dd>
      </div>
      <div className="summary-row">
        <dt><FormattedMessage id="form.minInvestment" /></dt>
        <dd data-testid="min-investment"><bdi>
          {isSet(investment?.from) ? `${fmtAmount(investment!.from, intl.locale, investmentDecimals)} ${quote}` : '--'}
        </bdi></dd>
      </div>
    </>
  );
}
