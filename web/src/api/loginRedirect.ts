/**
 * SPEC §2 / §4 / §8 login expiry: a response with code 10007 redirects to the login page.
 *
 * The SPEC's target is `/{locale}/login?redirect_url={current url, encoded}`
 * (platform/http `loginRedirectUrl`). This backend only serves the pages under `/tradingbot/`,
 * so the login page is a page of this app: `{basename}login/?redirect_url=...`, i.e.
 * `/{locale}/tradingbot/login/?redirect_url=...` (or `/tradingbot/login/...` without a locale
 * prefix, keeping the prefix convention of the page the user was on). After a login it goes
 * back to `redirect_url` when that is a same-origin http(s) URL, else to the app's home.
 *
 * Only a session that was logged in is redirected ("login expiry"): a 10007 answered to an
 * anonymous visitor (the profile probe itself, or a page that asks before the profile is known)
 * is left to the page, which opens the login modal where it needs one.
 */
import { basenameFor } from '../i18n/locales';

let sessionLoggedIn = false;
let redirecting = false;

/** Remember whether the current page's session is logged in (set when the profile loads). */
export function setSessionLoggedIn(loggedIn: boolean): void {
  sessionLoggedIn = loggedIn;
}

export function isSessionLoggedIn(): boolean {
  return sessionLoggedIn;
}

/** True once a login redirect has started (the login modal is then not opened). */
export function isLoginRedirectPending(): boolean {
  return redirecting;
}

/** Test hook: forget the session flag and a started redirect. */
export function resetLoginRedirect(): void {
  sessionLoggedIn = false;
  redirecting = false;
}

export const LOGIN_PATH = 'login/';
export const REDIRECT_PARAM = 'redirect_url';

/** The app's login page for a page path: `{basename}login/?redirect_url={encoded current url}`. */
export function loginPageUrl(pathname: string, currentUrl: string): string {
  return `${basenameFor(pathname)}${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(currentUrl)}`;
}

/** Is this path the app's login page? */
export function isLoginPath(pathname: string): boolean {
  const base = basenameFor(pathname);
  return pathname === `${base}login` || pathname.startsWith(`${base}${LOGIN_PATH}`);
}

/**
 * Where to go after a login: `raw` when it is an http(s) URL of `origin` (relative paths are
 * resolved against it) and not the login page itself, else `fallback`.
 */
export function safeRedirectTarget(raw: string | null | undefined, origin: string, fallback: string): string {
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
  if (isLoginPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LoginRedirectEnv {
  pathname: string;
  href: string;
  assign: (url: string) => void;
}

function browserEnv(): LoginRedirectEnv {
  return {
    pathname: window.location.pathname,
    href: window.location.href,
    assign: (url) => window.location.assign(url),
  };
}

/**
 * Handle a 10007: when the session was logged in and this is not the login page, go to the login
 * page (once). Returns whether a redirect started.
 */
export function handleLoginRequired(env: LoginRedirectEnv = browserEnv()): boolean {
  if (redirecting) return true;
  if (!sessionLoggedIn || isLoginPath(env.pathname)) return false;
  redirecting = true;
  sessionLoggedIn = false;
  env.assign(loginPageUrl(env.pathname, env.href));
  return true;
}
