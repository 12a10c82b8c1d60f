import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUserToken } from '../platform/cookies';
import { appBridge, BRIDGE_READY_EVENT, fetchAppConfig, NATIVE_GLOBAL, resetAppBridge, syncUserToken } from './bridge';

function fakeWindow(ua: string, native?: unknown) {
  const target = new EventTarget();
  return Object.assign({ navigator: { userAgent: ua }, document: target }, native ? { [NATIVE_GLOBAL]: native } : {}) as unknown as Window;
}

describe('the page bridge', () => {
  afterEach(() => {
    resetAppBridge();
    document.cookie = 'user_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('is null outside the app and in apps older than 3.6.1', () => {
    expect(appBridge(fakeWindow('Mozilla/5.0 (X11; Linux x86_64)'))).toBeNull();
    resetAppBridge();
    expect(appBridge(fakeWindow('Mozilla/5.0 BotApp/3.6.0'))).toBeNull();
  });

  it('uses the injected native object and reads the app config', async () => {
    const native = { SystemInfo: { getAppConfig: () => ({ autoHideHeader: true }) } };
    const b = appBridge(fakeWindow('Mozilla/5.0 Mobile BotApp/3.7.0', native));
    expect(b?.isReady).toBe(true);
    await expect(fetchAppConfig(b!)).resolves.toEqual({ autoHideHeader: true });
  });

  it('waits for the ready event; gives up on the config after the timeout', async () => {
    vi.useFakeTimers();
    const win = fakeWindow('Mozilla/5.0 BotApp/4.0.0');
    const b = appBridge(win)!;
    expect(b.isReady).toBe(false);
    const config = fetchAppConfig(b, 3000);
    vi.advanceTimersByTime(3000);
    await expect(config).resolves.toBeUndefined();
    vi.useRealTimers();
    (win as unknown as Record<string, unknown>)[NATIVE_GLOBAL] = { SystemInfo: { getAppConfig: () => 'ok' } };
    win.document.dispatchEvent(new Event(BRIDGE_READY_EVENT));
    expect(b.isReady).toBe(true);
    await expect(fetchAppConfig(b)).resolves.toBe('ok');
  });

  it('keeps the app user token in its 7-day cookie', async () => {
    const native = { UserProfile: { getUserProfile: () => ({ uid: '5', userToken: 'tok-5' }) } };
    const b = appBridge(fakeWindow('Mozilla/5.0 BotApp/3.6.1', native))!;
    await expect(syncUserToken(b)).resolves.toBe('tok-5');
    expect(readUserToken({ host: 'localhost' })).toBe('tok-5');
  });
});
