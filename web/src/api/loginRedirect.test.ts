import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  handleLoginRequired, isLoginPath, isLoginRedirectPending, loginPageUrl, resetLoginRedirect, safeRedirectTarget,
  setSessionLoggedIn,
} from './loginRedirect';
import { expectCases } from '../test/cases';

const ORIGIN = 'https://bot.example.com';

describe('login page URL (SPEC §2 login redirect, under /tradingbot/)', () => {
  it('keeps the page prefix and encodes the current URL', () => {
    expect(loginPageUrl('/ja-JP/tradingbot/create/', `${ORIGIN}/ja-JP/tradingbot/create/?base=BTC&quote=USDT`))
      .toBe(`/ja-JP/tradingbot/login/?redirect_url=${encodeURIComponent(`${ORIGIN}/ja-JP/tradingbot/create/?base=BTC&quote=USDT`)}`);
    expect(loginPageUrl('/tradingbot/', `${ORIGIN}/tradingbot/`)).toBe(`/tradingbot/login/?redirect_url=${encodeURIComponent(`${ORIGIN}/tradingbot/`)}`);
  });
  it('knows the login page', () => {
    expectCases(isLoginPath, [
      ['/tradingbot/login/', true], ['/ar-SA/tradingbot/login/', true], ['/ar-SA/tradingbot/login', true],
      ['/tradingbot/', false], ['/tradingbot/loginx/', false],
    ]);
  });
});

describe('safe redirect target', () => {
  const home = '/tradingbot/';
  it('accepts same-origin URLs and paths, keeping query and hash', () => {
    expect(safeRedirectTarget(`${ORIGIN}/ja-JP/tradingbot/?a=1#x`, ORIGIN, home)).toBe('/ja-JP/tradingbot/?a=1#x');
    expect(safeRedirectTarget('/tradingbot/grid/detail/?grid_id=5', ORIGIN, home)).toBe('/tradingbot/grid/detail/?grid_id=5');
  });
  it('refuses other origins, protocols, junk and the login page itself', () => {
    for (const bad of ['https://evil.example/', '//evil.example/tradingbot/', 'javascript:alert(1)', 'http://bot.example.com/',
      `${ORIGIN}/tradingbot/login/?redirect_url=x`, '', null, undefined]) {
      expect(safeRedirectTarget(bad, ORIGIN, home)).toBe(home);
    }
  });
});

describe('handleLoginRequired', () => {
  afterEach(() => resetLoginRedirect());
  const env = (pathname = '/ja-JP/tradingbot/') => ({ pathname, href: `${ORIGIN}${pathname}?q=1`, assign: vi.fn() });

  it('redirects a logged-in session once', () => {
    setSessionLoggedIn(true);
    const e = env();
    expect(handleLoginRequired(e)).toBe(true);
    expect(e.assign).toHaveBeenCalledWith(`/ja-JP/tradingbot/login/?redirect_url=${encodeURIComponent(`${ORIGIN}/ja-JP/tradingbot/?q=1`)}`);
    expect(isLoginRedirectPending()).toBe(true);
    expect(handleLoginRequired(e)).toBe(true);
    expect(e.assign).toHaveBeenCalledTimes(1);
  });
  it('leaves anonymous visitors and the login page alone', () => {
    const e = env();
    expect(handleLoginRequired(e)).toBe(false);
    setSessionLoggedIn(true);
    const onLogin = env('/tradingbot/login/');
    expect(handleLoginRequired(onLogin)).toBe(false);
    expect(onLogin.assign).not.toHaveBeenCalled();
    expect(e.assign).not.toHaveBeenCalled();
    expect(isLoginRedirectPending()).toBe(false);
  });
});
