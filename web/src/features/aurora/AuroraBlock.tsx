import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadState } from '../../shell/LoadState';
import { BotCard } from '../bots/kit/BotCard';
import { fmtAmount, fmtPercent, pnlClass } from '../bots/kit/format';
import { AURORA_HOME_KEY, createPathOf, fetchAuroraHome, ratioOfE4, type AuroraPick } from './api';

/** Picks refresh with the sweeps' cache (every 10 minutes on the server); a cold server fills in. */
const REFRESH_MS = 60_000;
const COLD_REFRESH_MS = 10_000;
/** Cards shown before "show all" (the best scores; a phone stacks them). */
export const FIRST_PICKS = 6;

/** The home page's AI picks: backtested setups across families, best score first (public). */
export function AuroraBlock() {
  const q = useQuery({
    queryKey: [AURORA_HOME_KEY],
    queryFn: fetchAuroraHome,
    refetchInterval: (query) => (query.state.data?.pending ? COLD_REFRESH_MS : REFRESH_MS),
  });
  const [all, setAll] = useState(false);
  const picks = q.data?.list ?? [];
  const shown = all ? picks : picks.slice(0, FIRST_PICKS);
  return (
    <section className="card flex min-w-0 flex-col gap-3" data-testid="aurora" aria-labelledby="aurora-title">
      <div className="flex flex-col gap-1">
        <h2 id="aurora-title" className="card-title"><FormattedMessage id="aurora.title" /></h2>
        <p className="text-xs text-muted"><FormattedMessage id="aurora.note" /></p>
      </div>
      <LoadState query={q} errorId="aurora.loadError" emptyTestId="aurora-empty"
        empty={picks.length === 0 && <FormattedMessage id="aurora.empty" />} />
      {picks.length > 0 && (
        <ul id="aurora-list" className="grid grid-cols-3 gap-3 phone:grid-cols-1" data-testid="aurora-list">
          {shown.map((p) => <PickCard key={p.aurora_id} pick={p} />)}
        </ul>
      )}
      {picks.length > FIRST_PICKS && (
        <button type="button" className="btn-ghost h-9 self-center px-4 text-sm" data-testid="aurora-more"
          aria-expanded={all} aria-controls="aurora-list" onClick={() => setAll((v) => !v)}>
          {all ? <FormattedMessage id="aurora.showFewer" />
            : <FormattedMessage id="aurora.showAll" values={{ count: picks.length }} />}
        </button>
      )}
    </section>
  );
}

/** What a pick's `sell_cnt` counts, by family: a grid's arbitrages, a martingale's rounds, a combo's rebalances. */
const TRADES_LABEL: Record<AuroraPick['biz_type'], string> = {
  GRID_SPOT: 'detail.arbitrages',
  GRID_FUTURES: 'detail.arbitrages',
  MART_FUTURES: 'fmart.detail.completedRounds',
  COMBO_FUTURES: 'fcombo.detail.rebalances',
};

/**
 * One pick: every figure over its backtest window, whose length it shows. The window's yield
 * always; an APR only when the server annualised it (30 days or more), labelled with its window.
 */
function PickCard({ pick }: { pick: AuroraPick }) {
  const intl = useIntl();
  const days = Number(pick.estimate_profits_days);
  const apr = pick.estimate_profits_apr_e4;
  const windowYield = ratioOfE4(pick.estimate_profits_rate_e4);
  const symbols = pick.symbol.split(',').join(' + ');
  const style = intl.formatMessage({ id: `ai.style.${pick.style_name}` });
  const family = intl.formatMessage({ id: `myBots.type.${pick.biz_type}` });
  return (
    <BotCard testId="aurora-pick" ids={{ 'data-aurora-id': pick.aurora_id, 'data-biz-type': pick.biz_type }}
      family={family} familyTestId="aurora-family" head={<span className="text-xs text-muted">{style}</span>}>
      <p className="truncate font-medium" title={symbols}><bdi>{symbols}</bdi></p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Figure label={<FormattedMessage id="aurora.windowYield" values={{ days }} />} testId="aurora-yield"
          className={`font-semibold ${pnlClass(windowYield)}`}>
          {fmtPercent(windowYield, intl.locale, true)}
        </Figure>
        <Figure label={<FormattedMessage id="ai.drawdown" />} testId="aurora-drawdown" className="font-semibold">
          {fmtPercent(ratioOfE4(pick.max_draw_down_rate_e4), intl.locale)}
        </Figure>
        {apr !== null && (
          <Figure label={<FormattedMessage id="ai.apr" values={{ days: Math.round(days) }} />} testId="aurora-apr"
            className={pnlClass(ratioOfE4(apr))}>
            {fmtPercent(ratioOfE4(apr), intl.locale, true)}
          </Figure>
        )}
        {pick.sell_cnt !== null && (
          <Figure label={<FormattedMessage id={TRADES_LABEL[pick.biz_type]} />} testId="aurora-trades">
            {fmtAmount(pick.sell_cnt, intl.locale, 0)}
          </Figure>
        )}
      </dl>
      <p className="text-xs text-muted" data-testid="aurora-window">
        <FormattedMessage id="aurora.window" values={{ days }} />
      </p>
      <Link to={createPathOf(pick)} className="btn-primary mt-auto inline-flex h-9 items-center justify-center px-4"
        data-testid="aurora-use" aria-label={intl.formatMessage({ id: 'aurora.useLabel' }, { style, family, symbol: symbols })}>
        <FormattedMessage id="aurora.use" />
      </Link>
    </BotCard>
  );
}

function Figure({ label, testId, className = '', children }: {
  label: ReactNode;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`tabular-nums ${className}`} data-testid={testId}><bdi>{children}</bdi></dd>
    </div>
  );
}
