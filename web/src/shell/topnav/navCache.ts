/**
 * The cached navigation object and the rules of the top-navigation loading placeholder (SPEC §2
 * "Loading placeholder for the top navigation bar", §3 "Cached navigation object").
 *
 * - The real header writes its navigation to localStorage (`bot_nav_cache`):
 *   `{exchange, left, right, language, isLogin}`; each item has `name` and `renderer`.
 * - The placeholder uses the cache only when `cache.language` equals the stored language key
 *   (`localStorage.language`). A visitor who never chose a language has no stored key: the page's
 *   locale stands in for it (otherwise the cache could never be used on a first visit).
 * - Logged-in state: inferred from a stored analytics user id (`bot_analytics_user_id`, written by
 *   the header once the profile is known, removed when anonymous), not from the cache.
 * - Item kinds: a plain item, a primary link, or a more-dropdown (children in `items`); an item
 *   named WSOT (case-insensitive) is highlighted.
 * - Layout: below 1025 px wide the right side uses the mobile layout; below 913 px the nav list
 *   is hidden.
 */
import {
  DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, NAV_LIST_HIDDEN_BELOW_PX, NAV_MOBILE_BELOW_PX,
} from '../../platform/constants';
import { regionFromHost } from '../../platform/locale';

export const NAV_CACHE_KEY = 'bot_nav_cache';
export const ANALYTICS_USER_KEY = 'bot_analytics_user_id';

export type NavRenderer = 'item' | 'link' | 'more';

export interface NavItem {
  name: string;
  renderer: NavRenderer | string;
  href?: string;
  /** Children of a more-dropdown. */
  items?: NavItem[];
  /** The current product (drawn as active). */
  active?: boolean;
}

export interface NavCache {
  exchange: NavItem[];
  left: NavItem[];
  right: NavItem[];
  language: string;
  isLogin?: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safeStore(store?: Store | null): Store | null {
  if (store !== undefined) return store;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(store: Store | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function isItem(v: unknown): v is NavItem {
  return !!v && typeof v === 'object' && typeof (v as NavItem).name === 'string'
    && typeof (v as NavItem).renderer === 'string';
}

function items(v: unknown): NavItem[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isItem).map((i) => ({ ...i, items: i.items ? items(i.items) : undefined }));
}

/** Parse a cached navigation object; null when it is not one. */
export function parseNavCache(raw: string | null): NavCache | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<NavCache> | null;
    if (!v || typeof v !== 'object' || typeof v.language !== 'string') return null;
    return {
      exchange: items(v.exchange),
      left: items(v.left),
      right: items(v.right),
      language: v.language,
      isLogin: v.isLogin === true,
    };
  } catch {
    return null;
  }
}

/** The stored language key, else the page's locale (see the file comment). */
export function storedLanguage(pageLocale: string, store?: Store | null): string {
  return read(safeStore(store), LANGUAGE_STORAGE_KEY) || pageLocale || DEFAULT_LANGUAGE;
}

/** The cache, only when its language equals the stored language key. */
export function readNavCache(pageLocale: string, store?: Store | null): NavCache | null {
  const s = safeStore(store);
  const cache = parseNavCache(read(s, NAV_CACHE_KEY));
  if (!cache || cache.language !== storedLanguage(pageLocale, s)) return null;
  return cache;
}

export function writeNavCache(cache: NavCache, store?: Store | null): void {
  try {
    safeStore(store)?.setItem(NAV_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // storage full or unavailable: the next placeholder is simply empty
  }
}

/** Logged in according to the stored analytics user id (a positive id). */
export function loggedInHint(store?: Store | null): boolean {
  const raw = read(safeStore(store), ANALYTICS_USER_KEY);
  return !!raw && /^\d+$/.test(raw) && Number(raw) > 0;
}

/** Store (a positive id) or remove (null) the analytics user id. */
export function writeAnalyticsUser(id: number | null | undefined, store?: Store | null): void {
  const s = safeStore(store);
  try {
    if (id && id > 0) s?.setItem(ANALYTICS_USER_KEY, String(id));
    else s?.removeItem(ANALYTICS_USER_KEY);
  } catch {
    // storage unavailable
  }
}

export type NavItemKind = 'plain' | 'primary' | 'more';

/** The kind of an item by its renderer: `link` is a primary link, `more` a dropdown, anything else plain. */
export function itemKind(item: NavItem): NavItemKind {
  const r = item.renderer.toLowerCase();
  if (r === 'more' || (item.items?.length ?? 0) > 0) return 'more';
  if (r === 'link' || r === 'primary') return 'primary';
  return 'plain';
}

/** The WSOT item is highlighted. */
export function isHighlighted(item: NavItem): boolean {
  return item.name.trim().toUpperCase() === 'WSOT';
}

export interface NavLayout {
  /** Right side in its mobile layout (< 1025 px). */
  mobileRight: boolean;
  /** Nav list shown (>= 913 px). */
  showNavList: boolean;
}

export function navLayout(width: number): NavLayout {
  return { mobileRight: width < NAV_MOBILE_BELOW_PX, showNavList: width >= NAV_LIST_HIDDEN_BELOW_PX };
}

export type LogoVariant = 'global' | 'tr' | 'kz' | 'eu' | 'ge';

/**
 * The logo by host (SPEC §2): Turkey, Kazakhstan, Europe and Georgia have their own variant (logo
 * plus the region's name); every other host, other regions included, shows the global logo only.
 */
export function logoVariant(host: string): LogoVariant {
  const region = regionFromHost(host);
  return region === 'tr' || region === 'kz' || region === 'eu' || region === 'ge' ? region : 'global';
}

/** The region label next to the logo (not translated: it is part of the brand mark). */
export const LOGO_REGION_LABEL: Readonly<Record<Exclude<LogoVariant, 'global'>, string>> = {
  tr: 'TR',
  kz: 'KZ',
  eu: 'EU',
  ge: 'GE',
};
