import { localeFromPath } from '../i18n/locales';
import {
  API_TIMEOUT_MS, GATEWAY_ERROR_MESSAGE, LOGIN_EXPIRED_CODE, NO_PERMISSION_CODES as PLATFORM_NO_PERMISSION_CODES,
  NON_RESPONSE_MESSAGE, TIMEOUT_CODE as PLATFORM_TIMEOUT_CODE, TIMEOUT_MESSAGE,
} from '../platform/constants';
import { nestedStatusOk, returnCode, returnMessage, toQueryString } from '../platform/http';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './cookies';

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
export const NETWORK_CODE = -1;
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

export type Method = 'GET' | 'POST';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  timeoutMs?: number;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  return `${path}${toQueryString(query)}`;
}

function headersFor(method: Method, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    lang: localeFromPath(window.location.pathname),
    Platform: 'pc',
    Accept: 'application/json',
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  return headers;
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

/** Call a same-origin endpoint; resolves with `result`, rejects with ApiError. */
export async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const hasBody = method !== 'GET' && opts.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, method === 'GET' ? opts.query : undefined), {
      method,
      credentials: 'include',
      headers: headersFor(method, hasBody),
      body: hasBody ? JSON.stringify(opts.body) : undefined,
      signal: controller.signal,
    });
  } catch (err) {
    if (controller.signal.aborted) throw new ApiError(TIMEOUT_CODE, TIMEOUT_MESSAGE);
    throw new ApiError(NETWORK_CODE, err instanceof Error ? err.message : 'network error');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText, undefined, response.status);
  const text = await response.text();
  let env: Envelope<T> | null = null;
  try {
    env = text ? (JSON.parse(text) as Envelope<T>) : null;
  } catch {
    throw new ApiError(NETWORK_CODE, NON_RESPONSE_MESSAGE, undefined, response.status);
  }
  return unwrap(env, response.status);
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
};
