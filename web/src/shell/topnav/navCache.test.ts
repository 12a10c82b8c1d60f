import { describe, expect, it } from 'vitest';
import { MemoryStorage as Mem } from '../../test/memoryStorage';
import {
  ANALYTICS_USER_KEY, isHighlighted, itemKind, loggedInHint, logoVariant, NAV_CACHE_KEY, navLayout, parseNavCache,
  readNavCache, storedLanguage, writeAnalyticsUser, writeNavCache, type NavCache,
} from './navCache';
import { expectCases } from '../../test/cases';


const cache = (language: string): NavCache => ({
  exchange: [{ name: 'Exchange', renderer: 'item', active: true }, { name: 'Web3', renderer: 'item' }],
  left: [{ name: 'Trade', renderer: 'more', items: [{ name: 'Spot', renderer: 'link', href: '/spot/' }] }, { name: 'WSOT', renderer: 'item' }],
  right: [],
  language,
});

describe('cached navigation', () => {
  it('is used only when its language equals the stored language key', () => {
    const s = new Mem();
    writeNavCache(cache('ja-JP'), s);
    s.setItem('language', 'ja-JP');
    expect(readNavCache('en', s)?.left).toHaveLength(2);
    s.setItem('language', 'en');
    expect(readNavCache('ja-JP', s)).toBeNull();
  });
  it('falls back to the page locale when no language is stored', () => {
    const s = new Mem();
    writeNavCache(cache('ar-SA'), s);
    expect(storedLanguage('ar-SA', s)).toBe('ar-SA');
    expect(readNavCache('ar-SA', s)).not.toBeNull();
    expect(readNavCache('en', s)).toBeNull();
  });
  it('ignores junk and bad items', () => {
    expectCases(parseNavCache, [[null, null], ['{', null], ['{"left":[]}', null]]);
    expect(parseNavCache(JSON.stringify({ language: 'en', left: [{ name: 1 }, { name: 'A', renderer: 'item' }], exchange: 'x' })))
      .toEqual({ exchange: [], left: [{ name: 'A', renderer: 'item', items: undefined }], right: [], language: 'en', isLogin: false });
    const s = new Mem();
    s.setItem(NAV_CACHE_KEY, 'not json');
    expect(readNavCache('en', s)).toBeNull();
    expect(readNavCache('en', null)).toBeNull();
  });
});

describe('logged-in hint', () => {
  it('comes from a stored analytics user id', () => {
    const s = new Mem();
    expect(loggedInHint(s)).toBe(false);
    writeAnalyticsUser(42, s);
    expect(s.getItem(ANALYTICS_USER_KEY)).toBe('42');
    expect(loggedInHint(s)).toBe(true);
    writeAnalyticsUser(null, s);
    expect(loggedInHint(s)).toBe(false);
    s.setItem(ANALYTICS_USER_KEY, 'abc');
    expect(loggedInHint(s)).toBe(false);
    s.setItem(ANALYTICS_USER_KEY, '0');
    expect(loggedInHint(s)).toBe(false);
  });
});

describe('items, layout and logo', () => {
  it('knows plain items, primary links and more-dropdowns; WSOT is highlighted', () => {
    expectCases(itemKind, [
      [{ name: 'a', renderer: 'item' }, 'plain'], [{ name: 'a', renderer: 'whatever' }, 'plain'],
      [{ name: 'a', renderer: 'link' }, 'primary'], [{ name: 'a', renderer: 'more' }, 'more'],
      [{ name: 'a', renderer: 'item', items: [{ name: 'b', renderer: 'item' }] }, 'more'],
    ]);
    expectCases(isHighlighted, [
      [{ name: 'WSOT', renderer: 'item' }, true], [{ name: ' wsot ', renderer: 'link' }, true],
      [{ name: 'WSOT 2024', renderer: 'item' }, false],
    ]);
  });
  it('uses the mobile right side below 1025 px and hides the nav list below 913 px', () => {
    expectCases(navLayout, [
      [1025, { mobileRight: false, showNavList: true }], [1024, { mobileRight: true, showNavList: true }],
      [913, { mobileRight: true, showNavList: true }], [912, { mobileRight: true, showNavList: false }],
    ]);
  });
  it('picks the logo by host: global, Turkey, Kazakhstan, Europe, Georgia', () => {
    expectCases(logoVariant, [
      ['www.example.com', 'global'], ['localhost:8000', 'global'], ['example.com.tr', 'tr'], ['kz.example.com', 'kz'],
      ['www.example.eu', 'eu'], ['example.ge', 'ge'], ['example.hk', 'global'], ['nl.example.com', 'global'],
    ]);
  });
});
