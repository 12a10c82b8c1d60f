import { describe, expect, it, vi } from 'vitest';
import {
  bridgeProfileFetcher, bridgeSupportedForUserAgent, compareVersions, createBridge, loginFlow, profileFromBridge,
  routerPushParams, supportsBridge, type NativeModules,
} from './appBridge';
import { appVersionFromUserAgent, isInApp, isMobile, platformOf } from './env';
import { expectCalls, expectCases } from '../test/cases';

describe('compareVersions', () => {
  it('compares numerically per dotted segment', () => {
    expectCalls(compareVersions, [
      [['3.6.1', '3.6.1'], 0], [['3.10.0', '3.9.9'], 1], [['3.6.0', '3.6.1'], -1], [['4', '3.99.99'], 1],
      [['3.6', '3.6.0'], 0], [['3.6.1.1', '3.6.1'], 1],
    ]);
    expect(compareVersions('10.0.0', '9.0.0')).toBe(1); // not a string comparison
    expect(compareVersions('', '0')).toBe(0);
    expect(compareVersions(undefined, '1')).toBe(-1);
  });
});

describe('supportsBridge', () => {
  it('needs version 3.6.1 or later', () => {
    expectCases(supportsBridge, [
      ['3.6.1', true], ['3.6.2', true], ['3.7', true], ['3.10.0', true], ['4.0.0', true], ['3.6.0', false],
      ['3.5.99', false], ['2.9', false], [undefined, false], ['', false], ['abc', false],
    ]);
  });
  it('reads the app version from the user agent', () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 BotApp/3.7.2';
    expect(appVersionFromUserAgent(ua)).toBe('3.7.2');
    expect(isInApp(ua)).toBe(true);
    expectCases(bridgeSupportedForUserAgent, [
      [ua, true], ['Mozilla/5.0 BotApp/3.6.0', false], ['Mozilla/5.0 (X11; Linux x86_64)', false],
    ]);
  });
});

describe('platform', () => {
  it('is app in the app, h5 on phones, pc otherwise', () => {
    expectCases(platformOf, [
      ['Mozilla/5.0 (Linux; Android 14) Mobile BotApp/3.6.1', 'app'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148', 'h5'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'pc'],
    ]);
    expect(platformOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 767)).toBe('h5');
    expect(platformOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 768)).toBe('pc');
    expect(isMobile('x', undefined)).toBe(false);
  });
});

describe('createBridge', () => {
  it('queues calls until ready, then runs them in order, once', async () => {
    const order: string[] = [];
    const native: NativeModules = {
      UserProfile: { getUserProfile: (p) => { order.push(`profile ${JSON.stringify(p)}`); return { uid: 1 }; } },
      SystemInfo: { getAppConfig: () => { order.push('config'); return Promise.resolve({ theme: 'dark' }); } },
      UrlLauncher: { open: (p) => { order.push(`open ${(p as { url: string }).url}`); return true; } },
      Router: { push: () => { order.push('push'); return undefined; } },
    };
    const bridge = createBridge();
    expect(bridge.isReady).toBe(false);
    const a = bridge.UserProfile.getUserProfile({ forceUpdate: true });
    const b = bridge.SystemInfo.getAppConfig();
    const c = bridge.UrlLauncher.open({ url: 'https://example.com' });
    expect(order).toEqual([]);
    bridge.setReady(native);
    expect(bridge.isReady).toBe(true);
    await expect(a).resolves.toEqual({ uid: 1 });
    await expect(b).resolves.toEqual({ theme: 'dark' });
    await expect(c).resolves.toBe(true);
    expect(order).toEqual(['profile {"forceUpdate":true}', 'config', 'open https://example.com']);
    // ready only once: a second native object is ignored
    const other = { call: vi.fn() };
    bridge.setReady(other);
    await bridge.Router.push(routerPushParams('login'));
    expect(other.call).not.toHaveBeenCalled();
    expect(order.at(-1)).toBe('push');
    await expect(bridge.whenReady()).resolves.toBeUndefined();
  });
  it('is ready at once with a native object and supports a call() style native', async () => {
    const call = vi.fn(async (module: string, method: string, params?: unknown) => ({ module, method, params }));
    const bridge = createBridge({ call });
    expect(bridge.isReady).toBe(true);
    await expect(bridge.Router.push({ path: 'register', fromWeb: 1, options: { regEmail: 'a@b.c' } })).resolves.toEqual({
      module: 'Router', method: 'push', params: { path: 'register', fromWeb: 1, options: { regEmail: 'a@b.c' } },
    });
    await bridge.UserProfile.getUserProfile();
    expect(call).toHaveBeenLastCalledWith('UserProfile', 'getUserProfile', {});
  });
  it('rejects missing or throwing native calls', async () => {
    const bridge = createBridge({ Router: { push: () => { throw new Error('boom'); } } });
    await expect(bridge.Router.push(routerPushParams('login'))).rejects.toThrow('Router.push failed');
    await expect(bridge.SystemInfo.getAppConfig()).rejects.toThrow('bridge call not available: SystemInfo.getAppConfig');
  });
});

