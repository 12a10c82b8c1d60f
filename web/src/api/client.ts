/**
 * The app's API client: the platform HTTP rules (platform/http.ts) bound to this app.
 *
 * - Headers of SPEC §7 (`lang`, `Platform`, `X-User-Agent`, the device `guid` from its 120-day
 *   cookie, `UserToken` inside the app) plus `Accept` and, on mutating calls, the CSRF header.
 * - Timeouts: calls under `/s1/bot` use the bot client's 10 s, every other call 30 s.
 * - Failures reject with {@link ApiError} (`code` is the ret_code, the HTTP status, 9000001 for a
 *   timeout or -1 for a network failure / empty body).
 * - Commands (api/idempotency.ts) carry an `Idempotency-Key`, one per action; a network failure,
 *   a timeout, a 5xx, 10016, 10017 or 10019 is retried a bounded number of times with the same key.
 * - 10007 from a logged-in session redirects to the login page (api/loginRedirect.ts); every
 *   unsuccessful response is reported to the compliance wall (features/compliance/rules.ts).
 */
import { reportFailure } from '../features/compliance/rules';
import {
  API_TIMEOUT_MS, BOT_PATH_PREFIX, BOT_TIMEOUT_MS, GATEWAY_ERROR_MESSAGE, LOGIN_EXPIRED_CODE,
  NO_PERMISSION_CODES as PLATFORM_NO_PERMISSION_CODES, NON_RESPONSE_MESSAGE, TIMEOUT_CODE as PLATFORM_TIMEOUT_CODE,
} from '../platform/constants';
import {
  createHttpClient, HttpError, nestedStatusOk, NO_CODE, ResponseCache, returnCode, returnMessage,
  type CallOptions, type HttpClient, type HttpClientConfig,
} from '../platform/http';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './cookies';
import { CommandKeys, fingerprintOf, IDEMPOTENCY_HEADER, isCommand, runCommand } from './idempotency';
import { handleLoginRequired } from './loginRedirect';

/** The response envelope of every call (ARCHITECTURE §6). */
export interface Envelope<T> {
  ret_code?: number;
  retCode?: number;
  ret_msg?: string;
  retMsg?: string;
  result: T;
  time_now?: string;
}

/** SPEC §8 transport codes, plus one for a network failure. */
export const TIMEOUT_CODE = PLATFORM_TIMEOUT_CODE;
export const NETWORK_CODE = NO_CODE;
export const NOT_LOGGED_IN = LOGIN_EXPIRED_CODE;
export const NO_PERMISSION_CODES = [...PLATFORM_NO_PERMISSION_CODES];
export const DEFAULT_TIMEOUT_MS = API_TIMEOUT_MS;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly result?: unknown,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** SPEC §5: ok status, return code 0, and result.status_code absent, 0 or 200. */
export function unwrap<T>(env: Envelope<T> | null | undefined, status = 200): T {
  if (!env || typeof env !== 'object') throw new ApiError(NETWORK_CODE, NON_RESPONSE_MESSAGE, undefined, status);
  const code = returnCode(env) ?? 0;
  if (code !== 0) throw new ApiError(code, returnMessage(env) ?? '', env.result, status);
  if (!nestedStatusOk(env)) {
    const inner = Number((env.result as { status_code?: unknown }).status_code);
    throw new ApiError(Number.isFinite(inner) ? inner : NETWORK_CODE, GATEWAY_ERROR_MESSAGE, env.result, status);
  }
  return env.result;
}

/** An HttpError of the platform client as the app's ApiError (same code, message, result, status). */
export function toApiError(err: unknown): unknown {
  if (err instanceof ApiError || !(err instanceof HttpError)) return err;
  const body = err.extra.body;
  const message = err.kind === 'permission' ? (returnMessage(body) ?? err.message) : err.message;
  return new ApiError(err.code, message, err.result, err.status);
}

/** Timeout of a path: the bot client's 10 s under /s1/bot, else 30 s. */
export function timeoutFor(path: string): number {
  return path.startsWith(`${BOT_PATH_PREFIX}/`) ? BOT_TIMEOUT_MS : API_TIMEOUT_MS;
}

/** The platform client configuration of this app (exported for tests). */
export function appHttpConfig(): HttpClientConfig {
  return {
    // responses are cached by React Query; the platform cache only serves explicit `cache` calls
    cache: new ResponseCache({ storage: null }),
    extraHeaders: (method) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (method !== 'GET') {
        const csrf = readCookie(CSRF_COOKIE);
        if (csrf) headers[CSRF_HEADER] = csrf;
      }
      return headers;
    },
    onLoginRequired: () => {
      handleLoginRequired();
    },
    onComplianceWall: (info) => reportFailure(info),
    log: (message, detail) => console.info(message, detail),
  };
}

let client: HttpClient | undefined;

/** The shared platform client (created on first use). */
export function httpClient(): HttpClient {
  client ??= createHttpClient(appHttpConfig());
  return client;
}

export type Method = 'GET' | 'POST';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  timeoutMs?: number;
  /** Do not redirect to the login page on 10007 (the profile probe). */
  loginRedirect?: boolean;
  /** Override the Platform header (the profile call says pc, SPEC §7). */
  platform?: CallOptions['platform'];
}

/** The server's "retry" answers of a command (not stored under its key: a retry runs it). */
export const RETRY_CODES: readonly number[] = [10016, 10017, 10019];

/**
 * Whether a failed command may be sent again with its key: no answer (network failure, timeout,
 * empty body), a 5xx, or a "retry" code. Anything else is the server's definite answer.
 */
export function isRetryableCommandFailure(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.code === TIMEOUT_CODE || err.code === NETWORK_CODE) return true;
  if (err.status !== undefined && err.status >= 500 && err.code === err.status) return true;
  return RETRY_CODES.includes(err.code);
}

let commandKeys = new CommandKeys();

/** Forget every kept command key (tests). */
export function resetCommandKeys(): void {
  commandKeys = new CommandKeys();
}

async function send<T>(method: Method, path: string, opts: RequestOptions, headers?: Record<string, string>): Promise<T> {
  const callOpts: CallOptions = {
    timeoutMs: opts.timeoutMs ?? timeoutFor(path),
    loginRedirect: opts.loginRedirect,
    platform: opts.platform,
    headers,
  };
  try {
    return method === 'GET'
      ? await httpClient().get<T>(path, opts.query, callOpts)
      : await httpClient().post<T>(path, opts.body, callOpts);
  } catch (err) {
    throw toApiError(err);
  }
}

/**
 * Call a same-origin endpoint; resolves with `result`, rejects with ApiError. A command (a POST of
 * api/idempotency.ts) is sent with its action's `Idempotency-Key` and retried with it.
 */
export async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  if (method === 'GET' || !isCommand(path)) return send<T>(method, path, opts);
  const body = opts.body ?? {};
  return runCommand(
    commandKeys,
    fingerprintOf(method, path, body),
    (key) => send<T>(method, path, { ...opts, body }, { [IDEMPOTENCY_HEADER]: key }),
    isRetryableCommandFailure,
  );
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], opts: Omit<RequestOptions, 'query' | 'body'> = {}) =>
    request<T>('GET', path, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'query' | 'body'> = {}) =>
    request<T>('POST', path, { ...opts, body }),
};
