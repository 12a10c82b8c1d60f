import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { makeQueryClient, Providers } from '../../app/Providers';
import ar from '../../i18n/locales/ar-SA.json';
import { mockFetch, ok, renderWithApp, type RouteAnswer } from '../../test/render';
import { VenueKeysSection } from './VenueKeysSection';

const LIST = 'POST /v2/private/venue-keys/list';
const ADD = 'POST /v2/private/venue-keys/add';
const DELETE = 'POST /v2/private/venue-keys/delete';
const KEY = 'XK3pTqQ8mZr4Lw2Vb9';
const SECRET = 'Hs7dJk2LmN4pQr6StUv8WxYz1AbCdEfGhIjK';
const STORED = {
  id: '7', venue: 'bybit', testnet: true, label: 'grid account', api_key_masked: 'XK3p…2Vb9',
  permissions: ['read', 'spot', 'futures'], permissions_reported: true, created_ms: 1764300000000,
};
const BINANCE_LIVE = { ...STORED, id: '8', venue: 'binance', testnet: false, label: null, api_key_masked: 'vmPU…Eh8A', permissions: [], permissions_reported: false };

function renderKeys(routes: Record<string, RouteAnswer>) {
  const { fn, calls } = mockFetch(routes);
  vi.stubGlobal('fetch', vi.fn(fn));
  renderWithApp(<VenueKeysSection />, '/account/');
  const sent = (path: string) => calls.filter((c) => c.url === path).map((c) => JSON.parse(String(c.init.body)));
  return { sent };
}

async function typeIn(testId: string, text: string) {
  const input = screen.getByTestId(testId);
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}

