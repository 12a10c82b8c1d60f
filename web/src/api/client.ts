import { localeFromPath } from '../i18n/locales';
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
export const TIMEOUT_CODE = 9000001;
export const NETWORK_CODE = -1;
export const NOT_LOGGED_IN = 10007;
export const NO_PERMISSION_CODES = [10007, 10009, 33003];
export const DEFAULT_TIMEOUT_MS = 30_000;

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
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
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
  if (!env || typeof env !== 'object') throw new ApiError(NETWORK_CODE, 'Non Response!', undefined, status);
  const code = env.ret_code ?? env.retCode ?? 0;
  if (code !== 0) throw new ApiError(code, env.ret_msg ?? env.retMsg ?? '', env.result, status);
  const inner = (env.result as { status_code?: number } | null)?.status_code;
  if (inner !== undefined && inner !== 0 && inner !== 200) {
    throw new ApiError(inner, 'gateway error', env.result, status);
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
    if (controller.signal.aborted) throw new ApiError(TIMEOUT_CODE, 'Request timeout, please re-try!');
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
    throw new ApiError(NETWORK_CODE, 'Non Response!', undefined, response.status);
  }
  return unwrap(env, response.status);
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
};
