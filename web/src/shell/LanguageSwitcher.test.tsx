import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../test/render';
import { languageHref, LanguageSwitcher, switcherState, switchLanguage } from './LanguageSwitcher';
import { expectCalls } from '../test/cases';

describe('language switcher', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn)));

  it('lists the 18 languages on the global site, selecting the page language', () => {
    const s = switcherState('www.example.com', '/ja-JP/tradingbot/');
    expect(s.options).toHaveLength(18);
    expect(s.value).toBe('ja-JP');
    expect(switcherState('localhost:8000', '/tradingbot/').value).toBe('en');
  });
  it("lists only the region's languages on a regional host", () => {
    expect(switcherState('nl.example.com', '/nl-NL/tradingbot/')).toMatchObject({
      options: [{ value: 'nl-NL' }, { value: 'en-NL' }], value: 'nl-NL',
    });
    expect(switcherState('example.com.tr', '/tradingbot/').value).toBe('en-TR');
    expect(switcherState('kz.example.com', '/tradingbot/').options.map((o) => o.value)).toEqual(['ru-KAZ', 'kk-KAZ', 'en-KAZ']);
  });
  it('switches the first path segment and keeps query and hash', () => {
    const loc = { pathname: '/tradingbot/create/', search: '?base=BTC&quote=USDT', hash: '#chart' };
    expectCalls(languageHref, [
      [[loc, 'ar-SA'], '/ar-SA/tradingbot/create/?base=BTC&quote=USDT#chart'],
      [[{ ...loc, pathname: '/ar-SA/tradingbot/create/' }, 'en'], '/tradingbot/create/?base=BTC&quote=USDT#chart'],
      [[{ ...loc, pathname: '/nl-NL/tradingbot/' }, 'en-NL'], '/en-NL/tradingbot/?base=BTC&quote=USDT#chart'],
    ]);
  });
  it('stores the choice and loads the new URL', () => {
    const assign = vi.fn();
    switchLanguage('pl-PL', { pathname: '/tradingbot/', search: '?x=1', hash: '', assign } as unknown as Location);
    expect(localStorage.getItem('language')).toBe('pl-PL');
    expect(assign).toHaveBeenCalledWith('/pl-PL/tradingbot/?x=1');
    localStorage.removeItem('language');
  });
  it('renders the options of this host with their own labels', () => {
    renderWithApp(<LanguageSwitcher locale="en" />);
    const select = screen.getByTestId('language-select') as HTMLSelectElement;
    expect(select.options).toHaveLength(18);
    expect(select.value).toBe('en');
    expect([...select.options].find((o) => o.value === 'ar-SA')?.textContent).toBe('العربية');
  });
});
