import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupportChatContext } from '../features/support/supportContext';
import { mockFetch, ok, renderWithApp } from '../test/render';
import { Header, headerNavCache } from './Header';
import { loadHints } from './Hint';
import { ANALYTICS_USER_KEY, NAV_CACHE_KEY } from './topnav/navCache';

const PROFILE = ok({ id: 31, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });

describe('header', () => {
  afterEach(() => localStorage.clear());

  it('is the top-navigation placeholder while the session loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { fn } = mockFetch({ 'GET /v2/private/user/profile': PROFILE });
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/user/profile')) await gate;
      return fn(input, init);
    }));
    renderWithApp(<Header locale="en" />);
    expect(screen.getByTestId('topnav-placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('site-header')).toBeNull();
    release();
    expect(await screen.findByTestId('header-user')).toHaveTextContent('erin@example.com');
    expect(screen.queryByTestId('topnav-placeholder')).toBeNull();
    expect(screen.getByTestId('header-user')).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Account settings: erin@example.com' })).toBe(screen.getByTestId('header-user'));
  });

  it('stores the navigation (in its language) and the analytics user id for the next placeholder', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /v2/private/user/profile': PROFILE }).fn));
    renderWithApp(<Header locale="en" />);
    await screen.findByTestId('header-user');
    await waitFor(() => expect(localStorage.getItem(ANALYTICS_USER_KEY)).toBe('31'));
    expect(JSON.parse(localStorage.getItem(NAV_CACHE_KEY) ?? '{}')).toEqual(headerNavCache({
      locale: 'en', isLogin: true, homeHref: '/tradingbot/',
      labels: { tradingBots: 'Trading Bots', login: 'Log in', signup: 'Sign up' },
    }));
  });

  it('clears the analytics user id for an anonymous visitor', async () => {
    localStorage.setItem(ANALYTICS_USER_KEY, '5');
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    renderWithApp(<Header locale="en" />);
    await screen.findByTestId('login-button');
    await waitFor(() => expect(localStorage.getItem(ANALYTICS_USER_KEY)).toBeNull());
    const cache = JSON.parse(localStorage.getItem(NAV_CACHE_KEY) ?? '{}');
    expect(cache.right.map((i: { renderer: string }) => i.renderer)).toEqual(['login', 'register']);
  });

  it('has a help icon with a tooltip (700 ms delay) that opens the support chat', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    await loadHints(); // the tooltip chunk, loaded after the app's first render
    const open = vi.fn();
    renderWithApp(
      <SupportChatContext.Provider value={{ available: true, open }}>
        <Header locale="en" />
      </SupportChatContext.Provider>,
    );
    const help = await screen.findByTestId('header-support');
    await userEvent.hover(help);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Help & support');
    await userEvent.click(help);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('has no help icon where the chat is not available (inside the app)', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    renderWithApp(<Header locale="en" />);
    await screen.findByTestId('login-button');
    expect(screen.queryByTestId('header-support')).toBeNull();
  });
});
