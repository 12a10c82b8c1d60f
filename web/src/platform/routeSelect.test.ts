import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memoryStorage';
import { CHOSEN_ROUTE_KEY, PROBE_FAILURE_MS, ROUTE_PROBE_INTERVAL_MS, ROUTE_RECORD_KEY, SCORE_WEIGHTS } from './constants';
import {
  candidateHosts, pickRoute, recordProbe, routeScore, RouteSelector, scoresOf, switchReason, type RouteHistory,
} from './routeSelect';
import { expectCalls } from '../test/cases';


describe('routeScore', () => {
  it('weighs the newest 0.1, then 0.07, then 0.04 (not normalised)', () => {
    expect(SCORE_WEIGHTS).toEqual([0.1, 0.07, 0.04]);
    expect(routeScore([100, 100, 100])).toBeCloseTo(21, 9);
    // oldest first: 300 (0.04), 200 (0.07), 100 (newest, 0.1)
    expect(routeScore([300, 200, 100])).toBeCloseTo(12 + 14 + 10, 9);
    expect(routeScore([100, 200, 300])).toBeCloseTo(4 + 14 + 30, 9);
  });
  it('uses only the last 3 timings', () => {
    expect(routeScore([99999, 100, 100, 100])).toBeCloseTo(21, 9);
  });
  it('counts a failure (15000) as newest heavily', () => {
    expect(routeScore([100, 100, PROBE_FAILURE_MS])).toBeCloseTo(4 + 7 + 1500, 9);
  });
  it('scores shorter histories with the newest weights and empty as Infinity', () => {
    expect(routeScore([50])).toBeCloseTo(5, 9);
    expect(routeScore([50, 80])).toBeCloseTo(3.5 + 8, 9);
    expect(routeScore([])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('recordProbe', () => {
  it('starts a new domain from [100, 100, 100] and keeps 3', () => {
    const h1 = recordProbe({}, 'a', 40);
    expect(h1).toEqual({ a: [100, 100, 40] });
    const h2 = recordProbe(recordProbe(recordProbe(h1, 'a', 41), 'a', 42), 'a', 43);
    expect(h2).toEqual({ a: [41, 42, 43] });
  });
  it('records a failure as 15000', () => {
    expectCalls(recordProbe, [
      [[{}, 'a', 'failed'], { a: [100, 100, 15000] }], [[{}, 'a', Number.NaN], { a: [100, 100, 15000] }],
      [[{}, 'a', -1], { a: [100, 100, 15000] }],
    ]);
  });
  it('is pure', () => {
    const before: RouteHistory = Object.freeze({ a: Object.freeze([1, 2, 3]), b: Object.freeze([4, 5, 6]) });
    const after = recordProbe(before, 'a', 9);
    expect(before).toEqual({ a: [1, 2, 3], b: [4, 5, 6] });
    expect(after).toEqual({ a: [2, 3, 9], b: [4, 5, 6] });
    expect(after).not.toBe(before);
  });
  it('feeds scoresOf', () => {
    expect(scoresOf({ a: [100, 100, 100], b: [100, 100, 50] })).toEqual({ a: 21, b: 16 });
  });
});

describe('pickRoute', () => {
  it('keeps the current domain unless the best is more than 5 better', () => {
    expect(pickRoute('a', { a: 30, b: 25 })).toBe('a'); // advantage exactly 5
    expect(pickRoute('a', { a: 30, b: 25.5 })).toBe('a');
    expect(pickRoute('a', { a: 30, b: 24.9 })).toBe('b');
    expect(pickRoute('a', { a: 100, b: 74 })).toBe('b'); // worse by more than 25
    expect(pickRoute('a', { a: 100, b: 60 })).toBe('b'); // more than 30 above
  });
  it('never switches on ties or when the current one is best', () => {
    expect(pickRoute('b', { a: 21, b: 21, c: 21 })).toBe('b');
    expect(pickRoute('a', { a: 10, b: 40 })).toBe('a');
  });
  it('takes the lowest score, first on ties, without a usable current domain', () => {
    expectCalls(pickRoute, [
      [[undefined, { a: 21, b: 16, c: 16 }], 'b'], [['gone', { a: 21, b: 30 }], 'a'],
      [['a', { a: Number.POSITIVE_INFINITY, b: 30 }], 'b'],
    ]);
  });
  it('keeps the current domain without scores', () => {
    expect(pickRoute('a', {})).toBe('a');
    expect(pickRoute(undefined, {})).toBeUndefined();
  });
  it('names the switch reason', () => {
    expectCalls(switchReason, [
      [[30, 25], null], [[30, 24], 'advantage'], [[60, 34], 'worse-than-best'], [[60, 29], 'above-current'],
      [[20, 30], null],
    ]);
  });
  it('switches after a failing current domain (end to end with the constants)', () => {
    let h: RouteHistory = {};
    h = recordProbe(h, 'main', 'failed');
    h = recordProbe(h, '@1', 80);
    expect(pickRoute('main', scoresOf(h))).toBe('@1');
    // a 40 ms gain on one sample is an advantage of 4: stay
    let g: RouteHistory = {};
    g = recordProbe(g, 'main', 100);
    g = recordProbe(g, '@1', 60);
    expect(pickRoute('main', scoresOf(g))).toBe('main');
  });
});

describe('candidateHosts', () => {
  it('derives api2 / ws2 hosts with -1 / -2 backups', () => {
    expect(candidateHosts('www.example.com')).toEqual({
      api: ['api2.example.com', 'api2-1.example.com', 'api2-2.example.com'],
      ws: ['ws2.example.com', 'ws2-1.example.com', 'ws2-2.example.com'],
      labels: ['main', '@1', '@2'],
    });
    expect(candidateHosts('example.com').api[0]).toBe('api2.example.com');
  });
  it('uses the testnet prefixes on a testnet host', () => {
    expect(candidateHosts('testnet.example.com')).toEqual({
      api: ['api2-testnet.example.com', 'api2-testnet-1.example.com', 'api2-testnet-2.example.com'],
      ws: ['ws2-testnet.example.com', 'ws2-testnet-1.example.com', 'ws2-testnet-2.example.com'],
      labels: ['main', '@1', '@2'],
    });
  });
  it('keeps country suffixes and the port', () => {
    expect(candidateHosts('www.example.com.tr').api[0]).toBe('api2.example.com.tr');
    expect(candidateHosts('example.co.uk:8443').api).toEqual([
      'api2.example.co.uk:8443', 'api2-1.example.co.uk:8443', 'api2-2.example.co.uk:8443',
    ]);
  });
  it('uses the page host itself for localhost and IPs', () => {
    expect(candidateHosts('localhost:8000')).toEqual({ api: ['localhost:8000'], ws: ['localhost:8000'], labels: ['main'] });
    expect(candidateHosts('127.0.0.1:8000').api).toEqual(['127.0.0.1:8000']);
  });
});

function setup(opts: { choice?: string; hidden?: boolean; times?: Record<string, number | 'failed'> } = {}) {
  vi.useFakeTimers();
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  if (opts.choice !== undefined) local.setItem(CHOSEN_ROUTE_KEY, opts.choice);
  const times = opts.times ?? {};
  const calls: string[] = [];
  // Each host answers after its own delay (fake timers), so parallel probes are timed apart.
  const fetchMock = vi.fn((url: string) => {
    calls.push(url);
    const t = times[new URL(url).host] ?? 100;
    if (t === 'failed') return Promise.reject(new Error('down'));
    return new Promise<{ ok: boolean }>((resolve) => setTimeout(() => resolve({ ok: true }), t));
  });
  let intervalFn: (() => void) | undefined;
  let intervalMs = 0;
  const onChange = vi.fn();
  let hidden = opts.hidden ?? false;
  const selector = new RouteSelector({
    domains: ['api2.example.com', 'api2-1.example.com', 'api2-2.example.com'],
    fetch: fetchMock,
    now: () => Date.now(),
    setInterval: (fn, ms) => {
      intervalFn = fn;
      intervalMs = ms;
      return 1;
    },
    clearInterval: () => {
      intervalFn = undefined;
    },
    isHidden: () => hidden,
    localStorage: local,
    sessionStorage: session,
    protocol: 'https:',
    onChange,
  });
  /** One loop step with the fake clock run until every probe answered. */
  const tick = async () => {
    const p = selector.tick();
    await vi.advanceTimersByTimeAsync(PROBE_FAILURE_MS);
    return p;
  };
  return {
    selector, local, session, fetchMock, calls, onChange, tick,
    fire: () => intervalFn?.(),
    get intervalMs() {
      return intervalMs;
    },
    get running() {
      return intervalFn !== undefined;
    },
    setHidden: (h: boolean) => {
      hidden = h;
    },
  };
}

describe('RouteSelector', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the default domain without a stored choice and does not probe', async () => {
    const s = setup();
    expect(s.selector.choice).toBeUndefined();
    expect(s.selector.current).toBe('api2.example.com');
    expect(await s.tick()).toBe(false);
    expect(s.fetchMock).not.toHaveBeenCalled();
  });
  it('uses a stored domain as it is', () => {
    const s = setup({ choice: 'api2-2.example.com' });
    expect(s.selector.current).toBe('api2-2.example.com');
    expect(s.selector.labelOf('api2-2.example.com')).toBe('@2');
    expect(s.selector.url('/s1/bot/x')).toBe('https://api2-2.example.com/s1/bot/x');
  });
  it('clears an unknown stored choice and uses the default', () => {
    const s = setup({ choice: 'evil.example.org' });
    expect(s.selector.current).toBe('api2.example.com');
    expect(s.local.getItem(CHOSEN_ROUTE_KEY)).toBeNull();
  });
  it('probes /t1 of every candidate every 30 s in auto mode', async () => {
    const s = setup({ choice: 'auto' });
    s.selector.start();
    expect(s.intervalMs).toBe(ROUTE_PROBE_INTERVAL_MS);
    expect(await s.tick()).toBe(true);
    expect(s.calls.sort()).toEqual([
      'https://api2-1.example.com/t1', 'https://api2-2.example.com/t1', 'https://api2.example.com/t1',
    ]);
    const record = JSON.parse(s.session.getItem(ROUTE_RECORD_KEY) ?? '{}');
    expect(record.history['api2.example.com']).toHaveLength(3);
    expect(record.current).toBe('api2.example.com');
    s.selector.stop();
    expect(s.running).toBe(false);
  });
  it('records failures as 15000 and switches to a better alternate', async () => {
    const s = setup({ choice: 'auto', times: { 'api2.example.com': 'failed', 'api2-1.example.com': 50 } });
    await s.tick();
    expect(s.selector.history['api2.example.com']).toEqual([100, 100, 15000]);
    expect(s.selector.current).toBe('api2-1.example.com');
    expect(s.onChange).toHaveBeenCalledWith('api2-1.example.com');
    expect(s.selector.scores()['api2-1.example.com']).toBeCloseTo(16, 6);
  });
  it('stays on the current domain for a small advantage', async () => {
    const s = setup({ choice: 'auto', times: { 'api2-1.example.com': 60 } });
    await s.tick();
    expect(s.selector.current).toBe('api2.example.com');
    expect(s.onChange).not.toHaveBeenCalled();
  });
  it('skips while the page is hidden', async () => {
    const s = setup({ choice: 'auto', hidden: true });
    expect(await s.tick()).toBe(false);
    expect(s.fetchMock).not.toHaveBeenCalled();
    s.setHidden(false);
    expect(await s.tick()).toBe(true);
  });
  it('skips while a probe is still running', async () => {
    const s = setup({ choice: 'auto' });
    let release: () => void = () => undefined;
    s.fetchMock.mockImplementationOnce(() => new Promise((r) => {
      release = () => r({ ok: true });
    }));
    const first = s.selector.tick();
    expect(s.selector.probing).toBe(true);
    expect(await s.selector.tick()).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await first).toBe(true);
    expect(s.selector.probing).toBe(false);
  });
  it('runs from the interval callback', async () => {
    const s = setup({ choice: 'auto' });
    s.selector.start();
    s.selector.start(); // idempotent
    s.fire();
    expect(s.fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.selector.history['api2.example.com']).toEqual([100, 100, 100]);
  });
  it('treats a non-ok answer as a failure', async () => {
    const s = setup({ choice: 'auto' });
    s.fetchMock.mockImplementation(() => Promise.resolve({ ok: false }));
    await s.tick();
    expect(s.selector.history['api2.example.com']).toEqual([100, 100, 15000]);
  });
  it('times a probe out after 15 s', async () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const selector = new RouteSelector({
      domains: ['a.example.com'],
      fetch: () => new Promise(() => undefined),
      setTimeout: (fn, ms) => timers.push({ fn, ms }),
      clearTimeout: () => undefined,
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
    });
    const result = selector.probe('a.example.com');
    expect(timers[0]?.ms).toBe(PROBE_FAILURE_MS);
    timers[0]?.fn();
    expect(await result).toBe('failed');
  });
  it('stores and validates choices', () => {
    const s = setup();
    s.selector.setChoice('auto');
    expect(s.local.getItem(CHOSEN_ROUTE_KEY)).toBe('auto');
    expect(s.selector.isAuto).toBe(true);
    s.selector.setChoice('api2-1.example.com');
    expect(s.selector.current).toBe('api2-1.example.com');
    expect(s.onChange).toHaveBeenCalledWith('api2-1.example.com');
    expect(() => s.selector.setChoice('other.example.com')).toThrow();
    s.selector.setChoice(undefined);
    expect(s.local.getItem(CHOSEN_ROUTE_KEY)).toBeNull();
    expect(s.selector.current).toBe('api2.example.com');
  });
  it('ignores a corrupt or foreign session record', () => {
    const s = setup({ choice: 'auto' });
    s.session.setItem(ROUTE_RECORD_KEY, '{not json');
    expect(s.selector.history).toEqual({});
    s.session.setItem(ROUTE_RECORD_KEY, JSON.stringify({ current: 'x.org', history: { 'x.org': [1, 2, 3] } }));
    expect(s.selector.history).toEqual({});
    expect(s.selector.current).toBe('api2.example.com');
  });
  it('works without storage', async () => {
    const selector = new RouteSelector({
      domains: ['a.example.com', 'b.example.com'],
      fetch: async () => ({ ok: true }),
      localStorage: null,
      sessionStorage: null,
    });
    expect(selector.current).toBe('a.example.com');
    expect(await selector.tick()).toBe(false);
    await selector.probeAll();
    expect(Object.keys(selector.history).sort()).toEqual(['a.example.com', 'b.example.com']);
  });
  it('builds from a page host', () => {
    const selector = RouteSelector.forPageHost('www.example.com', { localStorage: null, sessionStorage: null });
    expect(selector.domains).toEqual(['api2.example.com', 'api2-1.example.com', 'api2-2.example.com']);
  });
});
