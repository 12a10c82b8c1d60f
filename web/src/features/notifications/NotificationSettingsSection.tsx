import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../api/errorMessage';
import { LANGUAGE_LABELS, LOCALES } from '../../i18n/locales';
import { notify } from '../../shell/toast';
import {
  addChannel, channelDeliveries, deleteChannel, KINDS, NOTIFICATION_SETTINGS_KEY, NOTIFICATIONS_KEY, notificationSettings,
  testChannel, type Channel, type NotificationSettings, type SettingsChange,
} from './api';
import { validTelegram, validThreshold, validWebhookUrl } from './validate';

/**
 * The account page's "Notifications": the per-event toggles, the messages' language, the
 * liquidation-risk threshold, and the channels (webhooks and Telegram chats) with a test button
 * and each one's delivery log. A webhook's signing secret is shown once, right after it is added.
 */
export function NotificationSettingsSection() {
  const intl = useIntl();
  const q = useQuery({ queryKey: [NOTIFICATION_SETTINGS_KEY], queryFn: () => notificationSettings() });
  return (
    <section className="card" aria-labelledby="notif-settings-title" data-testid="notif-settings">
      <h2 id="notif-settings-title" className="text-base font-semibold"><FormattedMessage id="notifications.settings.title" /></h2>
      <p className="mt-1 text-sm text-muted"><FormattedMessage id="notifications.settings.intro" /></p>
      {q.isError && <p role="alert" className="mt-3 text-sm text-down">{intl.formatMessage({ id: errorMessageId(q.error) })}</p>}
      {q.data && <Preferences key={JSON.stringify([q.data.events, q.data.locale, q.data.liquidation_risk_threshold])} s={q.data} />}
      {q.data && <Channels s={q.data} />}
    </section>
  );
}

function Preferences({ s }: { s: NotificationSettings }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [events, setEvents] = useState<Record<string, boolean>>(s.events);
  const [locale, setLocale] = useState(s.locale);
  const [threshold, setThreshold] = useState(s.liquidation_risk_threshold);
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (change: SettingsChange) => notificationSettings(change),
    onSuccess: (next) => {
      client.setQueryData([NOTIFICATION_SETTINGS_KEY], next);
      void client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
      notify('success', intl.formatMessage({ id: 'notifications.settings.saved' }));
    },
    onError: (err) => notify('fail', intl.formatMessage({ id: errorMessageId(err) })),
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!validThreshold(threshold)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate({ events, locale, liquidation_risk_threshold: threshold.trim() });
  }
  return (
    <form className="mt-3 flex flex-col gap-3" onSubmit={submit} noValidate>
      <fieldset className="grid grid-cols-2 gap-x-4 gap-y-1 phone:grid-cols-1" data-testid="notif-kinds">
        {KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={events[kind] ?? false} data-testid={`notif-kind-${kind}`}
              onChange={(e) => setEvents({ ...events, [kind]: e.target.checked })} />
            {intl.formatMessage({ id: `notifications.kind.${kind}` })}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm">
        <FormattedMessage id="notifications.settings.language" />
        <select className="input" value={locale} data-testid="notif-locale"
          onChange={(e) => setLocale(e.target.value as NotificationSettings['locale'])}>
          {LOCALES.map((l) => <option key={l} value={l}>{LANGUAGE_LABELS[l]}</option>)}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <FormattedMessage id="notifications.settings.threshold" />
        <input className="input" inputMode="decimal" dir="ltr" value={threshold} data-testid="notif-threshold"
          aria-invalid={invalid} onChange={(e) => setThreshold(e.target.value)} />
        <span className="text-xs text-muted"><FormattedMessage id="notifications.settings.thresholdHint" /></span>
      </label>
      {invalid && <p role="alert" className="text-sm text-down" data-testid="notif-threshold-error"><FormattedMessage id="notifications.settings.thresholdInvalid" /></p>}
      <button type="submit" className="btn-primary self-start" disabled={save.isPending} data-testid="notif-save">
        <FormattedMessage id="notifications.settings.save" />
      </button>
    </form>
  );
}

