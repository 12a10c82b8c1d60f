import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

type BotListStatus = 'ongoing' | 'closed';
const STATUSES: BotListStatus[] = ['ongoing', 'closed'];

/** SPEC §3 bot list status: ongoing or closed. The list itself comes with the bots API. */
export function MyBots() {
  const [status, setStatus] = useState<BotListStatus>('ongoing');
  return (
    <section className="card" data-testid="my-bots">
      <h2 className="card-title"><FormattedMessage id="myBots.title" /></h2>
      <div role="tablist" className="tabs mt-3">
        {STATUSES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={status === s} className="tab"
            data-testid={`bots-tab-${s}`} onClick={() => setStatus(s)}>
            <FormattedMessage id={`myBots.${s}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel" className="empty-state" data-testid="bots-empty">
        <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" className="text-line">
          <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 30l7-8 6 5 9-11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <p><FormattedMessage id={status === 'ongoing' ? 'myBots.emptyOngoing' : 'myBots.emptyClosed'} /></p>
      </div>
    </section>
  );
}
