import { describe, expect, it, vi } from 'vitest';
import { applyDocumentShell, PHONE_VIEWPORT, robotsFor } from './documentMeta';
import { expectCalls } from '../test/cases';

describe('noindex rule', () => {
  it('marks noindex only for a sem segment or a testnet host', () => {
    expectCalls(robotsFor, [
      [['/sem/tradingbot/', 'example.com'], 'noindex,nofollow'], [['/tradingbot/sem/', 'example.com'], 'noindex,nofollow'],
      [['/tradingbot/', 'testnet.example.com'], 'noindex,nofollow'],
      [['/tradingbot/', 'api2-testnet.example.com'], 'noindex,nofollow'],
    ]);
  });
  it('is index,follow otherwise (a segment merely containing sem does not count)', () => {
    expectCalls(robotsFor, [
      [['/tradingbot/', 'example.com'], 'index,follow'], [['/tradingbot/seminar/', 'example.com'], 'index,follow'],
      [['/ja-JP/tradingbot/', 'localhost:8000'], 'index,follow'],
    ]);
  });
});

describe('document shell', () => {
  const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

  it('sets rtl and lang for ar-SA, and the phone viewport', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(max-width: 767px)', media: q }));
    applyDocumentShell(window, 'ar-SA');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(meta('viewport')).toBe(PHONE_VIEWPORT);
    expect(meta('robots')).toBe('index,follow');
  });
  it('sets ltr and scale 1 on a desktop', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q }));
    applyDocumentShell(window, 'ja-JP');
    expect(document.documentElement.dir).toBe('ltr');
    expect(meta('viewport')).toBe('width=device-width, initial-scale=1');
  });
});
