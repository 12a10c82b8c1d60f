/** The 18 language values of SPEC §3, in the order the switcher lists them. */
export const LOCALES = [
  'en', 'id-ID', 'es-ES', 'es-MX', 'es-AR', 'fil-PH', 'kk-KZ', 'pl-PL', 'pt-BR',
  'pt-PT', 'ro-RO', 'ru-RU', 'vi-VN', 'uk-UA', 'ar-SA', 'ja-JP', 'zh-MY', 'zh-TW',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** localStorage key holding the language the user chose last. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Language option labels (SPEC §3 "Language option"): each in its own language. */
export const LANGUAGE_LABELS: Record<Locale, string> = {
  en: 'English',
  'id-ID': 'Bahasa Indonesia',
  'es-ES': 'Español (España)',
  'es-MX': 'Español (México)',
  'es-AR': 'Español (Argentina)',
  'fil-PH': 'Filipino',
  'kk-KZ': 'Қазақ тілі',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'ro-RO': 'Română',
  'ru-RU': 'Русский',
  'vi-VN': 'Tiếng Việt',
  'uk-UA': 'Українська',
  'ar-SA': 'العربية',
  'ja-JP': '日本語',
  'zh-MY': '简体中文',
  'zh-TW': '繁體中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Normalise a raw value: undefined, 'ed-ED' or anything unknown means en. */
export function normalizeLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function firstSegment(pathname: string): string | undefined {
  return pathname.split('/').filter(Boolean)[0];
}

/** Does a first path segment look like a language prefix (so a switch replaces it)? */
export function isLocaleSegment(segment: string | undefined): boolean {
  if (!segment) return false;
  return isLocale(segment) || segment === 'ed-ED' || /^[a-z]{2,3}-[A-Z]{2,3}$/.test(segment);
}

/** The locale of a page path: its first segment when it is one of the 18 values, else en. */
export function localeFromPath(pathname: string): Locale {
  return normalizeLocale(firstSegment(pathname));
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar-SA' ? 'rtl' : 'ltr';
}

/** The BCP 47 tag used for Intl formatting: Arabic keeps Latin digits. */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'ar-SA' ? 'ar-SA-u-nu-latn' : locale;
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
 * the first path segment; en drops the prefix. The query string and hash are kept.
 */
export function switchLanguagePath(pathname: string, search: string, target: Locale, hash = ''): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocaleSegment(segments[0])) segments.shift();
  if (target !== DEFAULT_LOCALE) segments.unshift(target);
  const trailing = pathname.endsWith('/') || segments.length === 0 ? '/' : '';
  const path = `/${segments.join('/')}${segments.length ? trailing : ''}`;
  return `${path}${search}${hash}`;
}
