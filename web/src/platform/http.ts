/**
 * HTTP call rules (SPEC §5 success rule, §7 common behaviour, §8 transport and business
 * errors, §9 constants). Framework-free: no React, no router.
 *
 * - Bot calls: `{api host}/s1/bot{path}`, 10 s timeout. Other calls: `{api host}{path}` or a
 *   full URL, 30 s. GET sends the payload as a query string (empty entries stripped), other
 *   methods a JSON body. Credentials are always included. A call resolves with `result`.
 * - Headers: Content-Type JSON, `lang` (the page's locale, from the first path segment),
 *   `Platform` (app / h5 / pc), `X-User-Agent`, `guid` (persistent device guid) and, inside
 *   the app, `UserToken`.
 * - Failures reject with an {@link HttpError}: timeout 9000001 'Request timeout, please
 *   re-try!' (the request is aborted); non-2xx with the status and statusText; an empty
 *   body 'Non Response!'; 10007 / 33003 / 10009 'user no permission' (the response cache is
 *   cleared, except for the profile call; 10007 also asks for a login); another non-zero
 *   code its ret_msg; a nested result.status_code other than 0 / 200 'gateway error'. Every
 *   unsuccessful response is passed to the compliance-wall callback before the throw.
 */
import {
  ACCEPTED_STATUS_MAX, ACCEPTED_STATUS_MIN, API_TIMEOUT_MS, BOT_PATH_PREFIX, BOT_TIMEOUT_MS,
  CACHE_DEFAULT_TTL_MS, CACHE_MAX_ENTRIES, CACHE_PERSIST_MAX_CHARS, DEFAULT_TIMEOUT_MS,
  GATEWAY_ERROR_MESSAGE, LOGIN_EXPIRED_CODE, NO_PERMISSION_CODES, NO_PERMISSION_MESSAGE,
  NON_RESPONSE_MESSAGE, TIME_SKEW_IGNORE_MS, TIME_SKEW_WARN_MS, TIMEOUT_CODE, TIMEOUT_MESSAGE,
} from './constants';
import { deviceGuid, readUserToken } from './cookies';
import { platformOf, type Platform } from './env';
import { localeFromPath } from './locale';

// ---- Errors ----

export type HttpErrorKind =
  | 'timeout' | 'network' | 'http' | 'empty' | 'permission' | 'business' | 'gateway' | 'unsupported';

/** Code of failures without a return code (network error, empty body, unsupported type). */
export const NO_CODE = -1;

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    readonly code: number,
    message: string,
    readonly extra: { status?: number; statusText?: string; result?: unknown; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get status(): number | undefined {
    return this.extra.status;
  }

  get statusText(): string | undefined {
    return this.extra.statusText;
  }

  get result(): unknown {
    return this.extra.result;
  }
}

// ---- Pure helpers ----

