import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { FailingChecks } from '../kit/FailingChecks';
import { fmtAmount, fmtPrice } from '../kit/format';
import { parseDecimal } from '../kit/math';
import { GridFigureRows } from '../kit/ValidationSummary';
import type { FgridValidateResult, GridMode } from './api';
import { failingFgridChecks, fgridCheckMessage, fgridValidationPassed, type FgridBoundContext } from './checks';

interface Props {
  query: UseQueryResult<FgridValidateResult>;
  /** true while the typed input waits for its debounced check */
  settling: boolean;
  ctx: FgridBoundContext;
  mode: GridMode;
  investment: string;
  leverage: string;
  /** FUND balance (USDT); undefined when unknown (anonymous) */
  available: string | undefined;
}

const isSet = (v: unknown) => v !== null && v !== undefined && v !== '';

/** The estimated liquidation price(s) of a validate answer, by mode ("--" when none). */
export function liqPrices(r: FgridValidateResult | undefined, mode: GridMode): { side: 'long' | 'short'; price: string }[] {
  const out: { side: 'long' | 'short'; price: string }[] = [];
  if (mode !== 'SHORT') out.push({ side: 'long', price: isSet(r?.long_liq_price) ? String(r!.long_liq_price) : '' });
  if (mode !== 'LONG') out.push({ side: 'short', price: isSet(r?.short_liq_price) ? String(r!.short_liq_price) : '' });
  return out;
}

/**
 * Live validation of the create form: estimated liquidation price(s), profit per grid after fees,
 * minimum investment, position value, margin against the funding balance, and every failing
 * check as a localized message with its bounds.
 */
export function FgridValidation({ query, settling, ctx, mode, investment, leverage, available }: Props) {
  const intl = useIntl();
  const r = query.data;
  const failing = failingFgridChecks(r);
  const busy = settling || (query.isFetching && (query.isPlaceholderData || !query.data));
  const ok = fgridValidationPassed(r) && !busy;
  const inv = parseDecimal(investment);
  const lev = parseDecimal(leverage);
  const avail = parseDecimal(available ?? '');
  const short = !!inv && !!avail && inv.gt(avail);
  const positionValue = inv && lev && inv.gt(0) && lev.gt(0) ? inv.times(lev).toFixed() : null;
  const px = (v: unknown) => (parseDecimal(isSet(v) ? String(v) : '')?.gt(0) ? fmtPrice(v, intl.locale, ctx.priceDecimals) : '--');

  return (
    <div className="flex flex-col gap-2" data-testid="validation" aria-live="polite" data-busy={busy}>
      <dl className="summary">
        {liqPrices(r, mode).map(({ side, price }) => (
          <div className="summary-row" key={side}>
            <dt><FormattedMessage id={side === 'long' ? 'fgrid.form.liqLong' : 'fgrid.form.liqShort'} /></dt>
            <dd data-testid={`liq-price-${side}`} data-price={price} className="text-accent"><bdi>{px(price)}</bdi></dd>
          </div>
        ))}
        <GridFigureRows profit={r?.profit} investment={r?.investment} quote={ctx.quote} investmentDecimals={2} />
        <div className="summary-row">
          <dt><FormattedMessage id="fgrid.form.positionValue" /></dt>
          <dd data-testid="position-value"><bdi>{positionValue ? `${fmtAmount(positionValue, intl.locale, 2)} ${ctx.quote}` : '--'}</bdi></dd>
        </div>
        <div className="summary-row">
          <dt><FormattedMessage id="fgrid.form.marginBalance" /></dt>
          <dd data-testid="margin-balance" className={short ? 'text-down' : ''}><bdi>
            {`${inv ? fmtAmount(inv.toFixed(), intl.locale, 8) : '--'} / ${avail ? fmtAmount(avail.toFixed(), intl.locale, 2) : '--'} ${ctx.quote}`}
          </bdi></dd>
        </div>
      </dl>
      {short && <p className="text-sm text-down" data-testid="insufficient"><FormattedMessage id="fgrid.form.insufficient" /></p>}
      <FailingChecks error={query.isError && !busy ? query.error : null} failing={r ? failing : []}
        message={(c) => fgridCheckMessage(intl, c, ctx)} />
      {ok && <p className="text-sm text-up" data-testid="validation-ok"><FormattedMessage id="fgrid.check.FGRID_CHECK_CODE_SUCCESS" /></p>}
      {busy && <p className="text-xs text-muted" data-testid="validation-pending"><FormattedMessage id="form.checking" /></p>}
    </div>
  );
}
