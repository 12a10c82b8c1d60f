import { directionOf, type Locale } from '../i18n/locales';
import { MOBILE_MAX_WIDTH, PHONE_VIEWPORT_SCALE } from '../platform/constants';
import { isTestnetHost } from '../platform/host';

/** SPEC §2: noindex only for a `sem` path segment or a testnet host. */
export function robotsFor(pathname: string, host: string): string {
  const sem = pathname.split('/').includes('sem');
  return sem || isTestnetHost(host) ? 'noindex,nofollow' : 'index,follow';
}

export const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
export const PHONE_VIEWPORT = `width=device-width, initial-scale=${PHONE_VIEWPORT_SCALE}`;
export const DEFAULT_VIEWPORT = 'width=device-width, initial-scale=1';

/** Set (or create) a <meta name=...> tag in the document head. */
export function setMeta(doc: Document, name: string, content: string): void {
  let el = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = doc.createElement('meta');
    el.name = name;
    doc.head.appendChild(el);
  }
  el.content = content;
}

/** Everything about the document that is fixed for a page load. */
export function applyDocumentShell(win: Window, locale: Locale): void {
  const doc = win.document;
  doc.documentElement.lang = locale;
  doc.documentElement.dir = directionOf(locale);
  setMeta(doc, 'robots', robotsFor(win.location.pathname, win.location.host));
  const phone = typeof win.matchMedia === 'function' && win.matchMedia(PHONE_QUERY).matches;
  setMeta(doc, 'viewport', phone ? PHONE_VIEWPORT : DEFAULT_VIEWPORT);
}
