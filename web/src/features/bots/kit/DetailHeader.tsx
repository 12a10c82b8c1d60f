import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Id, RunTimes } from './api';
import { botRunningMs, fmtDuration, pairLabel } from './format';
import { StatusBadge } from './ui';

/** A detail page's column; `ids` name the bot on it (`data-bot-id`, spot grid's `data-grid-id`). */
export function DetailFrame({ testId, ids, children }: { testId: string; ids: Record<`data-${string}`, string>; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-4 px-4 py-6 phone:px-3 phone:py-4" data-testid={testId} {...ids}>
      {children}
    </div>
  );
}

interface Props {
  symbol: string;
  base: string;
  quote: string;
  /** translation id of the family badge (`myBots.type.GRID_SPOT`, …) */
  typeId: string;
  /** family badges between the type and the status (futures: mode and leverage) */
  badges?: ReactNode;
  status: string;
  botId: Id;
  times: RunTimes;
  /** a completed bot's running time stops at its end time */
  completed: boolean;
  /** the buttons that change the bot; none once it has stopped */
  actions?: ReactNode;
}

/** Top card of a bot detail page: pair, badges, bot id, running time and the action buttons. */
export function DetailHeader({ symbol, base, quote, typeId, badges, status, botId, times, completed, actions }: Props) {
  const intl = useIntl();
  const runningMs = botRunningMs(times.operation_time, times.create_time, completed ? times.end_time : null);
  return (
    <section className="card flex flex-wrap items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-xl font-semibold" dir="ltr" data-testid="detail-symbol">{pairLabel(symbol, base, quote)}</h1>
          <span className="badge"><FormattedMessage id={typeId} /></span>
          {badges}
          <StatusBadge status={status} />
        </div>
        <p className="text-xs text-muted">
          <FormattedMessage id="detail.botId" values={{ id: <bdi dir="ltr">{String(botId)}</bdi> }} />
          {' · '}
          <FormattedMessage id="detail.runningTime" />{' '}
          <span data-testid="running-time">{fmtDuration(intl, runningMs)}</span>
        </p>
      </div>
      {actions}
    </section>
  );
}
