import { LANGUAGE_STORAGE_KEY as STORAGE_KEY } from '../platform/constants';
import {
  direction, GLOBAL_LANGUAGES, intlLocale, isLanguageSegment, LANGUAGE_OPTIONS,
  localeFromPath as platformLocaleFromPath, switchLanguagePath as platformSwitchLanguagePath,
} from '../platform/locale';

/** The 18 language values of SPEC §3, in the order the switcher lists them (platform/locale). */
export const LOCALES = GLOBAL_LANGUAGES;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** localStorage key holding the language the user chose last. */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEY;

/** Language option labels (SPEC §3 "Language option"): each in its own language. */
export const LANGUAGE_LABELS = Object.fromEntries(
  LANGUAGE_OPTIONS.map((o) => [o.value, o.label]),
) as Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Normalise a raw value: undefined, 'ed-ED' or anything unknown means en. */
export function normalizeLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Does a first path segment look like a language prefix (so a switch replaces it)? */
export function isLocaleSegment(segment: string | undefined): boolean {
  return isLanguageSegment(segment);
}

/** The locale of a page path: its first segment when it is one of the 18 values, else en. */
export function localeFromPath(pathname: string): Locale {
  return normalizeLocale(platformLocaleFromPath(pathname));
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return direction(locale);
}

/** The BCP 47 tag used for Intl formatting: Arabic keeps Latin digits. */
export function intlLocaleOf(locale: Locale): string {
  return intlLocale(locale);
}

/** Router basename: everything up to /tradingbot/ (a locale or other prefix included). */
export function basenameFor(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[1] === 'tradingbot' && segments[0] !== 'tradingbot') return `/${segments[0]}/tradingbot/`;
  return '/tradingbot/';
}

/** SPEC §2: page paths always end with a slash. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * The URL of the same page in another language: the code goes into, or replaces,
 * the first path segment (platform/locale); this site serves en without a prefix, so en
 * drops it. The query string and hash are kept.
 */
export function switchLanguagePath(pathname: string, search: string, target: Locale | string, hash = ''): string {
  const href = platformSwitchLanguagePath(`${pathname}${search}${hash}`, target);
  if (target !== DEFAULT_LOCALE) return href;
  const rest = href.replace(/^\/en(?=[/?#]|$)/, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}
