import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../../shell/LoadState';
import { isExternal, localeOfIntl, safeHref, searchAnnouncements, type AnnouncementHit } from './api';

export const ANNOUNCEMENTS_KEY = 'announcements';

/** The home page's announcements: the latest of the page's language, a search box, paging. */
export function AnnouncementsBlock() {
  const intl = useIntl();
  const locale = localeOfIntl(intl.locale);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const found = useQuery({
    queryKey: [ANNOUNCEMENTS_KEY, locale, query, page],
    queryFn: () => searchAnnouncements(locale, query, page),
    placeholderData: keepPreviousData,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(0);
  };
  const result = found.data;
  const hits = result?.hits ?? [];
  const pages = result?.nbPages ?? 0;

  return (
    <section className="card flex min-w-0 flex-col gap-3" data-testid="announcements" aria-labelledby="announcements-title">
      <div className="flex flex-wrap items-center justify-between gap-3 phone:flex-col phone:items-stretch">
        <h2 id="announcements-title" className="card-title"><FormattedMessage id="announcements.title" /></h2>
        <form role="search" className="flex min-w-0 gap-2 phone:w-full" onSubmit={submit}>
          <input
            type="search"
            className="input h-9 w-64 min-w-0 phone:flex-1 phone:w-auto"
            data-testid="announcements-search"
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
            aria-label={intl.formatMessage({ id: 'announcements.searchLabel' })}
            placeholder={intl.formatMessage({ id: 'announcements.searchPlaceholder' })}
          />
          <button type="submit" className="btn-ghost h-9 border border-line" data-testid="announcements-search-button">
            <FormattedMessage id="announcements.searchButton" />
          </button>
        </form>
      </div>

      <LoadState query={found} errorId="announcements.loadError" emptyTestId="announcements-empty"
        empty={hits.length === 0 && (query
          ? <FormattedMessage id="announcements.noResults" values={{ query }} />
          : <FormattedMessage id="announcements.empty" />)} />
      {hits.length > 0 && (
        <ul className="flex flex-col" data-testid="announcements-list">
          {hits.map((hit) => <AnnouncementRow key={hit.objectID} hit={hit} />)}
        </ul>
      )}

      {result && pages > 1 && (
        <nav className="flex items-center justify-between gap-3 text-sm text-muted"
          aria-label={intl.formatMessage({ id: 'announcements.pagination' })}>
          <button type="button" className="btn-ghost" data-testid="announcements-prev"
            disabled={page === 0 || found.isFetching} onClick={() => setPage((p) => Math.max(0, p - 1))}>
            <FormattedMessage id="announcements.prev" />
          </button>
          <span data-testid="announcements-page" className="tabular-nums">
            <FormattedMessage id="announcements.pageOf" values={{ page: page + 1, pages }} />
          </span>
          <button type="button" className="btn-ghost" data-testid="announcements-next"
            disabled={page + 1 >= pages || found.isFetching} onClick={() => setPage((p) => p + 1)}>
            <FormattedMessage id="announcements.next" />
          </button>
        </nav>
      )}
    </section>
  );
}

function AnnouncementRow({ hit }: { hit: AnnouncementHit }) {
  const intl = useIntl();
  const href = safeHref(hit.url);
  const external = isExternal(hit.url);
  return (
    <li className="flex items-baseline justify-between gap-4 border-t border-line py-2.5 first:border-t-0 phone:flex-col phone:gap-1"
      data-testid="announcement" data-object-id={hit.objectID}>
      {href ? (
        <a href={href} className="min-w-0 break-words text-start text-sm text-fg hover:text-accent"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {hit.title}
        </a>
      ) : (
        <span className="min-w-0 break-words text-start text-sm">{hit.title}</span>
      )}
      <time className="shrink-0 text-xs tabular-nums text-muted" dateTime={new Date(hit.date_timestamp).toISOString()}>
        {intl.formatDate(hit.date_timestamp, { year: 'numeric', month: 'short', day: 'numeric' })}
      </time>
    </li>
  );
}
