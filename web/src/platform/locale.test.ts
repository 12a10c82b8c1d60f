import { describe, expect, it } from 'vitest';
import {
  ALL_LANGUAGE_OPTIONS, direction, GLOBAL_LANGUAGES, intlLocale, isLanguageSegment, KNOWN_LANGUAGES,
  LANGUAGE_OPTIONS, languageOptionsForHost, languagesForHost, localeFromPath, regionalHostOf,
  regionCodeFromHost, regionFromHost, REGIONAL_HOSTS, standardLocale, switchLanguagePath,
} from './locale';
import { expectCalls, expectCases } from '../test/cases';

const GLOBAL_18 = [
  'en', 'id-ID', 'es-ES', 'es-MX', 'es-AR', 'fil-PH', 'kk-KZ', 'pl-PL', 'pt-BR',
  'pt-PT', 'ro-RO', 'ru-RU', 'vi-VN', 'uk-UA', 'ar-SA', 'ja-JP', 'zh-MY', 'zh-TW',
];

describe('localeFromPath', () => {
  it('is en for undefined, empty, root and the ed-ED placeholder', () => {
    expectCases(localeFromPath, [
      [undefined, 'en'], [null, 'en'], ['', 'en'], ['/', 'en'], ['/ed-ED/tradingbot/', 'en'], ['/ed-ED', 'en'],
    ]);
  });
  it('takes the first segment when it is a known code', () => {
    for (const code of GLOBAL_18) expect(localeFromPath(`/${code}/tradingbot/`)).toBe(code);
    expect(localeFromPath('/ar-SA')).toBe('ar-SA');
    expect(localeFromPath('/ja-JP/tradingbot/create/?base=BTC#x')).toBe('ja-JP');
  });
  it('knows the regional codes too', () => {
    expectCases(localeFromPath, [
      ['/tr-TUR/tradingbot/', 'tr-TUR'], ['/zh-HK/tradingbot/', 'zh-HK'], ['/en-KAZ/tradingbot/', 'en-KAZ'],
      ['/de-EU/', 'de-EU'],
    ]);
  });
  it('is en for a path without a language or an unknown code', () => {
    expectCases(localeFromPath, [
      ['/tradingbot/', 'en'], ['/tradingbot/ja-JP/', 'en'], ['/de-DE/tradingbot/', 'en'], ['/JA-jp/tradingbot/', 'en'],
    ]);
  });
  it('accepts a full URL', () => {
    expect(localeFromPath('https://www.example.com/pl-PL/tradingbot/?a=1')).toBe('pl-PL');
    expect(localeFromPath('https://www.example.com/')).toBe('en');
  });
});

describe('direction', () => {
  it('is rtl only for ar-SA', () => {
    expect(direction('ar-SA')).toBe('rtl');
    for (const code of GLOBAL_18.filter((c) => c !== 'ar-SA')) expect(direction(code)).toBe('ltr');
    expect(direction(undefined)).toBe('ltr');
    expect(direction('ar')).toBe('ltr');
  });
});

