import { describe, expect, it } from 'vitest';
import {
  clearUserToken, cookieName, cookiePrefix, deviceGuid, newGuid, readCookie, readUserToken, serializeCookie,
  writeUserToken, type CookieJar,
} from './cookies';
import { expectCalls, expectCases } from '../test/cases';

/** A minimal cookie jar: writes set or delete one cookie, reads give "a=1; b=2". */
class Jar implements CookieJar {
  store = new Map<string, string>();
  writes: string[] = [];
  get cookie(): string {
    return [...this.store].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(text: string) {
    this.writes.push(text);
    const [pair, ...attrs] = text.split('; ');
    const [k = '', v = ''] = (pair ?? '').split('=');
    if (attrs.some((a) => a === 'max-age=0')) this.store.delete(k);
    else this.store.set(k, v);
  }
}

const NOW = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

describe('cookie names', () => {
  it('derive from the host prefix', () => {
    expectCases(cookiePrefix, [
      ['testnet.example.com', 'testnet'], ['www.example.com', ''], ['example.com', ''], ['localhost:8000', ''],
      ['hk.example.com.hk', 'hk'],
    ]);
    expectCalls(cookieName, [
      [['guid', 'testnet.example.com'], 'testnet_guid'], [['guid', 'www.example.com'], 'guid'],
      [['user_token', 'www.testnet.example.com'], 'testnet_user_token'],
    ]);
  });
  it('can be overridden', () => {
    expect(cookieName('guid', 'testnet.example.com', 'my_guid')).toBe('my_guid');
  });
});

describe('cookie text', () => {
  it('reads decoded values', () => {
    expectCalls(readCookie, [
      [['b', 'a=1; b=x%3Dy; c=3'], 'x=y'], [['missing', 'a=1'], undefined], [['a', ''], undefined],
      [['bad', 'bad=%E0%A4%A'], '%E0%A4%A'],
    ]);
  });
  it('serialises with expiry, path and SameSite', () => {
    expect(serializeCookie('guid', 'a b', { days: 120, now: NOW })).toBe(
      `guid=a%20b; path=/; expires=${new Date(NOW + 120 * DAY).toUTCString()}; max-age=${120 * 86400}; SameSite=Lax`,
    );
    expect(serializeCookie('t', 'v', { domain: '.example.com', sameSite: 'None' })).toBe('t=v; path=/; domain=.example.com; SameSite=None; Secure');
  });
});

describe('device guid', () => {
  it('creates a guid once and keeps it for 120 days', () => {
    const jar = new Jar();
    const first = deviceGuid({ jar, host: 'www.example.com', now: NOW }, () => 'g-1');
    expect(first).toBe('g-1');
    expect(jar.writes[0]).toContain(`expires=${new Date(NOW + 120 * DAY).toUTCString()}`);
    expect(deviceGuid({ jar, host: 'www.example.com' }, () => 'g-2')).toBe('g-1');
    expect(jar.writes).toHaveLength(1);
  });
  it('uses the host-prefixed name', () => {
    const jar = new Jar();
    deviceGuid({ jar, host: 'testnet.example.com' }, () => 'g');
    expect(jar.store.get('testnet_guid')).toBe('g');
    deviceGuid({ jar, host: 'testnet.example.com', name: 'custom' }, () => 'h');
    expect(jar.store.get('custom')).toBe('h');
  });
  it('generates version-4 uuids', () => {
    expect(newGuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newGuid()).not.toBe(newGuid());
  });
});

describe('user token', () => {
  it('is stored for 7 days, read and cleared', () => {
    const jar = new Jar();
    expect(readUserToken({ jar, host: 'www.example.com' })).toBeUndefined();
    writeUserToken('tok', { jar, host: 'www.example.com', now: NOW });
    expect(jar.writes[0]).toContain(`expires=${new Date(NOW + 7 * DAY).toUTCString()}`);
    expect(jar.writes[0]).toContain('user_token=tok');
    expect(readUserToken({ jar, host: 'www.example.com' })).toBe('tok');
    clearUserToken({ jar, host: 'www.example.com' });
    expect(readUserToken({ jar, host: 'www.example.com' })).toBeUndefined();
  });
  it('works against document.cookie', () => {
    writeUserToken('doc-tok', { host: 'example.com' });
    expect(readUserToken({ host: 'example.com' })).toBe('doc-tok');
    clearUserToken({ host: 'example.com' });
    expect(readUserToken({ host: 'example.com' })).toBeUndefined();
  });
});