/** `{apiHost}/s1/bot{path}` (apiHost '' for same-origin). */
export function botUrl(path: string, apiHost = ''): string {
  const host = apiHost.replace(/\/+$/, '');
  return `${host}${BOT_PATH_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Accepted HTTP statuses: 200 to 299. */
export function isAcceptedStatus(status: number): boolean {
  return status >= ACCEPTED_STATUS_MIN && status <= ACCEPTED_STATUS_MAX;
}

/** The return code of an envelope: retCode, else ret_code. */
export function returnCode(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { retCode?: unknown; ret_code?: unknown };
  const code = b.retCode ?? b.ret_code;
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && /^-?\d+$/.test(code.trim())) return Number(code);
  return undefined;
}

/** The message of an envelope: ret_msg, else retMsg. */
export function returnMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { ret_msg?: unknown; retMsg?: unknown };
  const msg = b.ret_msg ?? b.retMsg;
  return typeof msg === 'string' ? msg : undefined;
}

/** The nested result.status_code, if any. */
function nestedStatus(body: unknown): unknown {
  const result = (body as { result?: unknown } | null)?.result;
  return result && typeof result === 'object' ? (result as { status_code?: unknown }).status_code : undefined;
}

/** result.status_code is absent, 0 or 200. */
export function nestedStatusOk(body: unknown): boolean {
  const s = nestedStatus(body);
  return s === undefined || s === null || Number(s) === 0 || Number(s) === 200;
}

/**
 * SPEC §5: a call succeeded only if the HTTP status is ok (200-299), the return code
 * (retCode or ret_code) is 0, and result.status_code is absent, 0 or 200.
 */
export function isSuccess(status: number, body: unknown): boolean {
  return isAcceptedStatus(status) && returnCode(body) === 0 && nestedStatusOk(body);
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

/** A copy without undefined, null and '' entries (0 and false are kept). */
export function stripEmpty<T extends Record<string, unknown>>(query: T | null | undefined): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

/** A query string ('' or starting with '?') of the non-empty entries; arrays repeat the key. */
export function toQueryString(query: Record<string, unknown> | null | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(stripEmpty(query))) {
    if (Array.isArray(v)) v.forEach((x) => params.append(k, String(x)));
    else if (typeof v === 'object') params.append(k, JSON.stringify(v));
    else params.append(k, String(v));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The URL with the query's non-empty entries appended. */
export function withQuery(url: string, query: Record<string, unknown> | null | undefined): string {
  const qs = toQueryString(query);
  if (!qs) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? `&${qs.slice(1)}` : qs}${hash}`;
}

