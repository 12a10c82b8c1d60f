import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fmtAmount, fmtPercent, fmtPrice, pnlClass } from './format';

/** What a create page with modes (futures) hands its AI tab: the backtest `query`, the form's mode and "use these". */
export interface ModeAiPanelProps<R, P, M extends string> {
  query: UseQueryResult<R>;
  mode: M;
  onUse: (p: P) => void;
}

/**
 * A create form's AI tab around the family's suggestions: "loading" while `query` is pending,
 * "unavailable" (a failed call or an `empty` list), else the backtest note above one {@link AiCard}
 * a suggestion.
 */
export function AiPanelFrame({ query, empty, unavailableId = 'ai.unavailable', mode, children }: {
  query: Pick<UseQueryResult, 'isPending' | 'isError'>;
  empty: boolean;
  unavailableId?: string;
  /** The form's mode, for the families that have one. */
  mode?: string;
  children: ReactNode;
}) {
  if (query.isPending) return <p className="py-6 text-sm text-muted"><FormattedMessage id="common.loading" /></p>;
  if (query.isError || empty) return <p className="notice" data-testid="ai-unavailable"><FormattedMessage id={unavailableId} /></p>;
  return (
    <div className="flex flex-col gap-3" data-testid="ai-panel" data-mode={mode}>
      <p className="text-xs text-muted"><FormattedMessage id="ai.note" /></p>
      {children}
    </div>
  );
}

/**
 * One suggestion: its style (by name when `known`), the backtest window ("7-day backtest": every
 * figure of the card is over it), its figures and "use these parameters".
 */
export function AiCard({ style, known, days, onUse, children }: {
  style: string;
  known: boolean;
  /** The backtest window's length in days (whole days are shown). */
  days: number;
  onUse: () => void;
  children: ReactNode;
}) {
  return (
    <article className="ai-card" data-testid={`ai-style-${style}`}>
      <header className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{known ? <FormattedMessage id={`ai.style.${style}`} /> : style}</h3>
        <span className="text-xs text-muted" data-testid={`ai-window-${style}`}>
          <FormattedMessage id="ai.window" values={{ days }} />
        </span>
      </header>
      <dl className="ai-figures">{children}</dl>
      <button type="button" className="btn-primary mt-3 h-9 w-full" data-testid={`ai-use-${style}`} onClick={onUse}>
        <FormattedMessage id="ai.use" />
      </button>
    </article>
  );
}

/** One figure of an {@link AiCard}; `wide` takes the row's two columns. */
export function AiFigure({ labelId, values, wide, className, testId, children }: {
  labelId: string;
  values?: Record<string, string | number>;
  wide?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt><FormattedMessage id={labelId} values={values} /></dt>
      <dd className={className} data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A window of at least this many days is annualised (the server's rule; it sends a null APR under it). */
export const APR_MIN_DAYS = 30;

/**
 * The backtest's yield over its own window, large and coloured by its sign; beside it the APR, only
 * when the server sends one (windows of 30 days or more) and labelled with its window.
 */
export function AiYield({ style, value, apr, days }: { style: string; value: unknown; apr?: unknown; days: number }) {
  const intl = useIntl();
  const annual = apr !== undefined && apr !== null && apr !== '' && days >= APR_MIN_DAYS;
  return (
    <>
      <AiFigure labelId="ai.yield" className={`text-lg font-semibold ${pnlClass(value)}`} testId={`ai-yield-${style}`}>
        <bdi>{fmtPercent(value, intl.locale, true)}</bdi>
      </AiFigure>
      {annual && (
        <AiFigure labelId="ai.apr" values={{ days }} className={pnlClass(apr)} testId={`ai-apr-${style}`}>
          <bdi>{fmtPercent(apr, intl.locale, true)}</bdi>
        </AiFigure>
      )}
    </>
  );
}

/** How many trades the backtest made in its window (a grid's arbitrages, a martingale's completed rounds). */
export function AiTrades({ style, value, labelId }: { style: string; value: unknown; labelId: string }) {
  const intl = useIntl();
  return (
    <AiFigure labelId={labelId} testId={`ai-trades-${style}`}>
      <bdi>{fmtAmount(value, intl.locale, 0)}</bdi>
    </AiFigure>
  );
}

/** The suggested leverage (x), under the family's label. */
export function AiLeverage({ style, value, labelId }: { style: string; value: unknown; labelId: string }) {
  const intl = useIntl();
  return (
    <AiFigure labelId={labelId} testId={`ai-leverage-${style}`}>
      <bdi>{`${fmtAmount(value, intl.locale, 2)}x`}</bdi>
    </AiFigure>
  );
}

/** A grid suggestion's price range and grid count. */
export function AiGridRange({ min, max, cells, decimals, wide }: {
  min: unknown;
  max: unknown;
  cells: unknown;
  decimals: number;
  wide?: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <AiFigure labelId="form.priceRange" wide={wide}>
        <bdi>{fmtPrice(min, intl.locale, decimals)} – {fmtPrice(max, intl.locale, decimals)}</bdi>
      </AiFigure>
      <AiFigure labelId="form.grids"><bdi>{fmtAmount(cells, intl.locale, 0)}</bdi></AiFigure>
    </>
  );
}