describe('switchLanguagePath', () => {
  it('puts the code in front of a path without a language', () => {
    expect(switchLanguagePath('/tradingbot/', 'ja-JP')).toBe('/ja-JP/tradingbot/');
    expect(switchLanguagePath('/tradingbot/create/?base=BTC&quote=USDT', 'ar-SA'))
      .toBe('/ar-SA/tradingbot/create/?base=BTC&quote=USDT');
  });
  it('replaces an existing language segment (known, placeholder or xx-XX shaped)', () => {
    expectCalls(switchLanguagePath, [
      [['/ja-JP/tradingbot/', 'ru-RU'], '/ru-RU/tradingbot/'], [['/en/tradingbot/', 'zh-TW'], '/zh-TW/tradingbot/'],
      [['/ed-ED/tradingbot/', 'pl-PL'], '/pl-PL/tradingbot/'], [['/tr-TUR/tradingbot/', 'en-TR'], '/en-TR/tradingbot/'],
      [['/de-DE/tradingbot/', 'es-ES'], '/es-ES/tradingbot/'],
    ]);
  });
  it('writes en like any other code', () => {
    expect(switchLanguagePath('/ja-JP/tradingbot/', 'en')).toBe('/en/tradingbot/');
    expect(switchLanguagePath('/tradingbot/', 'en')).toBe('/en/tradingbot/');
  });
  it('keeps the query and the hash', () => {
    expect(switchLanguagePath('/ja-JP/tradingbot/?a=1&b=2#top', 'vi-VN')).toBe('/vi-VN/tradingbot/?a=1&b=2#top');
    expect(switchLanguagePath('/tradingbot/#frag', 'uk-UA')).toBe('/uk-UA/tradingbot/#frag');
  });
  it('handles absolute URLs and keeps their origin', () => {
    expect(switchLanguagePath('https://www.example.com/ja-JP/tradingbot/?x=1#h', 'pt-BR'))
      .toBe('https://www.example.com/pt-BR/tradingbot/?x=1#h');
    expectCalls(switchLanguagePath, [
      [['http://localhost:8000/tradingbot/', 'kk-KZ'], 'http://localhost:8000/kk-KZ/tradingbot/'],
      [['https://example.com', 'ja-JP'], 'https://example.com/ja-JP/'],
      [['https://example.com?a=1', 'ja-JP'], 'https://example.com/ja-JP/?a=1'],
    ]);
  });
  it('handles the root and paths without a trailing slash', () => {
    expectCalls(switchLanguagePath, [
      [['/', 'ru-RU'], '/ru-RU/'], [['/ru-RU/', 'ja-JP'], '/ja-JP/'], [['/ru-RU', 'ja-JP'], '/ja-JP'],
      [['/tradingbot', 'ja-JP'], '/ja-JP/tradingbot'], [['?a=1', 'ja-JP'], '/ja-JP/?a=1'],
    ]);
  });
  it('does not treat ordinary segments as languages', () => {
    expect(switchLanguagePath('/sem/tradingbot/', 'ja-JP')).toBe('/ja-JP/sem/tradingbot/');
    expectCases(isLanguageSegment, [
      ['tradingbot', false], ['sem', false], [undefined, false], ['en', true], ['fil-PH', true],
    ]);
  });
});

describe('regions by host', () => {
  it.each([
    ['www.example.hk', 'hk'], ['example.com.hk', 'hk'], ['hk.example.com', 'hk'], ['www.hk.example.com', 'hk'],
    ['example.nl', 'nl'], ['nl.example.com', 'nl'],
    ['example.com.tr', 'tr'], ['tr.example.com', 'tr'], ['www.example.tr', 'tr'],
    ['example.kz', 'kz'], ['kz.example.com:8443', 'kz'],
    ['www.example.eu', 'eu'], ['eu.example.com', 'eu'],
    ['example.ge', 'ge'], ['ge.example.com', 'ge'],
    ['example.id', 'id'], ['example.co.id', 'id'], ['id.example.com', 'id'],
    ['www.example.com', 'global'], ['example.com', 'global'], ['localhost:8000', 'global'],
    ['127.0.0.1', 'global'], ['', 'global'], ['hkexample.com', 'global'], ['example.hk.com', 'global'],
    ['api2-testnet.example.com', 'global'], ['WWW.EXAMPLE.NL', 'nl'],
  ])('%s -> %s', (host, region) => {
    expect(regionFromHost(host)).toBe(region);
  });

  it('restricts the languages to the region set', () => {
    expectCases(languagesForHost, [
      ['example.hk', ['zh-HK', 'en-HK']], ['example.nl', ['nl-NL', 'en-NL']], ['example.com.tr', ['tr-TUR', 'en-TR']],
      ['example.kz', ['ru-KAZ', 'kk-KAZ', 'en-KAZ']], ['example.eu', ['en-EU', 'de-EU']],
      ['example.ge', ['ka-GEO', 'ru-GEO', 'en-GEO']], ['example.id', ['id-IDN', 'en-IDN']],
    ]);
  });
  it('offers the 18 global languages elsewhere', () => {
    expect([...languagesForHost('www.example.com')]).toEqual(GLOBAL_18);
    expect([...languagesForHost(undefined)]).toEqual(GLOBAL_18);
    expect([...GLOBAL_LANGUAGES]).toEqual(GLOBAL_18);
  });
  it('gives language options per host', () => {
    expect(languageOptionsForHost('example.com.tr')).toEqual([
      { label: 'Türkçe', lang: 'tr-TR', value: 'tr-TUR' },
      { label: 'English (Türkiye)', lang: 'en-TR', value: 'en-TR' },
    ]);
  });
});

