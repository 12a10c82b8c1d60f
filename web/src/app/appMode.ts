/**
 * App mode (SPEC §2 page shell, §7 native bridge calls): how the page shell behaves inside the
 * provider's native app and on phone browsers.
 *
 * - Inside the app (user agent `BotApp/{version}`, platform/env.ts): the footer is hidden, and the
 *   header is hidden when auto-hide is on. Auto-hide is on when the page URL carries
 *   `autoHideHeader=1` (or `true`), or when the app's config (`SystemInfo.getAppConfig()` over the
 *   bridge) says `autoHideHeader: true` (also accepted: `hideHeader`, `headerAutoHide`, and the
 *   strings '1' / 'true'). The query flag wins at first paint; the app config can switch it on
 *   later. Outside the app the flag is ignored.
 * - Outside the app, on a phone browser (a mobile user agent, or a viewport under 768 px: the
 *   SPEC's banner check), a small smart-app banner offers to open the page in the app, unless the
 *   visitor dismissed it (remembered in localStorage for 30 days).
 */
import { BANNER_WIDTH_LIMIT } from '../platform/constants';
import { bridgeObject } from '../platform/appBridge';
import { isInApp } from '../platform/env';

export const AUTO_HIDE_PARAM = 'autoHideHeader';
const CONFIG_KEYS = ['autoHideHeader', 'hideHeader', 'headerAutoHide'] as const;

export const BANNER_DISMISSED_KEY = 'bot_app_banner_dismissed';
export const BANNER_DISMISS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The app's URL scheme of native deep links (docs/deeplinks.md). */
export const APP_SCHEME = 'botapp://';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS/i;

function flagOn(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** Auto-hide from the page query (`?autoHideHeader=1`). */
export function autoHideFromQuery(search: string): boolean {
  return flagOn(new URLSearchParams(search).get(AUTO_HIDE_PARAM));
}

/** Auto-hide from the app config object (or its JSON text, possibly wrapped in data/result). */
export function autoHideFromConfig(config: unknown): boolean {
  const obj = bridgeObject(config);
  if (!obj) return false;
  if (CONFIG_KEYS.some((k) => flagOn(obj[k]))) return true;
  const inner = obj.data ?? obj.result;
  return inner !== undefined && inner !== obj ? autoHideFromConfig(inner) : false;
}

export interface AppModeInput {
  ua: string;
  search: string;
  width: number;
  /** The app config, once fetched. */
  appConfig?: unknown;
  /** When the banner was dismissed (ms), if it was. */
  bannerDismissedAt?: number | null;
  now?: number;
}

export interface AppMode {
  inApp: boolean;
  hideHeader: boolean;
  hideFooter: boolean;
  showSmartBanner: boolean;
}

/** Is the banner still dismissed? */
export function bannerDismissed(dismissedAt: number | null | undefined, now: number): boolean {
  return typeof dismissedAt === 'number' && Number.isFinite(dismissedAt) && now - dismissedAt < BANNER_DISMISS_DAYS * DAY_MS;
}

export function appModeOf(input: AppModeInput): AppMode {
  const inApp = isInApp(input.ua);
  const autoHide = autoHideFromQuery(input.search) || autoHideFromConfig(input.appConfig);
  const phone = MOBILE_UA.test(input.ua) || input.width < BANNER_WIDTH_LIMIT;
  return {
    inApp,
    hideHeader: inApp && autoHide,
    hideFooter: inApp,
    showSmartBanner: !inApp && phone && !bannerDismissed(input.bannerDismissedAt, input.now ?? Date.now()),
  };
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readBannerDismissed(store: Store | null = defaultStore()): number | null {
  try {
    const raw = store?.getItem(BANNER_DISMISSED_KEY);
    const n = raw ? Number(raw) : Number.NaN;
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

export function writeBannerDismissed(now: number = Date.now(), store: Store | null = defaultStore()): void {
  try {
    store?.setItem(BANNER_DISMISSED_KEY, String(now));
  } catch {
    // storage unavailable: dismissed for this page only
  }
}