function Channels({ s }: { s: NotificationSettings }) {
  const [secret, setSecret] = useState<string | null>(null);
  const full = s.channels.length >= s.max_channels;
  return (
    <div className="mt-5 flex flex-col gap-2">
      <h3 className="text-sm font-semibold"><FormattedMessage id="notifications.channels.title" /></h3>
      {s.channels.length === 0 ? (
        <p className="text-sm text-muted" data-testid="notif-channels-empty"><FormattedMessage id="notifications.channels.empty" /></p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="notif-channels">
          {s.channels.map((c) => <ChannelRow key={c.id} c={c} />)}
        </ul>
      )}
      {secret && (
        <div className="rounded border border-line p-3 text-sm" role="status" data-testid="notif-secret">
          <p><FormattedMessage id="notifications.channels.secretOnce" /></p>
          <code className="mt-1 block break-all font-mono" dir="ltr">{secret}</code>
        </div>
      )}
      {full ? (
        <p className="text-sm text-muted" data-testid="notif-full"><FormattedMessage id="notifications.channels.full" values={{ max: s.max_channels }} /></p>
      ) : (
        <AddChannelForm onSecret={setSecret} />
      )}
    </div>
  );
}

function ChannelRow({ c }: { c: Channel }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const log = useQuery({ queryKey: [NOTIFICATION_SETTINGS_KEY, 'log', c.id], queryFn: () => channelDeliveries(c.id), enabled: showLog });
  const test = useMutation({
    mutationFn: () => testChannel(c.id),
    onSuccess: (r) => {
      notify(r.status === 'DELIVERED' ? 'success' : 'fail', intl.formatMessage({ id: `notifications.channels.testResult.${r.status}` }));
      void log.refetch();
    },
    onError: (err) => notify('fail', intl.formatMessage({ id: errorMessageId(err) })),
  });
  const remove = useMutation({
    mutationFn: () => deleteChannel(c.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [NOTIFICATION_SETTINGS_KEY] });
      notify('success', intl.formatMessage({ id: 'notifications.channels.deleted' }));
    },
    onError: (err) => notify('fail', intl.formatMessage({ id: errorMessageId(err) })),
  });
  return (
    <li className="rounded border border-line p-3" data-testid={`notif-channel-${c.id}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold"><FormattedMessage id={`notifications.channels.${c.type}`} /></span>
        <span className="break-all font-mono text-xs" dir="ltr" data-testid="notif-channel-target">{c.url ?? c.chat_id}</span>
        <span className="font-mono text-xs text-muted" dir="ltr">{c.secret_hint}</span>
        {c.label && <span className="break-all text-muted">{c.label}</span>}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn-ghost h-8 px-2 text-xs" disabled={test.isPending} onClick={() => test.mutate()} data-testid="notif-test">
          <FormattedMessage id="notifications.channels.test" />
        </button>
        <button type="button" className="btn-ghost h-8 px-2 text-xs" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)} data-testid="notif-log-toggle">
          <FormattedMessage id="notifications.channels.log" />
        </button>
        <button type="button" className="btn-ghost h-8 px-2 text-xs text-down" disabled={remove.isPending} onClick={() => remove.mutate()} data-testid="notif-delete">
          <FormattedMessage id="notifications.channels.delete" />
        </button>
      </div>
      {showLog && log.data && (
        log.data.list.length === 0 ? (
          <p className="mt-2 text-xs text-muted" data-testid="notif-log-empty"><FormattedMessage id="notifications.channels.logEmpty" /></p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-xs" data-testid="notif-log">
            {log.data.list.map((d) => (
              <li key={d.id} className={d.status === 'FAILED' ? 'text-down' : d.status === 'DELIVERED' ? 'text-up' : 'text-muted'}>
                {intl.formatDate(d.created_ms, { dateStyle: 'short', timeStyle: 'medium' })}{' · '}
                <FormattedMessage id="notifications.channels.logRow" values={{
                  kind: d.kind === 'TEST' ? intl.formatMessage({ id: 'notifications.channels.test' }) : intl.formatMessage({ id: `notifications.kind.${d.kind}` }),
                  status: intl.formatMessage({ id: `notifications.channels.status.${d.status}` }),
                  attempts: d.attempts,
                }} />
                {d.last_error && <span dir="ltr"> ({d.last_error})</span>}
              </li>
            ))}
          </ul>
        )
      )}
    </li>
  );
}

function AddChannelForm({ onSecret }: { onSecret: (secret: string | null) => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [type, setType] = useState<'webhook' | 'telegram'>('webhook');
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [chatId, setChatId] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: addChannel,
    onSuccess: (added) => {
      onSecret(added.secret ?? null);
      setUrl('');
      setToken('');
      setChatId('');
      setLabel('');
      void client.invalidateQueries({ queryKey: [NOTIFICATION_SETTINGS_KEY] });
      notify('success', intl.formatMessage({ id: 'notifications.channels.added' }));
    },
    onError: (err) => setError(intl.formatMessage({ id: errorMessageId(err) })),
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const name = label.trim() || null;
    if (type === 'webhook') {
      if (!validWebhookUrl(url)) return setError(intl.formatMessage({ id: 'notifications.channels.invalidUrl' }));
      setError(null);
      add.mutate({ type, url: url.trim(), label: name });
    } else {
      if (!validTelegram(token, chatId)) return setError(intl.formatMessage({ id: 'notifications.channels.invalidTelegram' }));
      setError(null);
      add.mutate({ type, bot_token: token.trim(), chat_id: chatId.trim(), label: name });
    }
  }
  return (
    <form className="flex flex-col gap-2 border-t border-line pt-3" onSubmit={submit} noValidate data-testid="notif-add">
      <label className="flex flex-col gap-1 text-sm">
        <FormattedMessage id="notifications.channels.type" />
        <select className="input" value={type} data-testid="notif-type" onChange={(e) => { setType(e.target.value as 'webhook' | 'telegram'); setError(null); }}>
          <option value="webhook">{intl.formatMessage({ id: 'notifications.channels.webhook' })}</option>
          <option value="telegram">{intl.formatMessage({ id: 'notifications.channels.telegram' })}</option>
        </select>
      </label>
      {type === 'webhook' ? (
        <label className="flex flex-col gap-1 text-sm">
          <FormattedMessage id="notifications.channels.url" />
          <input className="input" type="url" dir="ltr" value={url} data-testid="notif-url" onChange={(e) => setUrl(e.target.value)} />
        </label>
      ) : (
        <div className="form-2col">
          <label className="flex flex-col gap-1 text-sm">
            <FormattedMessage id="notifications.channels.token" />
            <input className="input" type="password" autoComplete="off" dir="ltr" value={token} data-testid="notif-token" onChange={(e) => setToken(e.target.value)} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <FormattedMessage id="notifications.channels.chatId" />
            <input className="input" dir="ltr" value={chatId} data-testid="notif-chat" onChange={(e) => setChatId(e.target.value)} />
          </label>
        </div>
      )}
      <label className="flex flex-col gap-1 text-sm">
        <FormattedMessage id="notifications.channels.label" />
        <input className="input" maxLength={64} value={label} data-testid="notif-label" onChange={(e) => setLabel(e.target.value)} />
      </label>
      {error && <p role="alert" className="text-sm text-down" data-testid="notif-add-error">{error}</p>}
      <button type="submit" className="btn-primary self-start" disabled={add.isPending} data-testid="notif-add-submit">
        <FormattedMessage id="notifications.channels.add" />
      </button>
    </form>
  );
}
