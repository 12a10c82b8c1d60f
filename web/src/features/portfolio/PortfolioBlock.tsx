import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../../shell/LoadState';
import { fmtAmount, fmtPnl, pnlClass } from '../bots/kit/format';
import { DailyPnlChart } from './DailyPnlChart';
import { fetchPortfolio, PORTFOLIO_KEY } from './api';
import { TableHead } from '../bots/kit/TableHead';

const QUOTE = 'USDT';
const KNOWN_TYPES = ['GRID_SPOT', 'DCA_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'];

/** The logged-in user's portfolio on the home page: totals, per family, and the daily PnL curve. */
export function PortfolioBlock() {
  const intl = useIntl();
  const q = useQuery({ queryKey: [PORTFOLIO_KEY], queryFn: fetchPortfolio, refetchInterval: 15_000 });
  const p = q.data;
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <section className="card flex min-w-0 flex-col gap-3" data-testid="portfolio" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title" className="card-title"><FormattedMessage id="portfolio.title" /></h2>
      <LoadState query={q} errorId="portfolio.loadError" />
      {p && (
        <>
          <dl className="grid grid-cols-4 gap-3 phone:grid-cols-2">
            <Figure id="running" label={label('portfolio.runningBots')} value={String(p.running_bots)} />
            <Figure id="investment" label={label('portfolio.totalInvestment')}
              value={`${fmtAmount(p.total_investment, intl.locale, 2)} ${QUOTE}`} />
            <Figure id="pnl" label={label('portfolio.totalPnl')} value={`${fmtPnl(p.total_pnl, intl.locale)} ${QUOTE}`}
              tone={pnlClass(p.total_pnl)} />
            <Figure id="today" label={label('portfolio.todayPnl')} value={`${fmtPnl(p.today_pnl, intl.locale)} ${QUOTE}`}
              tone={pnlClass(p.today_pnl)} />
          </dl>
          {p.running_bots === 0 && (
            <p className="text-sm text-muted" data-testid="portfolio-empty"><FormattedMessage id="portfolio.empty" /></p>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            {p.families.length > 0 && (
              <table className="resp-table" data-testid="portfolio-families">
                <caption className="sr-only"><FormattedMessage id="portfolio.byFamily" /></caption>
                <TableHead cols={['portfolio.col.type', 'portfolio.col.bots', 'portfolio.col.investment', 'portfolio.col.pnl']} />
                <tbody>
                  {p.families.map((f) => (
                    <tr key={f.bot_type} data-testid="portfolio-family" data-bot-type={f.bot_type}>
                      <td data-label={label('portfolio.col.type')}>
                        {KNOWN_TYPES.includes(f.bot_type) ? <FormattedMessage id={`myBots.type.${f.bot_type}`} /> : f.bot_type}
                      </td>
                      <td data-label={label('portfolio.col.bots')} className="text-end tabular-nums">{f.bots}</td>
                      <td data-label={label('portfolio.col.investment')} className="text-end tabular-nums">
                        <bdi>{fmtAmount(f.investment, intl.locale, 2)} {QUOTE}</bdi>
                      </td>
                      <td data-label={label('portfolio.col.pnl')} className={`text-end tabular-nums ${pnlClass(f.pnl)}`}>
                        <bdi>{fmtPnl(f.pnl, intl.locale)} {QUOTE}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <figure className="flex min-w-0 flex-col gap-1">
              <figcaption className="text-xs text-muted"><FormattedMessage id="portfolio.chartTitle" /></figcaption>
              {p.daily.length > 0
                ? <DailyPnlChart days={p.daily} />
                : <p className="text-sm text-muted" data-testid="portfolio-chart-empty"><FormattedMessage id="portfolio.chartEmpty" /></p>}
            </figure>
          </div>
        </>
      )}
    </section>
  );
}

function Figure({ id, label, value, tone = '' }: { id: string; label: string; value: string; tone?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid={`portfolio-${id}`}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums ${tone}`}><bdi>{value}</bdi></dd>
    </div>
  );
}
