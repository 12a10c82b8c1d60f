import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { HomePage } from './HomePage';

const profile = ok({ id: 12, email: 'dave@example.com', user_type: 'FRESH', is_islamic: false, banned: false });

describe('home page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the create block with only spot grid enabled, and no private areas when anonymous', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    renderWithApp(<HomePage />);
    expect(await screen.findByRole('button', { name: 'Log in to create' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('family-futuresCombo'));
    expect(screen.getByTestId('coming-soon')).toHaveTextContent('coming soon');
    expect(screen.queryByTestId('my-bots')).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-funds')).not.toBeInTheDocument();
  });

  it('shows My bots (empty, ongoing/closed) and the FUND balances when logged in', async () => {
    const { fn, calls } = mockFetch({
      'GET /v2/private/user/profile': profile,
      'GET /v2/private/asset/balances': ok({ list: [{ coin: 'USDT', free: '1234.5', locked: '0' }] }),
      'POST /v2/private/user/demo-funds': ok({ coin: 'USDT', free: '11234.5', locked: '0' }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<HomePage />);

    const bots = await screen.findByTestId('my-bots');
    expect(within(bots).getByText('You have no running bots yet.')).toBeInTheDocument();
    await userEvent.click(within(bots).getByTestId('bots-tab-closed'));
    expect(within(bots).getByText('You have no closed bots yet.')).toBeInTheDocument();

    expect(await screen.findByTestId('balance-USDT')).toHaveTextContent('1,234.5');
    expect(calls.some((c) => c.url === '/v2/private/asset/balances?account_type=FUND')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Get 10,000 USDT demo funds' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/v2/private/user/demo-funds')).toBe(true));
    const post = calls.find((c) => c.url === '/v2/private/user/demo-funds');
    expect(JSON.parse(String(post?.init.body))).toEqual({ coin: 'USDT', amount: '10000' });
  });
});
