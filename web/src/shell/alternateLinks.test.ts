import { describe, expect, it } from 'vitest';
import { alternateLinks, REGIONAL_HREFLANG } from './alternateLinks';
import { GLOBAL_LANGUAGES, REGIONAL_HOSTS } from '../platform/locale';

describe('alternate-language links', () => {
  it('on localhost: the 18 languages of this origin plus x-default, nothing regional', () => {
    const links = alternateLinks({ protocol: 'http:', host: '127.0.0.1:8000', pathname: '/ja-JP/tradingbot/create/' });
    expect(links).toHaveLength(19);
    expect(links[0]).toEqual({ hreflang: 'en', href: 'http://127.0.0.1:8000/tradingbot/create/' });
    expect(links.find((l) => l.hreflang === 'ar-SA')?.href).toBe('http://127.0.0.1:8000/ar-SA/tradingbot/create/');
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'http://127.0.0.1:8000/tradingbot/create/' });
  });

  it('on the global site: adds the regional domains whose tag the site does not serve itself', () => {
    const links = alternateLinks({ protocol: 'https:', host: 'www.example.com', pathname: '/tradingbot/' });
    const tags = links.map((l) => l.hreflang);
    expect(new Set(tags).size).toBe(tags.length); // hreflang values are unique
    expect(tags.slice(0, 18)).toEqual(GLOBAL_LANGUAGES.map((l) => l));
    expect(links.find((l) => l.hreflang === 'zh-HK')?.href).toBe('https://hk.example.com/tradingbot/');
    expect(links.find((l) => l.hreflang === 'en-GB')?.href).toBe('https://uk.example.com/tradingbot/');
    const regional = links.filter((l) => /\/\/[a-z]{2}\.example\.com/.test(l.href)).map((l) => l.hreflang);
    expect(regional).toEqual(REGIONAL_HOSTS.filter((k) => !['jp', 'br', 'ru'].includes(k)).map((k) => REGIONAL_HREFLANG[k]));
  });

  it('on a regional host: its own languages, the other regional domains, not itself', () => {
    const links = alternateLinks({ protocol: 'https:', host: 'nl.example.com', pathname: '/en-NL/tradingbot/' });
    expect(links.slice(0, 3)).toEqual([
      { hreflang: 'nl-NL', href: 'https://nl.example.com/nl-NL/tradingbot/' },
      { hreflang: 'en-NL', href: 'https://nl.example.com/en-NL/tradingbot/' },
      { hreflang: 'x-default', href: 'https://nl.example.com/nl-NL/tradingbot/' },
    ]);
    expect(links.some((l) => l.href.startsWith('https://nl.example.com/tradingbot'))).toBe(false);
    expect(links.find((l) => l.hreflang === 'ja-JP')?.href).toBe('https://jp.example.com/tradingbot/');
  });

  it('maps country-specific codes to standard tags', () => {
    const links = alternateLinks({ protocol: 'https:', host: 'example.com.tr', pathname: '/tradingbot/' });
    expect(links.map((l) => l.hreflang).slice(0, 2)).toEqual(['tr-TR', 'en-TR']);
    expect(links[0]?.href).toBe('https://example.com.tr/tr-TUR/tradingbot/');
    expect(links).toHaveLength(3); // no hk.example.com.tr and the like
  });
});
