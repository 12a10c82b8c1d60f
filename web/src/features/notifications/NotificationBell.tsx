import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorMessageId } from '../../api/errorMessage';
import { notify } from '../../shell/toast';
import { listNotifications, markRead, NOTIFICATIONS_KEY, type Notification } from './api';

/** How often the bell asks for the unread count while the page is open. */
export const BELL_REFRESH_MS = 30_000;

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M10 2.5a5 5 0 0 0-5 5v3.2L3.5 13.5h13L15 10.7V7.5a5 5 0 0 0-5-5ZM8 15.5a2 2 0 0 0 4 0" fill="none"
        stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's bell: the unread count, and a panel with the latest notifications (newest first)
 * that marks one or all read. The texts come from the server, in the language the user chose
 * for their messages.
 */
export function NotificationBell() {
  const intl = useIntl();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const q = useQuery({ queryKey: [NOTIFICATIONS_KEY], queryFn: () => listNotifications(20), refetchInterval: BELL_REFRESH_MS });
  const read = useMutation({
    mutationFn: markRead,
    onSuccess: () => client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
    onError: (err) => notify('fail', intl.formatMessage({ id: errorMessageId(err) })),
  });
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const unread = q.data?.unread_count ?? 0;
  const label = intl.formatMessage({ id: 'notifications.bell' });
  const items = q.data?.list ?? [];
  return (
    <div className="relative" ref={box}>
      <button type="button" className="icon-btn header-icon relative" data-testid="notif-bell" aria-expanded={open}
        aria-label={unread ? `${label}: ${intl.formatMessage({ id: 'notifications.unread' }, { count: unread })}` : label}
        onClick={() => setOpen((v) => !v)}>
        <BellIcon />
        {unread > 0 && (
          <span className="absolute -top-1 end-[-4px] min-w-4 rounded-full bg-down px-1 text-center text-[10px] leading-4 text-white"
            data-testid="notif-count">{unread > 99 ? '99+' : intl.formatNumber(unread)}</span>
        )}
      </button>
      {open && (
        <div role="dialog" aria-label={intl.formatMessage({ id: 'notifications.title' })} data-testid="notif-panel"
          className="absolute end-0 top-full z-50 mt-2 w-[360px] max-w-[calc(100vw-16px)] rounded-lg border border-line bg-card p-3 shadow-lg phone:fixed phone:inset-x-2 phone:top-12 phone:w-auto">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold"><FormattedMessage id="notifications.title" /></h2>
            <button type="button" className="btn-ghost h-8 px-2 text-xs" data-testid="notif-read-all"
              disabled={unread === 0 || read.isPending} onClick={() => read.mutate({ all: true })}>
              <FormattedMessage id="notifications.markAll" />
            </button>
          </div>
          {items.length === 0 ? (
            <p className="mt-3 text-sm text-muted" data-testid="notif-empty"><FormattedMessage id="notifications.empty" /></p>
          ) : (
            <ul className="mt-2 flex max-h-[60vh] flex-col gap-1 overflow-y-auto" data-testid="notif-list">
              {items.map((n) => <Item key={n.id} n={n} onRead={() => read.mutate({ ids: [n.id] })} />)}
            </ul>
          )}
          <Link to="/account" className="mt-2 block text-xs text-accent" onClick={() => setOpen(false)} data-testid="notif-settings-link">
            <FormattedMessage id="notifications.settingsLink" />
          </Link>
        </div>
      )}
    </div>
  );
}

function Item({ n, onRead }: { n: Notification; onRead: () => void }) {
  const intl = useIntl();
  return (
    <li className={`flex items-start gap-2 rounded p-2 text-sm ${n.read ? 'text-muted' : 'bg-raised'}`} data-testid={`notif-${n.id}`}
      data-read={n.read ? 'true' : 'false'}>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold">{intl.formatMessage({ id: `notifications.kind.${n.kind}` })}</p>
        <p className="break-words">{n.text}</p>
        <p className="text-xs text-muted">{intl.formatDate(n.ts_ms, { dateStyle: 'medium', timeStyle: 'short' })}</p>
      </div>
      {!n.read && (
        <button type="button" className="btn-ghost h-7 shrink-0 px-2 text-xs" onClick={onRead} data-testid="notif-read">
          <FormattedMessage id="notifications.markRead" />
        </button>
      )}
    </li>
  );
}
