import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeQueryClient, Providers } from '../../app/Providers';
import ar from '../../i18n/locales/ar-SA.json';
import { mockFetch, ok, renderWithApp, type RouteAnswer } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { validTelegram, validThreshold, validWebhookUrl } from './validate';

const LIST = 'POST /v2/private/notifications/list';
const READ = 'POST /v2/private/notifications/read';
const SETTINGS = 'POST /v2/private/notifications/settings';
const ADD = 'POST /v2/private/notifications/channels/add';
const TEST = 'POST /v2/private/notifications/channels/test';
const LOG = 'POST /v2/private/notifications/channels/deliveries';

const NOTE = (id: string, kind: string, read: boolean, text: string) => ({
  id, kind, bot_id: '12', ts_ms: 1764300000000, read, text, data: { symbol: 'BTCUSDT' },
});
const PAGE = {
  list: [
    NOTE('3', 'STOP_LOSS', false, 'Bot 12 (BTCUSDT) hit its stop loss and is closing.'),
    NOTE('2', 'BOT_STARTED', true, 'Bot 12 (BTCUSDT) started.'),
  ],
  unread_count: 1,
  next_before: null,
};
const EVENTS = {
  BOT_STARTED: true, BOT_PAUSED: true, BOT_RESUMED: true, TAKE_PROFIT: true, STOP_LOSS: true, TRAILING_STOP: true,
  LIQUIDATION: true, LIQUIDATION_RISK: true, ROUND_COMPLETED: false, REBALANCED: true, BOT_CLOSED: true, VENUE_ERROR: true,
};
const HOOK = {
  id: '5', type: 'webhook', label: 'srv', url: 'https://example.com/hook', chat_id: null, secret_hint: '…wxyz',
  enabled: true, created_ms: 1764300000000,
};
const SETTINGS_RESULT = { events: EVENTS, locale: 'en', liquidation_risk_threshold: '80', channels: [], max_channels: 5 };

function setup(routes: Record<string, RouteAnswer>) {
  const { fn, calls } = mockFetch(routes);
  vi.stubGlobal('fetch', vi.fn(fn));
  const sent = (path: string) => calls.filter((c) => c.url === path).map((c) => JSON.parse(String(c.init.body)));
  return { sent };
}

describe('the notification bell', () => {
  it('shows the unread count, lists newest first and marks one or all read', async () => {
    let page = PAGE;
    const { sent } = setup({
      [LIST]: () => ok(page),
      [READ]: () => { page = { ...PAGE, list: PAGE.list.map((n) => ({ ...n, read: true })), unread_count: 0 }; return ok({ updated: 1, unread_count: 0 }); },
    });
    renderWithApp(<NotificationBell />);
    expect(await screen.findByTestId('notif-count')).toHaveTextContent('1');
    expect(screen.getByTestId('notif-bell')).toHaveAccessibleName('Notifications: 1 unread notification');
    await userEvent.click(screen.getByTestId('notif-bell'));
    const panel = screen.getByTestId('notif-panel');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-testid'))).toEqual(['notif-3', 'notif-2']);
    expect(items[0]).toHaveTextContent('Stop loss');
    expect(items[0]).toHaveTextContent('Bot 12 (BTCUSDT) hit its stop loss and is closing.');
    expect(within(items[1]!).queryByTestId('notif-read')).toBeNull(); // already read
    await userEvent.click(within(items[0]!).getByTestId('notif-read'));
    await waitFor(() => expect(screen.queryByTestId('notif-count')).toBeNull());
    expect(sent('/v2/private/notifications/read')).toEqual([{ ids: ['3'] }]);
    expect(screen.getByTestId('notif-read-all')).toBeDisabled();
  });

  it('marks all read, and says when there is nothing', async () => {
    const { sent } = setup({ [LIST]: ok(PAGE), [READ]: ok({ updated: 1, unread_count: 0 }) });
    renderWithApp(<NotificationBell />);
    await screen.findByTestId('notif-count');
    await userEvent.click(screen.getByTestId('notif-bell'));
    await userEvent.click(screen.getByTestId('notif-read-all'));
    await waitFor(() => expect(sent('/v2/private/notifications/read')).toEqual([{ all: true }]));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('notif-panel')).toBeNull();
  });

  it('an empty centre', async () => {
    setup({ [LIST]: ok({ list: [], unread_count: 0, next_before: null }) });
    renderWithApp(<NotificationBell />);
    await userEvent.click(await screen.findByTestId('notif-bell'));
    expect(await screen.findByTestId('notif-empty')).toHaveTextContent('No notifications yet.');
    expect(screen.queryByTestId('notif-count')).toBeNull();
  });
});

