import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopNavPlaceholder } from './TopNavPlaceholder';
import { ANALYTICS_USER_KEY, NAV_CACHE_KEY, type NavCache } from './navCache';

function store(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const NAV: NavCache = {
  exchange: [{ name: 'Exchange', renderer: 'item', active: true }, { name: 'Web3', renderer: 'item' }],
  left: [
    { name: 'Markets', renderer: 'link', href: '/markets/' },
    { name: 'Trade', renderer: 'item' },
    { name: 'More', renderer: 'more', items: [{ name: 'Earn', renderer: 'link', href: '/earn/' }] },
    { name: 'WSOT', renderer: 'item' },
  ],
  right: [{ name: 'Log in', renderer: 'login' }, { name: 'Sign up', renderer: 'register' }],
  language: 'en',
};

describe('top navigation placeholder', () => {
  it('is a 48 px dark bar with the cached switch and nav items', () => {
    render(<TopNavPlaceholder host="www.example.com" width={1280} storage={store({ [NAV_CACHE_KEY]: JSON.stringify(NAV) })} />);
    const bar = screen.getByTestId('topnav-placeholder');
    expect(bar.style.height).toBe('48px');
    expect(bar.style.background).toBeTruthy();
    expect(bar).toHaveAttribute('data-logo', 'global');
    expect(within(screen.getByTestId('topnav-logo')).queryByText(/TR|KZ|EU|GE/)).toBeNull();
    expect(screen.getByTestId('topnav-switch')).toHaveTextContent('ExchangeWeb3');
    const items = within(screen.getByTestId('topnav-nav')).getAllByTestId('topnav-item');
    expect(items.map((i) => [i.textContent, i.getAttribute('data-kind')])).toEqual([
      ['Markets', 'primary'], ['Trade', 'plain'], ['More', 'more'], ['Earn', 'primary'], ['WSOT', 'plain'],
    ]);
    expect(screen.getByText('Markets').closest('a')).toHaveAttribute('href', '/markets/');
    expect(screen.getByText('WSOT')).toHaveAttribute('data-highlight', 'true');
    expect(screen.getByText('Trade')).not.toHaveAttribute('data-highlight');
    // logged out: the register-button style and the search icon
    expect(screen.getByTestId('topnav-right')).toHaveAttribute('data-state', 'out');
    expect(screen.getByTestId('topnav-register')).toHaveTextContent('Sign up');
    expect(screen.getByTestId('topnav-search')).toBeInTheDocument();
    expect(screen.queryByTestId('topnav-menu')).toBeNull();
  });

  it('ignores a cache in another language than the stored one', () => {
    render(<TopNavPlaceholder width={1280} storage={store({ [NAV_CACHE_KEY]: JSON.stringify(NAV), language: 'ja-JP' })} />);
    expect(screen.queryAllByTestId('topnav-item')).toHaveLength(0);
    expect(screen.getByTestId('topnav-switch')).toBeEmptyDOMElement();
    expect(screen.getByTestId('topnav-register')).toBeEmptyDOMElement();
  });

  it('shows the logged-in state from the stored analytics user id', () => {
    render(<TopNavPlaceholder width={1280} storage={store({ [ANALYTICS_USER_KEY]: '12' })} />);
    expect(screen.getByTestId('topnav-right')).toHaveAttribute('data-state', 'in');
    expect(screen.getByTestId('topnav-avatar')).toBeInTheDocument();
    expect(screen.queryByTestId('topnav-register')).toBeNull();
    expect(screen.getByTestId('topnav-search')).toBeInTheDocument();
  });

  it('uses the mobile right side below 1025 px and hides the nav list below 913 px', () => {
    const s = store({ [NAV_CACHE_KEY]: JSON.stringify(NAV) });
    const { unmount } = render(<TopNavPlaceholder width={1000} storage={s} />);
    expect(screen.getByTestId('topnav-placeholder')).toHaveAttribute('data-mobile', 'true');
    expect(screen.getByTestId('topnav-menu')).toBeInTheDocument();
    expect(screen.getByTestId('topnav-nav')).toBeInTheDocument();
    unmount();
    render(<TopNavPlaceholder width={912} storage={s} />);
    expect(screen.queryByTestId('topnav-nav')).toBeNull();
  });

  it('draws the regional logo for Turkey, Kazakhstan, Europe and Georgia', () => {
    for (const [host, label] of [['example.com.tr', 'TR'], ['kz.example.com', 'KZ'], ['example.eu', 'EU'], ['example.ge', 'GE']]) {
      const { unmount } = render(<TopNavPlaceholder host={host} width={1280} storage={store({})} />);
      expect(screen.getByTestId('topnav-logo')).toHaveTextContent(label as string);
      unmount();
    }
  });
});