describe('venue keys on the account page', () => {
  it('lists the keys masked, with their mode, permissions and name', async () => {
    renderKeys({ [LIST]: ok({ list: [STORED, BINANCE_LIVE], max_keys: 10 }) });
    const row = await screen.findByTestId('vk-row-7');
    expect(within(row).getByTestId('vk-masked')).toHaveTextContent('XK3p…2Vb9');
    expect(within(row).getByTestId('vk-mode')).toHaveTextContent('Testnet');
    expect(within(row).getByTestId('vk-permissions')).toHaveTextContent('Permissions: read, spot trading, and futures trading');
    expect(row).toHaveTextContent('Bybit');
    expect(row).toHaveTextContent('grid account');
    const live = screen.getByTestId('vk-row-8');
    expect(within(live).getByTestId('vk-mode')).toHaveTextContent('Live');
    expect(within(live).getByTestId('vk-permissions')).toHaveTextContent('Permissions: not reported by the venue');
    expect(screen.getByTestId('vk-count')).toHaveTextContent('2 of 10 keys');
  });

  it('checks the form before calling, and asks for the passphrase on OKX only', async () => {
    const { sent } = renderKeys({ [LIST]: ok({ list: [], max_keys: 10 }) });
    expect(await screen.findByTestId('vk-empty')).toHaveTextContent('No venue keys yet.');
    expect(screen.queryByTestId('vk-passphrase')).toBeNull();
    expect(screen.getByTestId('vk-testnet')).toBeChecked();
    await typeIn('vk-api-key', 'short');
    await userEvent.click(screen.getByTestId('vk-submit'));
    expect(screen.getByTestId('vk-error')).toHaveTextContent('The API key is 16 to 128 letters, digits or dashes.');
    expect(screen.getByTestId('vk-api-key')).toHaveAttribute('aria-invalid', 'true');
    await typeIn('vk-api-key', KEY);
    await typeIn('vk-secret', 'not a secret with spaces');
    await userEvent.click(screen.getByTestId('vk-submit'));
    expect(screen.getByTestId('vk-error')).toHaveTextContent('The secret is 16 to 256 letters, digits or the signs + / = _ -.');
    await userEvent.selectOptions(screen.getByTestId('vk-venue'), 'okx');
    await typeIn('vk-secret', SECRET);
    await userEvent.click(screen.getByTestId('vk-submit'));
    expect(screen.getByTestId('vk-error')).toHaveTextContent('Enter the passphrase you chose for this OKX key');
    expect(screen.getByTestId('vk-secret')).toHaveAttribute('type', 'password');
    expect(screen.getByTestId('vk-passphrase')).toHaveAttribute('type', 'password');
    expect(sent('/v2/private/venue-keys/add')).toEqual([]);
  });

  it('adds a key: the body the API takes, the fields emptied, the list read again', async () => {
    let listed: unknown[] = [];
    const { sent } = renderKeys({
      [LIST]: () => ok({ list: listed, max_keys: 10 }),
      [ADD]: () => { listed = [STORED]; return ok(STORED); },
    });
    await screen.findByTestId('vk-empty');
    await userEvent.selectOptions(screen.getByTestId('vk-venue'), 'bybit');
    await typeIn('vk-api-key', KEY);
    await typeIn('vk-secret', SECRET);
    await typeIn('vk-label', 'grid account');
    await userEvent.click(screen.getByTestId('vk-submit'));
    expect(await screen.findByTestId('vk-row-7')).toHaveTextContent('XK3p…2Vb9');
    expect(sent('/v2/private/venue-keys/add')).toEqual([
      { venue: 'bybit', api_key: KEY, secret: SECRET, testnet: true, label: 'grid account' },
    ]);
    for (const id of ['vk-api-key', 'vk-secret', 'vk-label']) expect(screen.getByTestId(id)).toHaveValue('');
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('says why the server refused a key, in the user language, on the key field', async () => {
    const answers = [
      { ret_code: 12202, ret_msg: 'this key may withdraw funds', result: { field: 'api_key' } },
      { ret_code: 12203, ret_msg: 'bybit refused this key', result: { field: 'api_key' } },
      { ret_code: 12204, ret_msg: 'bybit could not be reached', result: null },
      { ret_code: 12201, ret_msg: 'at most 10 venue keys per user', result: null },
      { ret_code: 10001, ret_msg: 'secret: String should match pattern', result: { field: 'secret' } },
    ];
    renderKeys({ [LIST]: ok({ list: [], max_keys: 10 }), [ADD]: () => answers.shift() });
    await screen.findByTestId('vk-empty');
    await userEvent.selectOptions(screen.getByTestId('vk-venue'), 'bybit');
    await typeIn('vk-api-key', KEY);
    await typeIn('vk-secret', SECRET);
    const expected = [
      'This key may withdraw funds. Make a key without the withdrawal permission on the venue.',
      'The venue refused this key.',
      'The venue could not be reached to check the key. Nothing was stored: try again shortly.',
      'You have as many keys as allowed: delete one first.',
      'The secret is 16 to 256 letters, digits or the signs + / = _ -.',
    ];
    for (const text of expected) {
      await userEvent.click(screen.getByTestId('vk-submit'));
      await waitFor(() => expect(screen.getByTestId('vk-error')).toHaveTextContent(text));
    }
    expect(screen.getByTestId('vk-secret')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('vk-secret')).toHaveValue(SECRET); // kept for a correction
  });

  it('deletes a key after a confirmation; cancelling keeps it', async () => {
    let listed: unknown[] = [STORED];
    const { sent } = renderKeys({
      [LIST]: () => ok({ list: listed, max_keys: 10 }),
      [DELETE]: () => { listed = []; return ok({ id: '7' }); },
    });
    await userEvent.click(within(await screen.findByTestId('vk-row-7')).getByTestId('vk-delete'));
    const dialog = await screen.findByTestId('vk-delete-dialog');
    expect(dialog).toHaveTextContent('The Bybit key XK3p…2Vb9 will be deleted here.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('vk-delete-dialog')).toBeNull();
    expect(sent('/v2/private/venue-keys/delete')).toEqual([]);
    await userEvent.click(screen.getByTestId('vk-delete'));
    await userEvent.click(await screen.findByTestId('vk-delete-confirm'));
    expect(await screen.findByTestId('vk-empty')).toBeInTheDocument();
    expect(sent('/v2/private/venue-keys/delete')).toEqual([{ id: '7' }]);
  });

  it('disables adding when the user has as many keys as allowed', async () => {
    renderKeys({ [LIST]: ok({ list: [STORED], max_keys: 1 }) });
    await screen.findByTestId('vk-row-7');
    expect(screen.getByTestId('vk-submit')).toBeDisabled();
  });

  it('reads right to left in Arabic, the masked key kept left to right', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [LIST]: ok({ list: [STORED], max_keys: 10 }) }).fn));
    render(
      <Providers locale="ar-SA" messages={ar} client={makeQueryClient()}>
        <MemoryRouter initialEntries={['/ar-SA/tradingbot/account/']}><VenueKeysSection /></MemoryRouter>
      </Providers>,
    );
    const row = await screen.findByTestId('vk-row-7');
    expect(screen.getByRole('heading', { name: 'مفاتيح المنصات' })).toBeInTheDocument();
    expect(within(row).getByTestId('vk-masked')).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByTestId('vk-mode')).toHaveTextContent('تجريبي');
    expect(within(row).getByTestId('vk-permissions')).toHaveTextContent('القراءة');
    expect(screen.getByTestId('vk-api-key')).toHaveAttribute('dir', 'ltr');
  });
});
