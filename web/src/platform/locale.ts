/**
 * Languages, regions and regional hosts (SPEC §2 page shell, §3 languages and regions).
 *
 * Region host patterns (our reading; SPEC §3 only says "the region is chosen from the host
 * name"). The host is lower-cased, its port and a trailing dot dropped, and a leading `www.`
 * ignored. A host belongs to a region when its top-level domain is the region's key, or its
 * first label is that key:
 *
 * | region | key  | examples                                              |
 * |--------|------|-------------------------------------------------------|
 * | hk     | `hk` | `example.hk`, `example.com.hk`, `hk.example.com`      |
 * | nl     | `nl` | `example.nl`, `nl.example.com`                        |
 * | tr     | `tr` | `example.com.tr`, `example.tr`, `tr.example.com`      |
 * | kz     | `kz` | `example.kz`, `kz.example.com`                        |
 * | eu     | `eu` | `example.eu`, `eu.example.com`                        |
 * | ge     | `ge` | `example.ge`, `ge.example.com`                        |
 * | id     | `id` | `example.id`, `example.co.id`, `id.example.com`       |
 *
 * Anything else (including `localhost` and IP addresses) is the global site with the 18
 * languages. The same rule (TLD or first label) finds the regional host key of
 * {@link REGIONAL_HOSTS} (hk, ae, nl, us, uk, jp, ...), from which
 * {@link regionCodeFromHost} derives HKG, ARE or the default code.
 */
import { DEFAULT_LANGUAGE, PLACEHOLDER_LOCALE } from './constants';
import { parseHost } from './host';

/** The 18 languages of the global site, in the switcher's order (SPEC §3). */
export const GLOBAL_LANGUAGES = [
  'en', 'id-ID', 'es-ES', 'es-MX', 'es-AR', 'fil-PH', 'kk-KZ', 'pl-PL', 'pt-BR',
  'pt-PT', 'ro-RO', 'ru-RU', 'vi-VN', 'uk-UA', 'ar-SA', 'ja-JP', 'zh-MY', 'zh-TW',
] as const;
export type GlobalLanguage = (typeof GLOBAL_LANGUAGES)[number];

export type Region = 'global' | 'hk' | 'nl' | 'tr' | 'kz' | 'eu' | 'ge' | 'id';

/** The language set of every region (SPEC §3). */
export const REGION_LANGUAGES: Readonly<Record<Region, readonly string[]>> = {
  global: GLOBAL_LANGUAGES,
  hk: ['zh-HK', 'en-HK'],
  nl: ['nl-NL', 'en-NL'],
  tr: ['tr-TUR', 'en-TR'],
  kz: ['ru-KAZ', 'kk-KAZ', 'en-KAZ'],
  eu: ['en-EU', 'de-EU'],
  ge: ['ka-GEO', 'ru-GEO', 'en-GEO'],
  id: ['id-IDN', 'en-IDN'],
};

const REGIONS: readonly Exclude<Region, 'global'>[] = ['hk', 'nl', 'tr', 'kz', 'eu', 'ge', 'id'];

/** Every language code the site knows: the 18 global ones, then the regional ones. */
export const KNOWN_LANGUAGES: readonly string[] = [
  ...GLOBAL_LANGUAGES,
  ...REGIONS.flatMap((r) => REGION_LANGUAGES[r]),
];

/** Country-specific codes and their standard (BCP 47) equivalents (SPEC §3). */
export const STANDARD_LOCALES: Readonly<Record<string, string>> = {
  'tr-TUR': 'tr-TR',
  'kk-KAZ': 'kk-KZ',
  'ru-KAZ': 'ru-KZ',
  'en-KAZ': 'en-KZ',
  'ka-GEO': 'ka-GE',
  'ru-GEO': 'ru-GE',
  'en-GEO': 'en-GE',
  'id-IDN': 'id-ID',
  'en-IDN': 'en-ID',
};

/** Language option (SPEC §3): label in its own language, standard tag, path code. */
export interface LanguageOption {
  label: string;
  /** Standard BCP 47 tag (for `<html lang>`, hreflang and Intl). */
  lang: string;
  /** The code used in the page path and sent as the `lang` header. */
  value: string;
}

const LABELS: Readonly<Record<string, string>> = {
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
  'zh-HK': '繁體中文（香港）',
  'en-HK': 'English (Hong Kong)',
  'nl-NL': 'Nederlands',
  'en-NL': 'English (Netherlands)',
  'tr-TUR': 'Türkçe',
  'en-TR': 'English (Türkiye)',
  'ru-KAZ': 'Русский (Казахстан)',
  'kk-KAZ': 'Қазақ тілі (Қазақстан)',
  'en-KAZ': 'English (Kazakhstan)',
  'en-EU': 'English (EU)',
  'de-EU': 'Deutsch (EU)',
  'ka-GEO': 'ქართული',
  'ru-GEO': 'Русский (Грузия)',
  'en-GEO': 'English (Georgia)',
  'id-IDN': 'Bahasa Indonesia (Indonesia)',
  'en-IDN': 'English (Indonesia)',
};

function optionOf(value: string): LanguageOption {
  return { label: LABELS[value] ?? value, lang: standardLocale(value), value };
}

/** The language options of the global site (the 18 languages, SPEC §3). */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = GLOBAL_LANGUAGES.map(optionOf);

/** Options of every known code, regional ones included. */
export const ALL_LANGUAGE_OPTIONS: readonly LanguageOption[] = KNOWN_LANGUAGES.map(optionOf);