describe('regional hosts and region codes', () => {
  it('lists the regional hosts', () => {
    expect([...REGIONAL_HOSTS]).toEqual(['hk', 'ae', 'nl', 'us', 'uk', 'jp', 'fr', 'de', 'au', 'ca', 'br', 'in', 'ru']);
  });
  it('finds the regional host by TLD or first label', () => {
    expectCases(regionalHostOf, [
      ['www.example.ae', 'ae'], ['example.co.uk', 'uk'], ['jp.example.com', 'jp'], ['www.example.com', undefined],
    ]);
  });
  it('derives HKG, ARE or the default code', () => {
    expectCases(regionCodeFromHost, [
      ['www.example.hk', 'HKG'], ['hk.example.com', 'HKG'], ['www.example.ae', 'ARE'], ['ae.example.com', 'ARE'],
      ['www.example.com', 'default'], ['example.nl', 'default'], ['localhost', 'default'], [undefined, 'default'],
    ]);
  });
});

describe('standardLocale', () => {
  it.each([
    ['tr-TUR', 'tr-TR'], ['kk-KAZ', 'kk-KZ'], ['ru-KAZ', 'ru-KZ'], ['en-KAZ', 'en-KZ'],
    ['ka-GEO', 'ka-GE'], ['ru-GEO', 'ru-GE'], ['en-GEO', 'en-GE'], ['id-IDN', 'id-ID'], ['en-IDN', 'en-ID'],
  ])('%s -> %s', (code, std) => {
    expect(standardLocale(code)).toBe(std);
  });
  it('leaves other codes unchanged', () => {
    for (const c of ['en', 'ja-JP', 'en-TR', 'zh-HK', 'en-EU', 'de-EU', 'nl-NL', 'anything']) expect(standardLocale(c)).toBe(c);
  });
});

describe('intlLocale', () => {
  it('keeps Latin digits in Arabic and maps regional codes', () => {
    expect(intlLocale('ar-SA')).toBe('ar-SA-u-nu-latn');
    expect(new Intl.NumberFormat(intlLocale('ar-SA')).format(1234)).toMatch(/^1.?234$/);
    expectCases(intlLocale, [['tr-TUR', 'tr-TR'], ['ed-ED', 'en'], [undefined, 'en'], ['en-EU', 'en-EU']]);
  });
});

describe('LANGUAGE_OPTIONS', () => {
  it('has label, lang and value for the 18 languages in order', () => {
    expect(LANGUAGE_OPTIONS.map((o) => o.value)).toEqual(GLOBAL_18);
    for (const o of LANGUAGE_OPTIONS) {
      expect(Object.keys(o).sort()).toEqual(['label', 'lang', 'value']);
      expect(o.label).not.toBe('');
      expect(o.lang).toBe(o.value);
    }
    expect(LANGUAGE_OPTIONS[0]).toEqual({ label: 'English', lang: 'en', value: 'en' });
    expect(LANGUAGE_OPTIONS.find((o) => o.value === 'ar-SA')?.label).toBe('العربية');
  });
  it('covers every known code with a label and its standard lang', () => {
    expect(ALL_LANGUAGE_OPTIONS).toHaveLength(KNOWN_LANGUAGES.length);
    expect(KNOWN_LANGUAGES).toHaveLength(18 + 16);
    for (const o of ALL_LANGUAGE_OPTIONS) {
      expect(o.label).not.toBe(o.value);
      expect(o.lang).toBe(standardLocale(o.value));
    }
  });
});
