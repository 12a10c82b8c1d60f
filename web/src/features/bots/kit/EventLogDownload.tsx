import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { api, ApiError } from '../../../api/client';
import type { Schemas } from '../../../api/contract';
import { errorMessageId } from '../../../api/errorMessage';
import { notify } from '../../../shell/toast';
import type { Id } from './api';
import { BOT_CODES, botCodeOf } from './errors';

export type EventLogFormat = 'jsonl' | 'csv';
export type ExportedEvents = Schemas['ExportEventsResult'];

export const EXPORT_EVENTS = '/s1/bot/tradingbot/v1/export-events';
const FORMATS: EventLogFormat[] = ['jsonl', 'csv'];
const MIME: Record<EventLogFormat, string> = { jsonl: 'application/x-ndjson', csv: 'text/csv' };

/** POST export-events: the bot's full event log as a file's text (docs/EVENT-LOG.md). */
export function exportEvents(botId: Id, format: EventLogFormat): Promise<ExportedEvents> {
  return api.post<ExportedEvents>(EXPORT_EVENTS, { bot_id: String(botId), format });
}

/** Hand `text` to the browser as a download called `name`. */
export function saveFile(name: string, text: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function failure(intl: IntlShape, err: unknown): string {
  const bot = err instanceof ApiError ? botCodeOf(err) : undefined;
  if (bot && (BOT_CODES as readonly string[]).includes(bot)) return intl.formatMessage({ id: `botError.${bot}` });
  return intl.formatMessage({ id: errorMessageId(err) });
}

/**
 * The bot's event log to download (issue 27), JSON Lines or CSV: every event with the market
 * prices and rules it saw, from which `tradingbot replay FILE` rebuilds the bot exactly. Shown on
 * every family's detail page, running or closed.
 */
export function EventLogDownload({ botId }: { botId: Id }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<EventLogFormat | null>(null);
  const download = async (format: EventLogFormat) => {
    setBusy(format);
    try {
      const file = await exportEvents(botId, format);
      saveFile(file.filename, file.content, MIME[format]);
      notify('success', intl.formatMessage({ id: 'eventLog.done' }, { count: file.events }));
    } catch (err) {
      notify('fail', failure(intl, err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="card min-w-0" data-testid="event-log">
      <h2 className="card-title"><FormattedMessage id="eventLog.title" /></h2>
      <p className="mb-3 mt-1 text-xs text-muted"><FormattedMessage id="eventLog.note" /></p>
      <div className="flex flex-wrap gap-2">
        {FORMATS.map((format) => (
          <button key={format} type="button" className="btn-ghost h-9 min-w-0 border border-line"
            data-testid={`event-log-${format}`} disabled={busy !== null} onClick={() => void download(format)}>
            <FormattedMessage id={`eventLog.download.${format}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
