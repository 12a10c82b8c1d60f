/**
 * Announcements search (SPEC §7 `POST /announcements/api/search/v1/index/{index}`).
 *
 * The types mirror the backend's OpenAPI schemas `AnnouncementSearchParams`,
 * `AnnouncementSearchResult` and `AnnouncementHit` (src/tradingbot/api/routes_announcements.py;
 * tests/integration/api/test_announcements.py checks the schema's fields); the call goes through
 * the app's API client (envelope, headers, timeouts, error codes).
 */
import { api } from '../../api/client';
import { intlLocaleOf, LOCALES, type Locale } from '../../i18n/locales';

/** SPEC §9: announcement page size. */
export const ANNOUNCEMENT_PAGE_SIZE = 10;
/** SPEC §7: the list leaves out the new_crypto category and the trading bots topic. */
export const HOME_FILTER = "NOT category.key:'new_crypto' AND NOT topics.key:'trading_bots'";
export const INDEX_PREFIX = 'announcement-posts_';

export interface AnnouncementHit {
  objectID: string;
  title: string;
  url: string;
  description: string;
  category: string;
  topics: string[];
  lang: string;
  /** Publish time, ms since the epoch. */
  date_timestamp: number;
}

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  filters?: string;
}

export interface SearchResult {
  hits: AnnouncementHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  index: string;
  lang: string;
}

/** The index of a page locale: `announcement-posts_en`, `announcement-posts_ja-jp`. */
export function indexFor(locale: Locale): string {
  return `${INDEX_PREFIX}${locale.toLowerCase()}`;
}

/** The page locale behind react-intl's formatting locale (ar-SA formats as ar-SA-u-nu-latn). */
export function localeOfIntl(intlLocale: string): Locale {
  return LOCALES.find((l) => intlLocaleOf(l) === intlLocale) ?? 'en';
}

/** Links only to web pages: http(s) URLs and site paths; anything else is not a link. */
export function safeHref(url: string): string | undefined {
  return /^(https?:\/\/|\/)/i.test(url) ? url : undefined;
}

export const isExternal = (url: string) => /^https?:\/\//i.test(url);

export const searchAnnouncements = (locale: Locale, query: string, page: number) =>
  api.post<SearchResult>(`/announcements/api/search/v1/index/${indexFor(locale)}`, {
    query,
    page,
    hitsPerPage: ANNOUNCEMENT_PAGE_SIZE,
    filters: HOME_FILTER,
  } satisfies SearchParams);
