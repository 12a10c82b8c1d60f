import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('SPEC §9 constants', () => {
  it('transport', () => {
    expect(C.DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(C.BOT_TIMEOUT_MS).toBe(10_000);
    expect(C.API_TIMEOUT_MS).toBe(30_000);
    expect(C.TIMEOUT_CODE).toBe(9000001);
    expect(C.TIMEOUT_MESSAGE).toBe('Request timeout, please re-try!');
    expect([C.ACCEPTED_STATUS_MIN, C.ACCEPTED_STATUS_MAX]).toEqual([200, 299]);
    expect(C.BOT_PATH_PREFIX).toBe('/s1/bot');
    expect([...C.NO_PERMISSION_CODES].sort()).toEqual([10007, 10009, 33003]);
    expect(C.LOGIN_EXPIRED_CODE).toBe(10007);
  });
  it('route selection', () => {
    expect(C.ROUTE_PROBE_INTERVAL_MS).toBe(30_000);
    expect(C.PROBE_FAILURE_MS).toBe(15_000);
    expect(C.ROUTE_HISTORY_SIZE).toBe(3);
    expect(C.ROUTE_INITIAL_MS).toBe(100);
    expect(C.SCORE_NEWEST_WEIGHT).toBe(0.1);
    expect(C.SCORE_WEIGHT_STEP).toBe(0.03);
    expect(C.SCORE_WEIGHTS).toEqual([0.1, 0.07, 0.04]);
    expect([C.SWITCH_ADVANTAGE, C.SWITCH_WORSE_THAN_BEST, C.SWITCH_ABOVE_CURRENT]).toEqual([5, 25, 30]);
    expect(C.ROUTE_PROBE_PATH).toBe('/t1');
  });
  it('UI timings and sizes', () => {
    expect(C.TOAST_DURATION_MS).toBe(2000);
    expect(C.CHAT_DELAY_MS).toBe(10_000);
    expect(C.HEADER_RESET_MS).toBe(100);
    expect([C.TOOLTIP_DELAY_MS, C.TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
    expect(C.MOBILE_MAX_WIDTH).toBe(767);
    expect(C.BANNER_WIDTH_LIMIT).toBe(768);
    expect(C.HEADER_PLACEHOLDER_HEIGHT_PX).toBe(48);
    expect(C.MODAL_MIN_WIDTH_PX).toBe(480);
    expect(C.PHONE_VIEWPORT_SCALE).toBe(0.85);
  });
  it('cache, time skew, cookies, app, market data', () => {
    expect(C.CACHE_MAX_ENTRIES).toBe(20);
    expect(C.CACHE_DEFAULT_TTL_MS).toBe(60_000);
    expect(C.CACHE_PERSIST_MAX_CHARS).toBe(4_700_000);
    expect(C.TIME_SKEW_IGNORE_MS).toBe(10_000);
    expect(C.TIME_SKEW_WARN_MS).toBe(86_400_000);
    expect(C.GUID_COOKIE_DAYS).toBe(120);
    expect(C.USER_TOKEN_COOKIE_DAYS).toBe(7);
    expect(C.BRIDGE_MIN_VERSION).toBe('3.6.1');
    expect(C.WS_PING_MS).toBe(10_000);
    expect(C.SYMBOL_CACHE_VERSIONS).toEqual([6, 4]);
    expect(C.SYMBOL_CACHE_OBSOLETE_VERSIONS).toEqual([1, 2, 3, 5]);
    expect(C.OB_DEPTH_MERGE_DEFAULT).toBe('1,2,4,10');
    expect(C.PRICE_QUICK_STEPS).toEqual([10, 50, 200]);
    expect(C.ANNOUNCEMENT_PAGE_SIZE).toBe(10);
    expect(C.DEFEAT_PERCENT_THRESHOLD).toBe(0.6);
    expect(C.SPOT_CREATE_SOURCE).toBe(1);
    expect([C.SHORT_MILLION, C.SHORT_BILLION, C.PERCENT_DECIMALS]).toEqual([1e6, 1e9, 2]);
  });
});