describe('routerPushParams', () => {
  it('uses loginpage / register with fromWeb 1 and the options', () => {
    expect(routerPushParams('login')).toEqual({ path: 'loginpage', fromWeb: 1 });
    expect(routerPushParams('register', { regEmail: 'e', regPhone: 'p', preAction: 'x', disableSwitch: true, ref: 'r' })).toEqual({
      path: 'register', fromWeb: 1, options: { regEmail: 'e', regPhone: 'p', preAction: 'x', disableSwitch: true, ref: 'r' },
    });
  });
});

describe('profileFromBridge', () => {
  const raw = {
    uid: '123456',
    username: 'trader',
    vague_email: 'a***@b.com',
    vague_mobile: '+1***9',
    mobile_verified: 1,
    email_verified: true,
    has_google2fa: 0,
    country_code: 'SG',
    lang: 'en',
    parent_member_id: '0',
    status: 1,
    loyalty_vip_info: { is_vip: 1, label_level: '3' },
    userToken: 'tok',
    extra: 'ignored',
  };
  it('maps uid to id and the SPEC fields', () => {
    expect(profileFromBridge(raw)).toEqual({
      id: 123456,
      username: 'trader',
      vague_email: 'a***@b.com',
      vague_mobile: '+1***9',
      mobile_verified: true,
      email_verified: true,
      has_google2fa: false,
      country_code: 'SG',
      lang: 'en',
      parent_member_id: 0,
      status: 1,
      loyalty_vip_info: { is_vip: true, label_level: 3 },
      userToken: 'tok',
    });
  });
  it('accepts JSON text and data/result wrappers', () => {
    expect(profileFromBridge(JSON.stringify(raw))?.id).toBe(123456);
    expect(profileFromBridge({ data: raw })?.userToken).toBe('tok');
    expect(profileFromBridge({ result: JSON.stringify(raw) })?.id).toBe(123456);
  });
  it('is null without a profile or id', () => {
    expectCases(profileFromBridge, [
      [null, null], ['not json', null], [{}, null], [{ uid: 'abc' }, null], [{ uid: 0 }, { id: 0 }],
    ]);
  });
  it('omits an empty token', () => {
    expect(profileFromBridge({ uid: 1, userToken: '' })).toEqual({ id: 1 });
  });
});

describe('loginFlow', () => {
  it('opens the web modal directly without a bridge', async () => {
    const open = vi.fn(() => 'web-opened');
    const fetchProfile = vi.fn();
    await expect(loginFlow(null, open, fetchProfile, { mode: 'register' })).resolves.toEqual({ via: 'web', result: 'web-opened' });
    expect(open).toHaveBeenCalledWith('register');
    expect(fetchProfile).not.toHaveBeenCalled();
  });
  it('tries the native page first and confirms by a profile with a userToken', async () => {
    const push = vi.fn(async () => undefined);
    const bridge = createBridge({ Router: { push } });
    const open = vi.fn();
    const result = await loginFlow(bridge, open, async () => ({ uid: 9, userToken: 't' }), { options: { ref: 'bot' } });
    expect(push).toHaveBeenCalledWith({ path: 'loginpage', fromWeb: 1, options: { ref: 'bot' } });
    expect(result).toEqual({ via: 'native', success: true, profile: { id: 9, userToken: 't' } });
    expect(open).not.toHaveBeenCalled();
  });
  it('is not confirmed without a token or when the profile fails', async () => {
    const bridge = createBridge({ Router: { push: async () => undefined } });
    const open = vi.fn();
    expect(await loginFlow(bridge, open, async () => ({ uid: 9 }))).toEqual({ via: 'native', success: false, profile: { id: 9 } });
    expect(await loginFlow(bridge, open, async () => { throw new Error('x'); })).toEqual({ via: 'native', success: false, profile: null });
    expect(open).not.toHaveBeenCalled();
  });
  it('falls back to the web modal on a bridge error', async () => {
    const bridge = createBridge({ Router: { push: async () => { throw new Error('no route'); } } });
    const open = vi.fn(async () => 'modal');
    const fetchProfile = vi.fn();
    const result = await loginFlow(bridge, open, fetchProfile, { mode: 'register' });
    expect(result).toMatchObject({ via: 'web', result: 'modal' });
    expect(open).toHaveBeenCalledWith('register');
    expect(fetchProfile).not.toHaveBeenCalled();
  });
  it('works with the bridge profile fetcher', async () => {
    const bridge = createBridge({
      Router: { push: () => undefined },
      UserProfile: { getUserProfile: (p) => ({ uid: 4, userToken: (p as { forceUpdate: boolean }).forceUpdate ? 'fresh' : 'old' }) },
    });
    const result = await loginFlow(bridge, vi.fn(), bridgeProfileFetcher(bridge));
    expect(result).toEqual({ via: 'native', success: true, profile: { id: 4, userToken: 'fresh' } });
  });
});
