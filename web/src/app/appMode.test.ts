import { describe, expect, it } from 'vitest';
import {
  appModeOf, autoHideFromConfig, autoHideFromQuery, BANNER_DISMISSED_KEY, bannerDismissed, readBannerDismissed,
  writeBannerDismissed,
} from './appMode';
import { expectCases } from '../test/cases';

const APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 BotApp/3.7.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64)';
const DAY = 86_400_000;

describe('auto-hide flag', () => {
  it('reads the query flag', () => {
    expectCases(autoHideFromQuery, [
      ['?autoHideHeader=1', true], ['?a=b&autoHideHeader=true', true], ['?autoHideHeader=0', false], ['', false],
    ]);
  });
  it('reads the app config in its shapes', () => {
    expectCases(autoHideFromConfig, [
      [{ autoHideHeader: true }, true], [{ hideHeader: 1 }, true], ['{"headerAutoHide":"true"}', true],
      [{ data: { autoHideHeader: '1' } }, true], [{ result: '{"autoHideHeader":true}' }, true],
      [{ autoHideHeader: false }, false], ['nope', false], [undefined, false],
    ]);
  });
});

describe('app mode', () => {
  it('inside the app: footer hidden; header hidden only with auto-hide; no banner', () => {
    expect(appModeOf({ ua: APP, search: '', width: 390 })).toEqual({
      inApp: true, hideHeader: false, hideFooter: true, showSmartBanner: false,
    });
    expect(appModeOf({ ua: APP, search: '?autoHideHeader=1', width: 390 }).hideHeader).toBe(true);
    expect(appModeOf({ ua: APP, search: '', width: 390, appConfig: { autoHideHeader: true } }).hideHeader).toBe(true);
  });
  it('outside the app: header and footer shown, auto-hide ignored', () => {
    expect(appModeOf({ ua: DESKTOP, search: '?autoHideHeader=1', width: 1280 })).toEqual({
      inApp: false, hideHeader: false, hideFooter: false, showSmartBanner: false,
    });
  });
  it('smart banner on phone browsers (mobile UA or < 768 px) until dismissed for 30 days', () => {
    const now = 100 * DAY;
    expect(appModeOf({ ua: PHONE, search: '', width: 1024, now }).showSmartBanner).toBe(true);
    expect(appModeOf({ ua: DESKTOP, search: '', width: 767, now }).showSmartBanner).toBe(true);
    expect(appModeOf({ ua: DESKTOP, search: '', width: 768, now }).showSmartBanner).toBe(false);
    expect(appModeOf({ ua: PHONE, search: '', width: 390, now, bannerDismissedAt: now - DAY }).showSmartBanner).toBe(false);
    expect(appModeOf({ ua: PHONE, search: '', width: 390, now, bannerDismissedAt: now - 31 * DAY }).showSmartBanner).toBe(true);
    expect(bannerDismissed(null, now)).toBe(false);
  });
  it('stores the dismissal', () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(readBannerDismissed(store)).toBeNull();
    writeBannerDismissed(1234, store);
    expect(data.get(BANNER_DISMISSED_KEY)).toBe('1234');
    expect(readBannerDismissed(store)).toBe(1234);
    data.set(BANNER_DISMISSED_KEY, 'x');
    expect(readBannerDismissed(store)).toBeNull();
  });
});
