import type { UseQueryResult } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { FormattedMessage, useIntl } from 'react-intl';
import { FailingChecks } from '../kit/FailingChecks';
import { fmtAmount, fmtPrice } from '../kit/format';
import { isPositive, parseDecimal } from '../kit/math';
import type { FmartLimit } from './api';
import { failingChecks, fmartCheckMessage, limitPassed, type FmartBoundContext } from './checks';
import { LadderTable } from './LadderTable';

interface Props {
  query: UseQueryResult<FmartLimit>;
  /** the typed input waits for its debounced check */
  settling: boolean;
  /** every field create needs is filled */
  complete: boolean;
  ctx: FmartBoundContext;
  base: string;
}

/**
 * Live check of the create form (get-fmart-limit): the last price, every failing check with its
 * bounds, and once all pass the round's ladder preview and the liquidation price after the last add.
 */
export function LimitSummary({ query, settling, complete, ctx, base }: Props) {
  const intl = useIntl();
  const r = query.data;
  const failing = failingChecks(r);
  const busy = settling || (query.isFetching && (query.isPlaceholderData || !r));
  const ok = complete && limitPassed(r) && !busy;
  const ladder = r?.ladder ?? [];
  const total = ladder.reduce((sum, x) => sum.plus(parseDecimal(x.margin) ?? 0), new Decimal(0));
  return (
    <div className="flex flex-col gap-3" data-testid="validation" aria-live="polite" data-busy={busy}>
      <dl className="summary">
        <div className="summary-row">
          <dt><FormattedMessage id="fmart.form.lastPrice" /></dt>
          <dd data-testid="last-price" data-price={r?.last_price ?? ''}>
            <bdi>{isPositive(r?.last_price) ? fmtPrice(r!.last_price, intl.locale, ctx.priceDecimals) : '--'}</bdi>
          </dd>
        </div>
        <div className="summary-row">
          <dt><FormattedMessage id="fmart.form.liqAfterLast" /></dt>
          <dd data-testid="estimated-liq-price" data-price={r?.estimated_liq_price ?? ''} className="text-accent">
            <bdi>{isPositive(r?.estimated_liq_price) ? fmtPrice(r!.estimated_liq_price, intl.locale, ctx.priceDecimals) : '--'}</bdi>
          </dd>
        </div>
        {ladder.length > 0 && (
          <div className="summary-row">
            <dt><FormattedMessage id="fmart.form.roundMargin" /></dt>
            <dd data-testid="round-margin"><bdi>{`${fmtAmount(total.toFixed(), intl.locale, 2)} ${ctx.quote}`}</bdi></dd>
          </div>
        )}
      </dl>
      <FailingChecks error={query.isError && !busy ? query.error : null} failing={r ? failing : []}
        message={(c) => fmartCheckMessage(intl, c, ctx)} />
      {ok && <p className="text-sm text-up" data-testid="validation-ok"><FormattedMessage id="fmart.check.SUCCESS" /></p>}
      {!complete && <p className="text-sm text-muted" data-testid="form-incomplete"><FormattedMessage id="fmart.form.incomplete" /></p>}
      {busy && <p className="text-xs text-muted" data-testid="validation-pending"><FormattedMessage id="form.checking" /></p>}
      {ladder.length > 0 && (
        <section className="flex flex-col gap-2" data-testid="ladder-preview">
          <h2 className="card-title"><FormattedMessage id="fmart.ladder.title" /></h2>
          <LadderTable rows={ladder} decimals={ctx.priceDecimals} base={base} quote={ctx.quote} />
          <p className="text-xs text-muted"><FormattedMessage id="fmart.ladder.note" /></p>
        </section>
      )}
    </div>
  );
}
