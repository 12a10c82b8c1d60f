import { describe, expect, it } from 'vitest';
import {
  basenameFor, directionOf, intlLocaleOf, localeFromPath, LOCALES, normalizeLocale, switchLanguagePath,
} from './locales';
import { expectCalls, expectCases } from '../test/cases';

describe('locale parsing', () => {
  it('takes the first path segment when it is one of the 18 values', () => {
    expectCases(localeFromPath, [
      ['/ja-JP/tradingbot/', 'ja-JP'], ['/ar-SA/tradingbot/create/', 'ar-SA'], ['/en/tradingbot/', 'en'],
    ]);
  });
  it('defaults to en without a prefix, for ed-ED, undefined or unknown codes', () => {
    expectCases(localeFromPath, [
      ['/tradingbot/', 'en'], ['/', 'en'], ['/ed-ED/tradingbot/', 'en'], ['/de-EU/tradingbot/', 'en'],
    ]);
    expect(normalizeLocale(undefined)).toBe('en');
    expect(normalizeLocale('ed-ED')).toBe('en');
  });
  it('lists exactly the 18 SPEC languages', () => {
    expect(LOCALES).toHaveLength(18);
    expect(new Set(LOCALES).size).toBe(18);
  });
  it('computes the router basename from the locale prefix', () => {
    expectCases(basenameFor, [
      ['/tradingbot/', '/tradingbot/'], ['/ja-JP/tradingbot/create/', '/ja-JP/tradingbot/'],
      ['/en/tradingbot/', '/en/tradingbot/'], ['/sem/tradingbot/', '/sem/tradingbot/'],
    ]);
  });
});

describe('direction', () => {
  it('is rtl for ar-SA only', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    for (const l of LOCALES.filter((x) => x !== 'ar-SA')) expect(directionOf(l)).toBe('ltr');
  });
  it('formats Arabic numbers with Latin digits', () => {
    expect(intlLocaleOf('ar-SA')).toBe('ar-SA-u-nu-latn');
    expect(new Intl.NumberFormat(intlLocaleOf('ar-SA')).format(10000)).toMatch(/^10[^0-9]?000$/);
    expect(intlLocaleOf('ja-JP')).toBe('ja-JP');
  });
});

describe('switch language path', () => {
  it('puts the code into the first segment and keeps the query', () => {
    expect(switchLanguagePath('/tradingbot/create/', '?base=BTC', 'ja-JP')).toBe('/ja-JP/tradingbot/create/?base=BTC');
  });
  it('replaces an existing language segment', () => {
    expectCalls(switchLanguagePath, [
      [['/ja-JP/tradingbot/', '', 'ar-SA'], '/ar-SA/tradingbot/'],
      [['/ed-ED/tradingbot/', '', 'pl-PL'], '/pl-PL/tradingbot/'],
      [['/en/tradingbot/', '?a=1', 'zh-TW'], '/zh-TW/tradingbot/?a=1'],
    ]);
  });
  it('drops the prefix for en', () => {
    expect(switchLanguagePath('/ja-JP/tradingbot/create/', '?base=BTC', 'en')).toBe('/tradingbot/create/?base=BTC');
    expect(switchLanguagePath('/tradingbot/', '', 'en')).toBe('/tradingbot/');
  });
  it('keeps the hash and handles the root path', () => {
    expectCalls(switchLanguagePath, [
      [['/tradingbot/', '?x=1', 'ru-RU', '#top'], '/ru-RU/tradingbot/?x=1#top'], [['/', '', 'ru-RU'], '/ru-RU/'],
      [['/ru-RU/', '', 'en'], '/'],
    ]);
  });
});