/** Replace `:name` placeholders of a path with encoded params; a missing param throws. */
export function substitutePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path param ${name}`);
    return encodeURIComponent(String(v));
  });
}

/**
 * Offset to add to the client clock (server - client). Offsets under 10 s (absolute) are
 * ignored (0); offsets over 1 day are still returned but logged as a warning.
 */
export function serverTimeOffset(
  serverMs: number,
  clientMs: number,
  warn: (message: string) => void = (m) => console.warn(m),
): number {
  if (!Number.isFinite(serverMs) || !Number.isFinite(clientMs)) return 0;
  const offset = serverMs - clientMs;
  if (Math.abs(offset) < TIME_SKEW_IGNORE_MS) return 0;
  if (Math.abs(offset) > TIME_SKEW_WARN_MS) warn(`client clock is off by ${Math.round(offset / 1000)} s`);
  return offset;
}

/** Server time in ms from an envelope's time_now (seconds, e.g. '1763823600.123456'). */
export function serverMsFromTimeNow(timeNow: unknown): number | undefined {
  const n = typeof timeNow === 'string' ? Number(timeNow) : timeNow;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n * 1000) : undefined;
}

/** SPEC §2 login redirect: `/{locale}/login?redirect_url={current url, encoded}`. */
export function loginRedirectUrl(locale: string, currentUrl: string): string {
  return `/${locale}/login?redirect_url=${encodeURIComponent(currentUrl)}`;
}

export const X_USER_AGENT_PREFIX = 'bot-web';

/** The X-User-Agent header value of a platform ('bot-web/pc', 'bot-web/h5', 'bot-web/app'). */
export function xUserAgent(platform: Platform): string {
  return `${X_USER_AGENT_PREFIX}/${platform}`;
}

export interface HeaderInput {
  pathname: string;
  platform: Platform;
  guid?: string;
  userToken?: string;
  json?: boolean;
}

/** The common request headers (SPEC §7). UserToken is sent only on the app platform. */
export function buildHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    lang: localeFromPath(input.pathname),
    Platform: input.platform,
    'X-User-Agent': xUserAgent(input.platform),
  };
  if (input.json !== false) headers['Content-Type'] = 'application/json';
  if (input.guid) headers.guid = input.guid;
  if (input.platform === 'app' && input.userToken) headers.UserToken = input.userToken;
  return headers;
}

// ---- Response cache ----

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface CacheEntry {
  value: unknown;
  expires: number;
  persist: boolean;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  maxPersistChars?: number;
  /** Where persisted entries live; null disables persistence. Default localStorage. */
  storage?: KeyValueStore | null;
  storageKey?: string;
  now?: () => number;
}

export const RESPONSE_CACHE_KEY = 'bot_response_cache';

/**
 * In-memory response cache: at most 20 entries (least recently used evicted first),
 * default life 60 s. Entries set with `persist` are also written to storage, the
 * serialised form bounded to 4.7 million characters (oldest persisted entries dropped first).
 */
export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly maxPersistChars: number;
  private readonly storage: KeyValueStore | null;
  private readonly storageKey: string;
  private readonly now: () => number;

  constructor(opts: ResponseCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? CACHE_MAX_ENTRIES;
    this.ttlMs = opts.ttlMs ?? CACHE_DEFAULT_TTL_MS;
    this.maxPersistChars = opts.maxPersistChars ?? CACHE_PERSIST_MAX_CHARS;
    this.storageKey = opts.storageKey ?? RESPONSE_CACHE_KEY;
    this.now = opts.now ?? (() => Date.now());
    if (opts.storage !== undefined) this.storage = opts.storage;
    else {
      try {
        this.storage = typeof localStorage === 'undefined' ? null : localStorage;
      } catch {
        this.storage = null;
      }
    }
    this.load();
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  get<T = unknown>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      if (entry.persist) this.save();
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry); // most recently used
    return entry.value as T;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  set(key: string, value: unknown, opts: { ttlMs?: number; persist?: boolean } = {}): void {
    const persist = Boolean(opts.persist) && this.storage !== null;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + (opts.ttlMs ?? this.ttlMs), persist });
    let evictedPersisted = false;
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      evictedPersisted ||= this.entries.get(oldest)?.persist === true;
      this.entries.delete(oldest);
    }
    if (persist || evictedPersisted) this.save();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry?.persist) this.save();
  }

  /** Drop everything, the persisted part included. */
  clear(): void {
    this.entries.clear();
    try {
      this.storage?.removeItem(this.storageKey);
    } catch {
      // storage unavailable
    }
  }

  /** The text written to storage for the persisted entries (bounded). */
  serialize(): string {
    const now = this.now();
    let list = [...this.entries].filter(([, e]) => e.persist && e.expires > now)
      .map(([k, e]) => [k, e.value, e.expires] as const);
    let text = JSON.stringify(list);
    while (text.length > this.maxPersistChars && list.length > 0) {
      list = list.slice(1); // drop the least recently used
      text = JSON.stringify(list);
    }
    return text;
  }

  private save(): void {
    if (!this.storage) return;
    try {
      const text = this.serialize();
      if (text === '[]') this.storage.removeItem(this.storageKey);
      else this.storage.setItem(this.storageKey, text);
    } catch {
      // quota exceeded or storage unavailable: memory only
    }
  }

  private load(): void {
    if (!this.storage) return;
    try {
      const raw = this.storage.getItem(this.storageKey);
      if (!raw) return;
      const list = JSON.parse(raw) as [string, unknown, number][];
      const now = this.now();
      for (const item of Array.isArray(list) ? list : []) {
        if (!Array.isArray(item) || typeof item[0] !== 'string' || typeof item[2] !== 'number') continue;
        if (item[2] > now) this.entries.set(item[0], { value: item[1], expires: item[2], persist: true });
      }
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    } catch {
      // corrupt cache: ignore
    }
  }
}

// ---- Low-level wrapper ----

export type ResponseType = 'json' | 'text' | 'formData' | 'blob' | 'arrayBuffer';
export type HttpMethod = 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';
type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface RawRequest {
  method?: HttpMethod | Lowercase<HttpMethod>;
  /** GET/DELETE: appended to the query (empty entries stripped); others: the JSON body. */
  body?: unknown;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  responseType?: ResponseType;
  timeoutMs?: number;
  credentials?: RequestCredentials;
  fetch?: FetchLike;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
}

export interface RawResponse<T = unknown> {
  status: number;
  statusText: string;
  /** Undefined when an accepted response has no readable body of the requested type. */
  data: T | undefined;
  headers: Headers | undefined;
}

const RESPONSE_TYPES: readonly ResponseType[] = ['json', 'text', 'formData', 'blob', 'arrayBuffer'];

async function readBody(res: Response, type: ResponseType): Promise<unknown> {
  try {
    if (type === 'json') {
      const text = await res.text();
      return text.trim() ? JSON.parse(text) : undefined;
    }
    return await res[type]();
  } catch {
    return undefined;
  }
}

/**
 * One HTTP request (the low-level wrapper of SPEC §7): default timeout 30 s (timeout
 * rejects with 9000001 and aborts), credentials included, JSON response by default. A
 * status outside 200-299 rejects with status and statusText; an accepted response whose
 * body cannot be read gives `data: undefined`.
 */
export async function rawRequest<T = unknown>(url: string, req: RawRequest = {}): Promise<RawResponse<T>> {
  const method = (req.method ?? 'GET').toUpperCase() as HttpMethod;
  const responseType = req.responseType ?? 'json';
  if (!RESPONSE_TYPES.includes(responseType)) {
    throw new HttpError('unsupported', NO_CODE, `unsupported response type ${String(responseType)}`);
  }
  const queryInUrl = method === 'GET' || method === 'DELETE';
  const target = withQuery(url, { ...(req.query ?? {}), ...(queryInUrl && req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}) });
  const fetchFn: FetchLike = req.fetch ?? ((u, init) => globalThis.fetch(u, init));
  const setT = req.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clearT = req.clearTimeout ?? ((id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>));
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  let timedOut = false;
  let timer: unknown;
  const timeout = new Promise<never>((_, reject) => {
    timer = setT(() => {
      timedOut = true;
      controller?.abort();
      reject(new HttpError('timeout', TIMEOUT_CODE, TIMEOUT_MESSAGE));
    }, req.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  });
  const init: RequestInit = {
    method,
    credentials: req.credentials ?? 'include',
    headers: req.headers,
    signal: controller?.signal,
  };
  if (!queryInUrl && req.body !== undefined) init.body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
  try {
    const res = await Promise.race([
      fetchFn(target, init).catch((err: unknown) => {
        if (timedOut) throw new HttpError('timeout', TIMEOUT_CODE, TIMEOUT_MESSAGE);
        throw new HttpError('network', NO_CODE, err instanceof Error ? err.message : 'network error');
      }),
      timeout,
    ]);
    if (!isAcceptedStatus(res.status)) {
      throw new HttpError('http', res.status, res.statusText || `HTTP ${res.status}`, {
        status: res.status, statusText: res.statusText,
      });
    }
    const data = (await Promise.race([readBody(res, responseType), timeout])) as T | undefined;
    return { status: res.status, statusText: res.statusText, data, headers: res.headers };
  } finally {
    clearT(timer);
    timeout.catch(() => undefined);
  }
}

// ---- The client ----

export interface ComplianceInfo {
  code: number | undefined;
  result: unknown;
  message: string;
  url: string;
}

export interface HttpClientConfig {
  /** API origin ('https://api2.example.com'); '' or absent for same-origin. */
  apiHost?: string | (() => string);
  fetch?: FetchLike;
  /** Page path for the lang header and login redirect (default location.pathname). */
  pathname?: () => string;
  /** The current URL for the login redirect (default location.href). */
  currentUrl?: () => string;
  platform?: () => Platform;
  guid?: () => string | undefined;
  userToken?: () => string | undefined;
  /** Extra headers per request (e.g. the CSRF token). */
  extraHeaders?: (method: HttpMethod) => Record<string, string>;
  /**
   * Called with the login URL on code 10007. Default: navigate there. Pass a hook to open
   * the app's login modal (or the native login page) instead.
   */
  onLoginRequired?: (loginUrl: string) => void;
  /** Called for every unsuccessful response (the compliance wall decides what to show). */
  onComplianceWall?: (info: ComplianceInfo) => void;
  cache?: ResponseCache;
  now?: () => number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
  log?: (message: string, detail?: unknown) => void;
}

export interface CallOptions {
  timeoutMs?: number;
  /** Cache the result: true for the defaults, or a life in ms / persistence / forced refresh. */
  cache?: boolean | { ttlMs?: number; persist?: boolean; force?: boolean };
  /** Keep the response cache on a no-permission code (the profile call). */
  keepCache?: boolean;
  /** Ask for a login on 10007 (default true). */
  loginRedirect?: boolean;
  /** Override the Platform header (the profile call uses pc). */
  platform?: Platform;
  headers?: Record<string, string>;
}

export interface HttpClient {
  readonly cache: ResponseCache;
  /** Current server-minus-client clock offset in ms (0 when under 10 s). */
  readonly timeOffset: number;
  serverNow(): number;
  botGet<T = unknown>(path: string, query?: Record<string, unknown>, opts?: CallOptions): Promise<T>;
  botPost<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<T>;
  get<T = unknown>(path: string, query?: Record<string, unknown>, opts?: CallOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<T>;
  /** POST to a full URL. */
  postUrl<T = unknown>(url: string, body?: unknown, opts?: CallOptions): Promise<T>;
  /** General client: any method, `:param` substitution, 30 s. */
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    req?: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown } & CallOptions,
  ): Promise<T>;
  /** GET /v2/private/user/profile (cached, platform pc, never clears the cache or redirects); undefined on failure. */
  profile<T = unknown>(opts?: { force?: boolean }): Promise<T | undefined>;
}

function browserValue<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const PROFILE_PATH = '/v2/private/user/profile';

/** A client bound to one configuration (all browser access is injectable). */
export function createHttpClient(config: HttpClientConfig = {}): HttpClient {
  const cache = config.cache ?? new ResponseCache();
  const now = config.now ?? (() => Date.now());
  const log = config.log ?? ((m: string, d?: unknown) => console.info(m, d));
  let offset = 0;

  const apiHost = () => (typeof config.apiHost === 'function' ? config.apiHost() : config.apiHost ?? '');
  const pathname = () => config.pathname?.() ?? browserValue(() => location.pathname, '/');
  const currentUrl = () => config.currentUrl?.() ?? browserValue(() => location.href, '/');
  const platform = () => config.platform?.() ?? platformOf(
    browserValue(() => navigator.userAgent, ''),
    browserValue(() => window.innerWidth, undefined as number | undefined),
  );
  const guid = () => (config.guid ? config.guid() : browserValue(() => deviceGuid(), undefined as string | undefined));
  const userToken = () => (config.userToken ? config.userToken() : browserValue(() => readUserToken(), undefined as string | undefined));

  function fail(err: HttpError, url: string, code: number | undefined): never {
    config.onComplianceWall?.({ code, result: err.result, message: err.message, url });
    throw err;
  }

  /** Check an envelope; return its result or throw (SPEC §8 order). */
  function unwrapEnvelope<T>(body: unknown, status: number, url: string, opts: CallOptions): T {
    if (body === undefined || body === null || body === '' || typeof body !== 'object') {
      fail(new HttpError('empty', NO_CODE, NON_RESPONSE_MESSAGE, { status, body }), url, undefined);
    }
    const code = returnCode(body);
    const result = (body as { result?: unknown }).result;
    if (code !== undefined && NO_PERMISSION_CODES.includes(code)) {
      if (!opts.keepCache) cache.clear();
      if (code === LOGIN_EXPIRED_CODE && opts.loginRedirect !== false) {
        const target = loginRedirectUrl(localeFromPath(pathname()), currentUrl());
        if (config.onLoginRequired) config.onLoginRequired(target);
        else browserValue(() => location.assign(target), undefined);
      }
      fail(new HttpError('permission', code, NO_PERMISSION_MESSAGE, { status, result, body }), url, code);
    }
    if (code !== 0) {
      fail(new HttpError('business', code ?? NO_CODE, returnMessage(body) ?? 'business error', { status, result, body }), url, code);
    }
    if (!nestedStatusOk(body)) {
      const inner = Number(nestedStatus(body));
      fail(new HttpError('gateway', Number.isFinite(inner) ? inner : NO_CODE, GATEWAY_ERROR_MESSAGE, { status, result, body }), url, code);
    }
    const serverMs = serverMsFromTimeNow((body as { time_now?: unknown }).time_now);
    if (serverMs !== undefined) offset = serverTimeOffset(serverMs, now(), (m) => log(m));
    return result as T;
  }

  async function call<T>(method: HttpMethod, url: string, payload: unknown, timeoutMs: number, opts: CallOptions): Promise<T> {
    const cacheOpts = opts.cache === true ? {} : opts.cache || undefined;
    const key = cacheOpts ? `${method} ${url} ${payload === undefined ? '' : JSON.stringify(payload)}` : '';
    if (cacheOpts && !cacheOpts.force) {
      const hit = cache.get<T>(key);
      if (hit !== undefined) return hit;
    }
    const p = opts.platform ?? platform();
    const headers = {
      ...buildHeaders({ pathname: pathname(), platform: p, guid: guid(), userToken: userToken() }),
      ...(config.extraHeaders?.(method) ?? {}),
      ...(opts.headers ?? {}),
    };
    const queryInUrl = method === 'GET' || method === 'DELETE';
    const res = await rawRequest(url, {
      method,
      body: queryInUrl ? stripEmpty(payload as Record<string, unknown>) : payload,
      headers,
      timeoutMs: opts.timeoutMs ?? timeoutMs,
      fetch: config.fetch,
      setTimeout: config.setTimeout,
      clearTimeout: config.clearTimeout,
    });
    const result = unwrapEnvelope<T>(res.data, res.status, url, opts);
    if (cacheOpts && result !== undefined) cache.set(key, result, { ttlMs: cacheOpts.ttlMs, persist: cacheOpts.persist });
    return result;
  }

  const api = (path: string) => `${apiHost().replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

  return {
    cache,
    get timeOffset() {
      return offset;
    },
    serverNow: () => now() + offset,
    botGet: (path, query, opts = {}) => call('GET', botUrl(path, apiHost()), query, BOT_TIMEOUT_MS, opts),
    botPost: (path, body, opts = {}) => call('POST', botUrl(path, apiHost()), body ?? {}, BOT_TIMEOUT_MS, opts),
    get: (path, query, opts = {}) => call('GET', api(path), query, API_TIMEOUT_MS, opts),
    post: (path, body, opts = {}) => call('POST', api(path), body ?? {}, API_TIMEOUT_MS, opts),
    postUrl: (url, body, opts = {}) => call('POST', url, body ?? {}, API_TIMEOUT_MS, opts),
    request: (method, path, req = {}) => {
      const { params, query, body, ...opts } = req;
      const url = withQuery(api(substitutePath(path, params)), query);
      const queryInUrl = method === 'GET' || method === 'DELETE';
      return call(method, url, queryInUrl ? body : (body ?? {}), DEFAULT_TIMEOUT_MS, opts);
    },
    profile: async <T,>(opts: { force?: boolean } = {}) => {
      try {
        return await call<T>('GET', api(PROFILE_PATH), undefined, API_TIMEOUT_MS, {
          cache: { force: opts.force },
          keepCache: true,
          loginRedirect: false,
          platform: 'pc',
        });
      } catch (err) {
        log('profile not loaded', err);
        return undefined;
      }
    },
  };
}
