/**
 * Business constants of SPEC §9 (and the numbers of §2, §4, §7 and §8 that the
 * platform modules use). Every other module imports its numbers from here.
 */

// ---- Transport (SPEC §7, §8, §9) ----

/** Default request timeout of the low-level wrapper and of the general client. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Timeout of the bot HTTP client (calls under /s1/bot). */
export const BOT_TIMEOUT_MS = 10_000;
/** Timeout of the shell's API calls and of the /s1 web client. */
export const API_TIMEOUT_MS = 30_000;
/** Error code and message of a timed-out request (SPEC §8). */
export const TIMEOUT_CODE = 9_000_001;
export const TIMEOUT_MESSAGE = 'Request timeout, please re-try!';
/** Accepted HTTP statuses: 200 to 299 inclusive. */
export const ACCEPTED_STATUS_MIN = 200;
export const ACCEPTED_STATUS_MAX = 299;
/** Path prefix of every bot call: {api host}/s1/bot{path}. */
export const BOT_PATH_PREFIX = '/s1/bot';

// ---- Business errors (SPEC §8) ----

/** Return code of an expired / missing login; it also redirects to the login page. */
export const LOGIN_EXPIRED_CODE = 10_007;
/** Codes rejected as 'user no permission' (the response cache is cleared). */
export const NO_PERMISSION_CODES: readonly number[] = [10_007, 33_003, 10_009];
export const NO_PERMISSION_MESSAGE = 'user no permission';
export const GATEWAY_ERROR_MESSAGE = 'gateway error';
export const NON_RESPONSE_MESSAGE = 'Non Response!';

// ---- Response cache (SPEC §9) ----

export const CACHE_MAX_ENTRIES = 20;
export const CACHE_DEFAULT_TTL_MS = 60_000;
/** Upper bound of the persisted (localStorage) part of the cache, in characters. */
export const CACHE_PERSIST_MAX_CHARS = 4_700_000;

// ---- Server time (SPEC §5, §9) ----

/** A server/client clock offset smaller than this is ignored. */
export const TIME_SKEW_IGNORE_MS = 10_000;
/** A server/client clock offset larger than this logs a warning. */
export const TIME_SKEW_WARN_MS = 24 * 60 * 60 * 1000;

// ---- API route selection (SPEC §4, §9) ----

export const ROUTE_PROBE_INTERVAL_MS = 30_000;
export const ROUTE_PROBE_PATH = '/t1';
/** Timing recorded for a failed probe (also the probe's own timeout). */
export const PROBE_FAILURE_MS = 15_000;
export const ROUTE_HISTORY_SIZE = 3;
export const ROUTE_INITIAL_MS = 100;
/** Weight of the newest timing, and how much lower each older timing weighs. */
export const SCORE_NEWEST_WEIGHT = 0.1;
export const SCORE_WEIGHT_STEP = 0.03;
/** The resulting weights, newest first: 0.1, 0.07, 0.04. */
export const SCORE_WEIGHTS: readonly number[] = Array.from(
  { length: ROUTE_HISTORY_SIZE },
  (_, i) => Math.round((SCORE_NEWEST_WEIGHT - i * SCORE_WEIGHT_STEP) * 100) / 100,
);
/** Switch thresholds (score units): advantage, worse-than-best, above-current. */
export const SWITCH_ADVANTAGE = 5;
export const SWITCH_WORSE_THAN_BEST = 25;
export const SWITCH_ABOVE_CURRENT = 30;
/** localStorage key of the chosen route ('auto', a domain, or absent). */
export const CHOSEN_ROUTE_KEY = 'bot_chosen_route';
/** sessionStorage key of the probe history and the auto-picked domain. */
export const ROUTE_RECORD_KEY = 'bot_route_record';
export const ROUTE_AUTO = 'auto';

// ---- Page shell, UI timings (SPEC §2, §4, §9) ----

export const HEADER_PLACEHOLDER_HEIGHT_PX = 48;
export const TOAST_DURATION_MS = 2000;
export const CHAT_DELAY_MS = 10_000;
export const HEADER_RESET_MS = 100;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Phones: width <= 767 px (the smart-banner check uses width < 768). */
export const MOBILE_MAX_WIDTH = 767;
export const BANNER_WIDTH_LIMIT = 768;
export const MODAL_MIN_WIDTH_PX = 480;
export const PHONE_VIEWPORT_SCALE = 0.85;
/** Top-navigation placeholder breakpoints. */
export const NAV_MOBILE_BELOW_PX = 1025;
export const NAV_LIST_HIDDEN_BELOW_PX = 913;

// ---- Languages (SPEC §2, §9) ----

export const DEFAULT_LANGUAGE = 'en';
/** The placeholder locale that means "no locale" (treated as en). */
export const PLACEHOLDER_LOCALE = 'ed-ED';
/** localStorage key of the language the user chose. */
export const LANGUAGE_STORAGE_KEY = 'language';

// ---- Cookies and the app (SPEC §4, §9) ----

export const GUID_COOKIE_DAYS = 120;
export const USER_TOKEN_COOKIE_DAYS = 7;
export const GUID_COOKIE_BASE = 'guid';
export const USER_TOKEN_COOKIE_BASE = 'user_token';
/** Minimum native-app version with bridge support. */
export const BRIDGE_MIN_VERSION = '3.6.1';

// ---- Market data (SPEC §7, §8, §9) ----

export const WS_PING_MS = 10_000;
/** Symbol-list cache versions read in this order (6 first, then 4). */
export const SYMBOL_CACHE_VERSIONS: readonly number[] = [6, 4];
/** Older cache versions removed when storing. */
export const SYMBOL_CACHE_OBSOLETE_VERSIONS: readonly number[] = [1, 2, 3, 5];
export const OB_DEPTH_MERGE_DEFAULT = '1,2,4,10';
export const PRICE_QUICK_STEPS: readonly number[] = [10, 50, 200];
export const ANNOUNCEMENT_PAGE_SIZE = 10;
export const DEFEAT_PERCENT_THRESHOLD = 0.6;
export const SPOT_CREATE_SOURCE = 1;

// ---- Number display (SPEC §9) ----

export const SHORT_MILLION = 1e6;
export const SHORT_BILLION = 1e9;
export const PERCENT_DECIMALS = 2;
export const EMPTY_DISPLAY = '--';