export function isKnownLanguage(code: unknown): code is string {
  return typeof code === 'string' && KNOWN_LANGUAGES.includes(code);
}

/**
 * Does a first path segment look like a language prefix, so a switch replaces it and a
 * deep link strips it? Known codes, the placeholder ed-ED, and any `xx-XX` / `xxx-XXX` shape.
 */
export function isLanguageSegment(segment: string | undefined): boolean {
  if (!segment) return false;
  return isKnownLanguage(segment) || segment === PLACEHOLDER_LOCALE || /^[a-z]{2,3}-[A-Z]{2,3}$/.test(segment);
}

function pathOnly(pathname: string): string {
  // Accept a full URL too; keep only the path part.
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(pathname);
  const path = m ? (m[1] ?? '') : pathname;
  return path.split(/[?#]/)[0] ?? '';
}

/**
 * The locale of a page (SPEC §2): the first path segment when it is a known language code
 * (global or regional), else `en` (also for an undefined path and the placeholder ed-ED).
 */
export function localeFromPath(pathname: string | null | undefined): string {
  if (!pathname) return DEFAULT_LANGUAGE;
  const first = pathOnly(pathname).split('/').filter(Boolean)[0];
  return isKnownLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** Text direction: right-to-left for ar-SA only. */
export function direction(locale: string | null | undefined): 'rtl' | 'ltr' {
  return locale === 'ar-SA' ? 'rtl' : 'ltr';
}

/** The standard code of a country-specific one (tr-TUR -> tr-TR); others unchanged. */
export function standardLocale(code: string): string {
  return STANDARD_LOCALES[code] ?? code;
}

/**
 * The tag for Intl formatting: the standard code; ar-SA keeps Latin digits
 * (`ar-SA-u-nu-latn`); en for empty or the placeholder.
 */
export function intlLocale(locale: string | null | undefined): string {
  if (!locale || locale === PLACEHOLDER_LOCALE) return DEFAULT_LANGUAGE;
  if (locale === 'ar-SA') return 'ar-SA-u-nu-latn';
  const std = standardLocale(locale);
  try {
    return Intl.getCanonicalLocales(std)[0] ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The URL of the same page in another language (SPEC §2 language switcher): the code is put
 * into the first path segment, or replaces it when that segment is a language code. Query
 * and hash are kept. An absolute href gives an absolute URL, a path gives a path. The code
 * is always written, en included (`/en/...`).
 */
export function switchLanguagePath(href: string, lang: string): string {
  const abs = /^([a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i.exec(href);
  const origin = abs ? abs[0] : '';
  const rest = href.slice(origin.length);
  const cut = rest.search(/[?#]/);
  const path = cut === -1 ? rest : rest.slice(0, cut);
  const tail = cut === -1 ? '' : rest.slice(cut);
  const segments = path.split('/').filter(Boolean);
  if (isLanguageSegment(segments[0])) segments.shift();
  if (lang) segments.unshift(lang);
  const trailing = path.endsWith('/') || path === '' ? '/' : '';
  const newPath = segments.length ? `/${segments.join('/')}${trailing}` : '/';
  return `${origin}${newPath}${tail}`;
}

// ---- Hosts and regions ----

/** Regional hosts with alternate-language links (SPEC §3 "Regional hosts"). */
export const REGIONAL_HOSTS = ['hk', 'ae', 'nl', 'us', 'uk', 'jp', 'fr', 'de', 'au', 'ca', 'br', 'in', 'ru'] as const;
export type RegionalHost = (typeof REGIONAL_HOSTS)[number];

export type RegionCode = 'HKG' | 'ARE' | 'default';
export const DEFAULT_REGION_CODE: RegionCode = 'default';

/** Labels of a host name (lower-cased, no port, no leading `www`); [] for localhost and IPs. */
export function hostLabels(host: string): string[] {
  const parsed = parseHost(host);
  if (parsed.isLocal) return [];
  const labels = [...parsed.labels];
  if (labels.length > 2 && labels[0] === 'www') labels.shift();
  return labels;
}

/** True when the host's TLD or first label (of a host with a subdomain) is `key`. */
function hostHasKey(labels: string[], key: string): boolean {
  if (labels.length < 2) return false;
  return labels[labels.length - 1] === key || (labels.length > 2 && labels[0] === key);
}

/** The region of a host name (see the pattern table at the top of this file). */
export function regionFromHost(host: string | null | undefined): Region {
  const labels = hostLabels(host ?? '');
  return REGIONS.find((r) => hostHasKey(labels, r)) ?? 'global';
}

/** The languages offered on a host: its region's set, or the 18 global languages. */
export function languagesForHost(host: string | null | undefined): readonly string[] {
  return REGION_LANGUAGES[regionFromHost(host)];
}

/** Language options offered on a host. */
export function languageOptionsForHost(host: string | null | undefined): LanguageOption[] {
  return languagesForHost(host).map(optionOf);
}

/** The regional host key of a host (`hk`, `ae`, ... by TLD or first label), if any. */
export function regionalHostOf(host: string | null | undefined): RegionalHost | undefined {
  const labels = hostLabels(host ?? '');
  return REGIONAL_HOSTS.find((k) => hostHasKey(labels, k));
}

/** Region code of a host: HKG for a Hong Kong host, ARE for a UAE (`ae`) host, else default. */
export function regionCodeFromHost(host: string | null | undefined): RegionCode {
  const key = regionalHostOf(host);
  if (key === 'hk') return 'HKG';
  if (key === 'ae') return 'ARE';
  return DEFAULT_REGION_CODE;
}