describe('notification settings on the account page', () => {
  it('saves the toggles, the language and the threshold (checked first)', async () => {
    const { sent } = setup({
      [SETTINGS]: ({ body }) => ok({ ...SETTINGS_RESULT, ...(body.events ? { events: body.events, locale: body.locale, liquidation_risk_threshold: body.liquidation_risk_threshold } : {}) }),
      [LIST]: ok(PAGE),
    });
    renderWithApp(<NotificationSettingsSection />, '/account/');
    expect(await screen.findByTestId('notif-kind-ROUND_COMPLETED')).not.toBeChecked();
    expect(screen.getByTestId('notif-kind-STOP_LOSS')).toBeChecked();
    expect(screen.getByTestId('notif-channels-empty')).toHaveTextContent('No channels yet: notifications stay in the app.');
    await userEvent.click(screen.getByTestId('notif-kind-ROUND_COMPLETED'));
    await userEvent.click(screen.getByTestId('notif-kind-VENUE_ERROR'));
    await userEvent.selectOptions(screen.getByTestId('notif-locale'), 'ja-JP');
    await userEvent.clear(screen.getByTestId('notif-threshold'));
    await userEvent.type(screen.getByTestId('notif-threshold'), '150');
    await userEvent.click(screen.getByTestId('notif-save'));
    expect(screen.getByTestId('notif-threshold-error')).toHaveTextContent('Enter a percent from 1 to 100.');
    expect(sent('/v2/private/notifications/settings')).toEqual([{}]); // only the first read
    await userEvent.clear(screen.getByTestId('notif-threshold'));
    await userEvent.type(screen.getByTestId('notif-threshold'), '65.5');
    await userEvent.click(screen.getByTestId('notif-save'));
    await waitFor(() => expect(sent('/v2/private/notifications/settings')).toHaveLength(2));
    expect(sent('/v2/private/notifications/settings')[1]).toEqual({
      events: { ...EVENTS, ROUND_COMPLETED: true, VENUE_ERROR: false }, locale: 'ja-JP', liquidation_risk_threshold: '65.5',
    });
  });

  it('adds a webhook and shows its secret once; tests it and shows the log', async () => {
    let channels: unknown[] = [];
    const { sent } = setup({
      [SETTINGS]: () => ok({ ...SETTINGS_RESULT, channels }),
      [ADD]: () => { channels = [HOOK]; return ok({ ...HOOK, secret: 'whsec_abcdefwxyz' }); },
      [TEST]: ok({ delivery_id: '9', status: 'DELIVERED' }),
      [LOG]: ok({ list: [{ id: '9', notification_id: '40', kind: 'TEST', status: 'DELIVERED', attempts: 1, next_ms: 0, last_status: 200, last_error: null, created_ms: 1764300000000, done_ms: 1764300000000 }] }),
    });
    renderWithApp(<NotificationSettingsSection />, '/account/');
    await screen.findByTestId('notif-channels-empty');
    await userEvent.type(screen.getByTestId('notif-url'), 'ftp://example.com');
    await userEvent.click(screen.getByTestId('notif-add-submit'));
    expect(screen.getByTestId('notif-add-error')).toHaveTextContent('Enter an http:// or https:// URL.');
    await userEvent.clear(screen.getByTestId('notif-url'));
    await userEvent.type(screen.getByTestId('notif-url'), 'https://example.com/hook');
    await userEvent.type(screen.getByTestId('notif-label'), 'srv');
    await userEvent.click(screen.getByTestId('notif-add-submit'));
    expect(await screen.findByTestId('notif-secret')).toHaveTextContent('whsec_abcdefwxyz');
    expect(sent('/v2/private/notifications/channels/add')).toEqual([{ type: 'webhook', url: 'https://example.com/hook', label: 'srv' }]);
    const row = await screen.findByTestId('notif-channel-5');
    expect(within(row).getByTestId('notif-channel-target')).toHaveTextContent('https://example.com/hook');
    expect(row).toHaveTextContent('…wxyz');
    await userEvent.click(within(row).getByTestId('notif-test'));
    await waitFor(() => expect(sent('/v2/private/notifications/channels/test')).toEqual([{ channel_id: '5' }]));
    await userEvent.click(within(row).getByTestId('notif-log-toggle'));
    expect(await within(row).findByTestId('notif-log')).toHaveTextContent('Send a test: delivered, 1 attempt');
  });

  it('a Telegram channel: token and chat id checked, the token a password field', async () => {
    const { sent } = setup({ [SETTINGS]: ok(SETTINGS_RESULT), [ADD]: ok({ ...HOOK, type: 'telegram', url: null, chat_id: '4242', secret: null }) });
    renderWithApp(<NotificationSettingsSection />, '/account/');
    await screen.findByTestId('notif-channels-empty');
    await userEvent.selectOptions(screen.getByTestId('notif-type'), 'telegram');
    expect(screen.getByTestId('notif-token')).toHaveAttribute('type', 'password');
    await userEvent.type(screen.getByTestId('notif-token'), 'nope');
    await userEvent.click(screen.getByTestId('notif-add-submit'));
    expect(screen.getByTestId('notif-add-error')).toHaveTextContent('Enter the bot token from @BotFather and the chat id.');
    await userEvent.clear(screen.getByTestId('notif-token'));
    await userEvent.type(screen.getByTestId('notif-token'), '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await userEvent.type(screen.getByTestId('notif-chat'), '4242');
    await userEvent.click(screen.getByTestId('notif-add-submit'));
    await waitFor(() => expect(sent('/v2/private/notifications/channels/add')).toEqual([
      { type: 'telegram', bot_token: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ', chat_id: '4242', label: null },
    ]));
    expect(screen.queryByTestId('notif-secret')).toBeNull();
  });

  it('in Arabic, right to left, URLs and figures stay left to right', async () => {
    setup({ [SETTINGS]: ok({ ...SETTINGS_RESULT, channels: [HOOK] }) });
    render(
      <Providers locale="ar-SA" messages={ar} client={makeQueryClient()}>
        <MemoryRouter initialEntries={['/ar-SA/tradingbot/account/']}><NotificationSettingsSection /></MemoryRouter>
      </Providers>,
    );
    expect((await screen.findByTestId('notif-kind-STOP_LOSS')).parentElement).toHaveTextContent('وقف الخسارة');
    expect(screen.getByTestId('notif-settings')).toHaveTextContent('لغة الرسائل');
    expect(screen.getByTestId('notif-channel-target')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('notif-threshold')).toHaveAttribute('dir', 'ltr');
  });
});

describe('the checks before a call', () => {
  it('threshold, URL, Telegram', () => {
    expect(['1', '80', '99.5', '100'].map(validThreshold)).toEqual([true, true, true, true]);
    expect(['0', '100.5', '-5', 'abc', ''].map(validThreshold)).toEqual([false, false, false, false, false]);
    expect(['https://a.io/x', 'http://10.0.0.1:8080/h'].map(validWebhookUrl)).toEqual([true, true]);
    expect(['ftp://a.io', 'https://u:p@a.io/', 'not a url'].map(validWebhookUrl)).toEqual([false, false, false]);
    expect(validTelegram('123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ', '@my_channel')).toBe(true);
    expect(validTelegram('123456:short', '4242')).toBe(false);
    expect(validTelegram('123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'chat')).toBe(false);
  });
});
