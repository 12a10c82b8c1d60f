import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en.json';
import { notify } from '../../../shell/toast';
import { mockFetch, ok, renderWithApp } from '../../../test/render';
import { EventLogDownload } from './EventLogDownload';

vi.mock('../../../shell/toast', () => ({ notify: vi.fn() }));

const JSONL = '{"format":"tradingbot.bot-events"}\n{"kind":"CREATED","seq":1}\n';

describe('EventLogDownload', () => {
  const blobs: Blob[] = [];
  let names: string[] = [];

  beforeEach(() => {
    blobs.length = 0;
    names = [];
    vi.mocked(notify).mockClear();
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => { blobs.push(b); return 'blob:log'; }),
      revokeObjectURL: vi.fn(),
    }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the JSON Lines file the server answered, under its name', async () => {
    const { fn, calls } = mockFetch({
      'POST /s1/bot/tradingbot/v1/export-events': ({ body }) =>
        ok({ bot_id: '5', format: body.format, filename: `bot-5-events.${body.format}`, events: 1, content: JSONL }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<EventLogDownload botId="5" />);
    expect(screen.getByRole('heading', { name: 'Event log' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download JSONL' }));
    await waitFor(() => expect(names).toEqual(['bot-5-events.jsonl']));
    expect(await blobs[0]!.text()).toBe(JSONL);
    expect(blobs[0]!.type).toBe('application/x-ndjson;charset=utf-8');
    const sent = calls.find((c) => c.url.endsWith('/export-events'));
    expect(JSON.parse(String(sent?.init.body))).toEqual({ bot_id: '5', format: 'jsonl' });
    expect(notify).toHaveBeenCalledWith('success', 'Events downloaded: 1');
  });

  it('asks for CSV with the CSV button', async () => {
    const { fn, calls } = mockFetch({
      'POST /s1/bot/tradingbot/v1/export-events': ok({
        bot_id: '7', format: 'csv', filename: 'bot-7-events.csv', events: 2, content: 'seq,ts,kind,symbol,price,data\n',
      }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<EventLogDownload botId="7" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(names).toEqual(['bot-7-events.csv']));
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/export-events'))?.init.body))).toEqual({ bot_id: '7', format: 'csv' });
  });

  it('says the bot was not found, and downloads nothing, when the server refuses', async () => {
    const { fn } = mockFetch({
      'POST /s1/bot/tradingbot/v1/export-events': { ret_code: 12006, ret_msg: 'bot 9 not found', result: { bot_code: 'NOT_FOUND' }, time_now: '0' },
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<EventLogDownload botId="9" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download JSONL' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith('fail', en['botError.NOT_FOUND']);
    expect(names).toEqual([]);
  });
});
