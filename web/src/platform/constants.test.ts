import { describe, expect, it } from 'vitest';
import * as C from './constants';

/** SPEC §9's values by group: every constant of a group is compared at once. */
const GROUPS: [string, Partial<Record<keyof typeof C, unknown>>][] = [
  ['transport', {
    DEFAULT_TIMEOUT_MS: 30_000, BOT_TIMEOUT_MS: 10_000, API_TIMEOUT_MS: 30_000, TIMEOUT_CODE: 9000001,
    TIMEOUT_MESSAGE: 'Request timeout, please re-try!', ACCEPTED_STATUS_MIN: 200, ACCEPTED_STATUS_MAX: 299,
    BOT_PATH_PREFIX: '/s1/bot', LOGIN_EXPIRED_CODE: 10007,
  }],
  ['route selection', {
    ROUTE_PROBE_INTERVAL_MS: 30_000, PROBE_FAILURE_MS: 15_000, ROUTE_HISTORY_SIZE: 3, ROUTE_INITIAL_MS: 100,
    SCORE_NEWEST_WEIGHT: 0.1, SCORE_WEIGHT_STEP: 0.03, SCORE_WEIGHTS: [0.1, 0.07, 0.04], SWITCH_ADVANTAGE: 5,
    SWITCH_WORSE_THAN_BEST: 25, SWITCH_ABOVE_CURRENT: 30, ROUTE_PROBE_PATH: '/t1',
  }],
  ['UI timings and sizes', {
    TOAST_DURATION_MS: 2000, CHAT_DELAY_MS: 10_000, HEADER_RESET_MS: 100, TOOLTIP_DELAY_MS: 700, TOOLTIP_SKIP_DELAY_MS: 300,
    MOBILE_MAX_WIDTH: 767, BANNER_WIDTH_LIMIT: 768, HEADER_PLACEHOLDER_HEIGHT_PX: 48, MODAL_MIN_WIDTH_PX: 480,
    PHONE_VIEWPORT_SCALE: 0.85,
  }],
  ['cache, time skew, cookies, app, market data', {
    CACHE_MAX_ENTRIES: 20, CACHE_DEFAULT_TTL_MS: 60_000, CACHE_PERSIST_MAX_CHARS: 4_700_000, TIME_SKEW_IGNORE_MS: 10_000,
    TIME_SKEW_WARN_MS: 86_400_000, GUID_COOKIE_DAYS: 120, USER_TOKEN_COOKIE_DAYS: 7, BRIDGE_MIN_VERSION: '3.6.1',
    WS_PING_MS: 10_000, SYMBOL_CACHE_VERSIONS: [6, 4], SYMBOL_CACHE_OBSOLETE_VERSIONS: [1, 2, 3, 5],
    OB_DEPTH_MERGE_DEFAULT: '1,2,4,10', PRICE_QUICK_STEPS: [10, 50, 200], ANNOUNCEMENT_PAGE_SIZE: 10,
    DEFEAT_PERCENT_THRESHOLD: 0.6, SPOT_CREATE_SOURCE: 1, SHORT_MILLION: 1e6, SHORT_BILLION: 1e9, PERCENT_DECIMALS: 2,
  }],
];

describe('SPEC §9 constants', () => {
  it.each(GROUPS)('%s', (_, want) => {
    const got = Object.fromEntries(Object.keys(want).map((k) => [k, C[k as keyof typeof C]]));
    expect(got).toEqual(want);
  });
  it('no-permission codes', () => {
    expect([...C.NO_PERMISSION_CODES].sort()).toEqual([10007, 10009, 33003]);
  });
});
