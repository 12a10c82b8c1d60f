/**
 * Cookies of the platform (SPEC §7, §9): the persistent device guid (120 days) and the
 * app user token (7 days).
 *
 * Cookie names derive from the host prefix unless overridden (SPEC §9). Our rule: the
 * prefix is the first label of the page host's subdomain, ignoring `www`
 * (`testnet.example.com` -> `testnet_guid`, `hk.example.com` -> `hk_guid`); a host without
 * a subdomain (`example.com`, `www.example.com`, `localhost`) uses the bare base name
 * (`guid`). Sibling environments under one parent domain therefore never share a cookie.
 */
import {
  GUID_COOKIE_BASE, GUID_COOKIE_DAYS, USER_TOKEN_COOKIE_BASE, USER_TOKEN_COOKIE_DAYS,
} from './constants';
import { parseHost } from './host';

/** Anything with a readable/writable `cookie` string (a Document, or a stub in tests). */
export interface CookieJar {
  cookie: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function defaultJar(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

function defaultHost(): string {
  return typeof location === 'undefined' ? '' : location.host;
}

/** The host prefix used in cookie names ('' when the host has no subdomain but www). */
export function cookiePrefix(host: string): string {
  const sub = parseHost(host).subdomain.filter((l) => l !== 'www');
  return sub[0] ?? '';
}

/** `{prefix}_{base}` for the host, `base` without a prefix, or the override when given. */
export function cookieName(base: string, host: string = defaultHost(), override?: string): string {
  if (override) return override;
  const prefix = cookiePrefix(host);
  return prefix ? `${prefix}_${base}` : base;
}

/** One cookie's decoded value, or undefined. */
export function readCookie(name: string, cookie: string = defaultJar()?.cookie ?? ''): string | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (key === name) {
      const raw = eq === -1 ? '' : part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Lifetime in days; omitted: a session cookie; <= 0 deletes. */
  days?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  /** Clock for the expiry date (tests). */
  now?: number;
}

/** The Set-Cookie-like string written to document.cookie. */
export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${opts.path ?? '/'}`];
  if (opts.days !== undefined) {
    const expires = new Date((opts.now ?? Date.now()) + opts.days * DAY_MS);
    parts.push(`expires=${expires.toUTCString()}`);
    parts.push(`max-age=${Math.max(0, Math.round(opts.days * 24 * 60 * 60))}`);
  }
  if (opts.domain) parts.push(`domain=${opts.domain}`);
  parts.push(`SameSite=${opts.sameSite ?? 'Lax'}`);
  if (opts.secure || opts.sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, opts: CookieOptions = {}, jar = defaultJar()): void {
  if (jar) jar.cookie = serializeCookie(name, value, opts);
}

export function removeCookie(name: string, opts: Omit<CookieOptions, 'days'> = {}, jar = defaultJar()): void {
  writeCookie(name, '', { ...opts, days: -1 }, jar);
}

/** A random guid (crypto.randomUUID where available). */
export function newGuid(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface CookieContext {
  host?: string;
  /** Override of the cookie name. */
  name?: string;
  jar?: CookieJar;
  domain?: string;
  now?: number;
}

/**
 * The persistent device guid: read from its cookie, or created and stored for 120 days.
 * An existing guid is kept as it is (its cookie is not rewritten).
 */
export function deviceGuid(ctx: CookieContext = {}, generate: () => string = newGuid): string {
  const jar = ctx.jar ?? defaultJar();
  const name = cookieName(GUID_COOKIE_BASE, ctx.host ?? defaultHost(), ctx.name);
  const existing = readCookie(name, jar?.cookie ?? '');
  if (existing) return existing;
  const guid = generate();
  writeCookie(name, guid, { days: GUID_COOKIE_DAYS, domain: ctx.domain, now: ctx.now }, jar);
  return guid;
}

/** The app user token stored in its cookie, if any. */
export function readUserToken(ctx: CookieContext = {}): string | undefined {
  const jar = ctx.jar ?? defaultJar();
  return readCookie(cookieName(USER_TOKEN_COOKIE_BASE, ctx.host ?? defaultHost(), ctx.name), jar?.cookie ?? '') || undefined;
}

/** Store the app user token for 7 days. */
export function writeUserToken(token: string, ctx: CookieContext = {}): void {
  const name = cookieName(USER_TOKEN_COOKIE_BASE, ctx.host ?? defaultHost(), ctx.name);
  writeCookie(name, token, { days: USER_TOKEN_COOKIE_DAYS, domain: ctx.domain, now: ctx.now }, ctx.jar ?? defaultJar());
}

export function clearUserToken(ctx: CookieContext = {}): void {
  const name = cookieName(USER_TOKEN_COOKIE_BASE, ctx.host ?? defaultHost(), ctx.name);
  removeCookie(name, { domain: ctx.domain }, ctx.jar ?? defaultJar());
}
