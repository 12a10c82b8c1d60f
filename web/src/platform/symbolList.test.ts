import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memoryStorage';
import { BUILTIN_MAX_LEVERAGE, BUILTIN_SYMBOL_LIST, BUILTIN_SYMBOLS } from './builtinSymbols';
import {
  createSymbolListLoader, fetchSymbolItem, fromE2, fromE4Percent, fromE8, loadSymbolList, parseSymbolList,
  storeSymbolList, SYMBOL_CACHE_KEYS, SYMBOL_LIST_LOG_CODES, symbolListUrl,
  type FetchLike, type SymbolListLogEvent, type SymbolListState,
} from './symbolList';
import { expectCases } from '../test/cases';


const cfg = (symbol: string, extra: Record<string, unknown> = {}) => ({
  symbol,
  symbolName: symbol,
  baseCurrency: symbol.replace(/USDT?$|USD$/, ''),
  quoteCurrency: symbol.endsWith('USDT') ? 'USDT' : 'USD',
  tickSize: '0.5',
  lotSize: '0.001',
  minQty: '0.001',
  maxLeverageE2: 10000,
  ...extra,
});

const networkResult = {
  version: 6,
  LinearPerpetual: [cfg('BTCUSDT', { contractType: 'LinearPerpetual', obDepthMergeTimes: '1,5,10' }), cfg('ETHUSDT')],
  InversePerpetual: [cfg('BTCUSD', { contractType: 'InversePerpetual' })],
  LinearFutures: [],
};
const v6Result = { version: 6, LinearPerpetual: [cfg('V6USDT')] };
const v4Result = { version: 4, LinearPerpetual: [cfg('V4USDT')] };

function jsonResponse(body: unknown, status = 200) {
  return { ok: status >= 200 && status <= 299, status, json: async () => body };
}

function mockFetch(body: unknown, status = 200) {
  return vi.fn<FetchLike>(async () => jsonResponse(body, status));
}

function failingFetch(error: unknown = new TypeError('Failed to fetch')) {
  return vi.fn<FetchLike>(async () => {
    throw error;
  });
}

function seeded(entries: Record<string, unknown>): MemoryStorage {
  const s = new MemoryStorage();
  for (const [k, v] of Object.entries(entries)) s.setItem(k, typeof v === 'string' ? v : JSON.stringify(v));
  return s;
}

function recorder() {
  const events: SymbolListLogEvent[] = [];
  const logger = vi.fn((e: SymbolListLogEvent) => {
    events.push(e);
  });
  return { events, logger, codes: () => events.map((e) => e.code) };
}

const names = (r: { symbols: Array<{ symbol: string }> }) => r.symbols.map((s) => s.symbol);

describe('scaling helpers', () => {
  it('scales E2 leverage by 100', () => {
    expectCases(fromE2, [[10000, '100'], [250, '2.5'], ['100', '1'], [1, '0.01']]);
  });
  it('scales E4 margin rates to a percent', () => {
    expectCases(fromE4Percent, [[50, '0.5'], [10000, '100'], [65, '0.65'], ['1', '0.01']]);
  });
  it('scales E8 designated margin by 1e8 exactly', () => {
    expectCases(fromE8, [
      [150000000, '1.5'], [1, '0.00000001'], ['123456789012345678901', '1234567890123.45678901'],
      [10n ** 20n + 1n, '1000000000000.00000001'],
    ]);
  });
  it('returns an empty string for non-numbers', () => {
    for (const v of [undefined, null, '', ' ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(fromE2(v as never)).toBe('');
      expect(fromE4Percent(v as never)).toBe('');
      expect(fromE8(v as never)).toBe('');
    }
  });
});

describe('cache keys and URL', () => {
  it('documents the keys: v6 written, v4 kept, 1-3 and 5 obsolete', () => {
    expect(SYMBOL_CACHE_KEYS.v6).toBe('bot_symbol_list_v6');
    expect(SYMBOL_CACHE_KEYS.v4).toBe('bot_symbol_list_v4');
    expect(SYMBOL_CACHE_KEYS.obsolete).toEqual([
      'bot_symbol_list_v1', 'bot_symbol_list_v2', 'bot_symbol_list_v3', 'bot_symbol_list_v5',
    ]);
    expect(SYMBOL_LIST_LOG_CODES).toEqual({
      NETWORK_ERROR: 1, RET_CODE: 2, MISSING_RESULT: 3, CACHE_PARSE: 4, BUILTIN_INVALID: 5, CACHE_WRITE: 6,
    });
  });
  it('sends filter=all, version=6 and the last 8 characters of the token', () => {
    expect(symbolListUrl('https://api2.example.com/', 'abcdefghij12345678')).toBe(
      'https://api2.example.com/contract/v5/product/brief-symbol-list?filter=all&version=6&token=12345678',
    );
    expect(symbolListUrl('', 'short')).toBe('/contract/v5/product/brief-symbol-list?filter=all&version=6&token=short');
    expect(symbolListUrl('', null)).toBe('/contract/v5/product/brief-symbol-list?filter=all&version=6');
  });
});

describe('loadSymbolList: network', () => {
  it('resolves from the network, stores v6, removes v1-3 and v5 and keeps v4', async () => {
    const storage = seeded({
      bot_symbol_list_v1: 'old1', bot_symbol_list_v2: 'old2', bot_symbol_list_v3: 'old3',
      bot_symbol_list_v4: v4Result, bot_symbol_list_v5: 'old5', bot_symbol_list_v6: v6Result, unrelated: 'x',
    });
    const fetch = mockFetch({ ret_code: 0, ret_msg: 'OK', result: networkResult });
    const { logger, events } = recorder();
    const r = await loadSymbolList({ fetch, storage, logger, token: 'user-token-ABCDEFGH', apiHost: 'https://api2.example.com' });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'https://api2.example.com/contract/v5/product/brief-symbol-list?filter=all&version=6&token=ABCDEFGH',
    );
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(r.status).toBe('resolved');
    expect(r.source).toBe('network');
    expect(names(r)).toEqual(['BTCUSDT', 'ETHUSDT', 'BTCUSD']);
    expect(Object.keys(r.byType)).toEqual(['LinearPerpetual', 'InversePerpetual', 'LinearFutures']);
    expect(r.byType.LinearPerpetual?.map((s) => s.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(r.byType.LinearFutures).toEqual([]);
    // contractType filled from the group, obDepthMergeTimes defaulted when absent
    expect(r.symbols[1]).toMatchObject({ contractType: 'LinearPerpetual', obDepthMergeTimes: '1,2,4,10' });
    expect(r.symbols[0]?.obDepthMergeTimes).toBe('1,5,10');
    expect(events).toEqual([]);

    expect(JSON.parse(storage.getItem('bot_symbol_list_v6') ?? '')).toEqual(networkResult);
    expect(JSON.parse(storage.getItem('bot_symbol_list_v4') ?? '')).toEqual(v4Result);
    for (const v of [1, 2, 3, 5]) expect(storage.getItem(`bot_symbol_list_v${v}`)).toBeNull();
    expect(storage.getItem('unrelated')).toBe('x');
  });

  it('turns numeric decimal fields into exact strings', async () => {
    const result = { LinearPerpetual: [cfg('XUSDT', { tickSize: 1e-7, minNotionalValue: 5 })] };
    const r = await loadSymbolList({ fetch: mockFetch({ ret_code: 0, result }), storage: null });
    expect(r.symbols[0]).toMatchObject({ tickSize: '0.0000001', minNotionalValue: '5' });
  });

  it('works without a storage (nothing cached)', async () => {
    const r = await loadSymbolList({ fetch: mockFetch({ ret_code: 0, result: networkResult }), storage: null });
    expect(r.source).toBe('network');
  });
});

describe('loadSymbolList: fallbacks', () => {
  it('falls back to cache v6 on a network error (code 1)', async () => {
    const storage = seeded({ bot_symbol_list_v6: v6Result, bot_symbol_list_v4: v4Result });
    const { logger, events } = recorder();
    const r = await loadSymbolList({ fetch: failingFetch(), storage, logger });
    expect(r).toMatchObject({ status: 'resolved', source: 'cache-v6', version: 6 });
    expect(names(r)).toEqual(['V6USDT']);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ code: 1, scope: 'list', message: 'Failed to fetch' });
    // the cache is not rewritten from itself
    expect(storage.getItem('bot_symbol_list_v4')).not.toBeNull();
  });

  it('treats a non-2xx status as a network error', async () => {
    const storage = seeded({ bot_symbol_list_v6: v6Result });
    const { logger, events } = recorder();
    const r = await loadSymbolList({ fetch: mockFetch('Bad gateway', 502), storage, logger });
    expect(r.source).toBe('cache-v6');
    expect(events).toEqual([expect.objectContaining({ code: 1, status: 502 })]);
  });

  it('treats a timeout as a network error', async () => {
    const storage = seeded({ bot_symbol_list_v6: v6Result });
    const { logger, codes } = recorder();
    let signal: AbortSignal | null | undefined;
    const fetch = vi.fn<FetchLike>((_url, init) => {
      signal = init?.signal;
      return new Promise(() => {});
    });
    const r = await loadSymbolList({ fetch, storage, logger, timeoutMs: 5 });
    expect(r.source).toBe('cache-v6');
    expect(codes()).toEqual([1]);
    expect(signal?.aborted).toBe(true);
  });

  it('uses cache v4 when there is no v6', async () => {
    const storage = seeded({ bot_symbol_list_v4: v4Result });
    const { logger, codes } = recorder();
    const r = await loadSymbolList({ fetch: failingFetch(), storage, logger });
    expect(r).toMatchObject({ status: 'resolved', source: 'cache-v4', version: 4 });
    expect(names(r)).toEqual(['V4USDT']);
    expect(codes()).toEqual([1]);
  });

  it('uses the built-in data when nothing is stored', async () => {
    const { logger, codes } = recorder();
    const r = await loadSymbolList({ fetch: failingFetch(), storage: new MemoryStorage(), logger });
    expect(r).toMatchObject({ status: 'resolved', source: 'builtin' });
    expect(names(r)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT']);
    expect(Object.keys(r.byType)).toEqual(['LinearPerpetual', 'InversePerpetual']);
    expect(codes()).toEqual([1]);
  });

  it('falls back on a non-zero ret_code and logs code 2', async () => {
    const storage = seeded({ bot_symbol_list_v6: v6Result });
    const { logger, events } = recorder();
    const fetch = mockFetch({ ret_code: 10001, ret_msg: 'params error', result: networkResult });
    const r = await loadSymbolList({ fetch, storage, logger });
    expect(r.source).toBe('cache-v6');
    expect(events).toEqual([expect.objectContaining({ code: 2, scope: 'list', retCode: 10001, retMsg: 'params error' })]);
    expect(JSON.parse(storage.getItem('bot_symbol_list_v6') ?? '')).toEqual(v6Result);
  });

  it('counts a missing ret_code as non-zero', async () => {
    const { logger, events } = recorder();
    const r = await loadSymbolList({ fetch: mockFetch({ result: networkResult }), storage: null, logger });
    expect(r.source).toBe('builtin');
    expect(events).toEqual([expect.objectContaining({ code: 2, retCode: null })]);
  });

  it('falls back on a missing result and logs code 3', async () => {
    const storage = seeded({ bot_symbol_list_v4: v4Result });
    const { logger, codes } = recorder();
    const r = await loadSymbolList({ fetch: mockFetch({ ret_code: 0, ret_msg: 'OK' }), storage, logger });
    expect(r.source).toBe('cache-v4');
    expect(codes()).toEqual([3]);
  });

  it('falls back on a result without any usable config (code 3) and does not store it', async () => {
    const storage = seeded({ bot_symbol_list_v6: v6Result });
    const { logger, codes } = recorder();
    const result = { version: 6, LinearPerpetual: [], InversePerpetual: [{ symbolName: 'no symbol' }] };
    const r = await loadSymbolList({ fetch: mockFetch({ ret_code: 0, result }), storage, logger });
    expect(r.source).toBe('cache-v6');
    expect(codes()).toEqual([3]);
    expect(JSON.parse(storage.getItem('bot_symbol_list_v6') ?? '')).toEqual(v6Result);
  });

  it('skips a corrupt v6 entry with code 4 and uses v4', async () => {
    const storage = seeded({ bot_symbol_list_v6: '{"LinearPerpetual": [', bot_symbol_list_v4: v4Result });
    const { logger, events } = recorder();
    const r = await loadSymbolList({ fetch: failingFetch(), storage, logger });
    expect(r.source).toBe('cache-v4');
    expect(events.map((e) => e.code)).toEqual([1, 4]);
    expect(events[1]).toMatchObject({ code: 4, scope: 'list', key: 'bot_symbol_list_v6' });
  });

  it('skips parseable entries without usable configs and unreadable storage with code 4', async () => {
    const storage = seeded({ bot_symbol_list_v6: { version: 6, LinearPerpetual: [{}] }, bot_symbol_list_v4: 'null' });
    const { logger, events } = recorder();
    const r = await loadSymbolList({ fetch: failingFetch(), storage, logger });
    expect(r.source).toBe('builtin');
    expect(events.map((e) => [e.code, e.key])).toEqual([
      [1, undefined], [4, 'bot_symbol_list_v6'], [4, 'bot_symbol_list_v4'],
    ]);

    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    const rec2 = recorder();
    const r2 = await loadSymbolList({ fetch: failingFetch(), storage: throwing, logger: rec2.logger });
    expect(r2.source).toBe('builtin');
    expect(rec2.codes()).toEqual([1, 4, 4]);
  });

  it('rejects only when the built-in data is unusable (code 5)', async () => {
    const { logger, codes } = recorder();
    const r = await loadSymbolList({ fetch: failingFetch(), storage: null, logger, builtin: { LinearPerpetual: [] } });
    expect(r).toEqual({ status: 'rejected', source: null, symbols: [], byType: {} });
    expect(codes()).toEqual([1, 5]);
  });

  it('survives a throwing logger', async () => {
    const logger = vi.fn(() => {
      throw new Error('tracing down');
    });
    const r = await loadSymbolList({ fetch: failingFetch(), storage: null, logger });
    expect(r.source).toBe('builtin');
    expect(logger).toHaveBeenCalledTimes(1);
  });
});

describe('storeSymbolList', () => {
  it('writes v6, removes 1-3 and 5, keeps 4', () => {
    const storage = seeded({
      bot_symbol_list_v1: 'a', bot_symbol_list_v2: 'b', bot_symbol_list_v3: 'c',
      bot_symbol_list_v4: 'd', bot_symbol_list_v5: 'e',
    });
    expect(storeSymbolList(storage, networkResult)).toBe(true);
    expect([...storage.data.keys()].sort()).toEqual(['bot_symbol_list_v4', 'bot_symbol_list_v6']);
    expect(storage.getItem('bot_symbol_list_v4')).toBe('d');
  });
  it('does not write a result without a usable config', () => {
    const storage = new MemoryStorage();
    expect(storeSymbolList(storage, { version: 6, LinearPerpetual: [] })).toBe(false);
    expect(storage.getItem('bot_symbol_list_v6')).toBeNull();
  });
  it('logs a failed write with code 6', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const { logger, events } = recorder();
    expect(storeSymbolList(storage, networkResult, logger)).toBe(false);
    expect(events).toEqual([expect.objectContaining({ code: 6, key: 'bot_symbol_list_v6', message: 'QuotaExceededError' })]);
  });
});

describe('parseSymbolList', () => {
  it('accepts a stored envelope and a flat array', () => {
    expect(parseSymbolList({ ret_code: 0, result: v4Result })?.symbols.map((s) => s.symbol)).toEqual(['V4USDT']);
    const flat = parseSymbolList([cfg('AUSDT', { contractType: 'LinearPerpetual' }), cfg('BUSD', { contractType: 'InversePerpetual' }), cfg('NOTYPE')]);
    expect(flat?.symbols.map((s) => s.symbol)).toEqual(['AUSDT', 'BUSD']);
    expect(Object.keys(flat?.byType ?? {})).toEqual(['LinearPerpetual', 'InversePerpetual']);
  });
  it('is safe with prototype-like group names', () => {
    const parsed = parseSymbolList(JSON.parse('{"constructor":[{"symbol":"C"}],"__proto__":[{"symbol":"P"}]}'));
    expect(parsed?.symbols.map((s) => s.symbol)).toEqual(['C']);
    expect(parsed?.byType['constructor']?.map((s) => s.symbol)).toEqual(['C']);
  });
  it('rejects junk', () => {
    for (const v of [null, undefined, 42, 'x', {}, [], { LinearPerpetual: [null, 1, { symbol: '' }] }]) {
      expect(parseSymbolList(v)).toBeUndefined();
    }
  });
});

describe('createSymbolListLoader', () => {
  it('moves pending -> resolved once and notifies subscribers', async () => {
    const fetch = mockFetch({ ret_code: 0, result: networkResult });
    const loader = createSymbolListLoader({ fetch, storage: new MemoryStorage() });
    expect(loader.status).toBe('pending');
    const initial = loader.getSnapshot();
    expect(initial).toEqual({ status: 'pending', source: null, symbols: [], byType: {} });
    expect(loader.getSnapshot()).toBe(initial);

    const seen: SymbolListState[] = [];
    const unsubscribe = loader.subscribe(() => seen.push(loader.getSnapshot()));
    const first = loader.load();
    const second = loader.load({ fetch: failingFetch() });
    expect(second).toBe(first);
    expect(loader.status).toBe('pending');

    const r = await first;
    expect(loader.status).toBe('resolved');
    expect(r.source).toBe('network');
    expect(loader.getSnapshot()).toBe(r);
    expect(seen).toEqual([r]);
    expect(fetch).toHaveBeenCalledTimes(1);

    unsubscribe();
    await loader.load();
    expect(loader.status).toBe('resolved');
    expect(seen).toHaveLength(1);
  });

  it('resolves with the fallback source', async () => {
    const loader = createSymbolListLoader();
    const r = await loader.load({ fetch: failingFetch(), storage: seeded({ bot_symbol_list_v4: v4Result }) });
    expect(loader.status).toBe('resolved');
    expect(r.source).toBe('cache-v4');
  });

  it('moves pending -> rejected when even the built-in data is unusable', async () => {
    const { logger, codes } = recorder();
    const loader = createSymbolListLoader({ fetch: failingFetch(), storage: null, logger, builtin: [] });
    const listener = vi.fn();
    loader.subscribe(listener);
    const r = await loader.load();
    expect(loader.status).toBe('rejected');
    expect(r.status).toBe('rejected');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(codes()).toEqual([1, 5]);
  });

  it('settles as rejected when loading throws unexpectedly', async () => {
    const storage = {
      getItem: () => null,
      setItem: () => {},
      removeItem: () => {},
    };
    const loader = createSymbolListLoader({
      fetch: failingFetch(),
      storage,
      // a builtin getter that throws simulates an unexpected failure
      get builtin(): unknown {
        throw new Error('boom');
      },
    });
    const listener = vi.fn(() => {
      throw new Error('bad listener');
    });
    loader.subscribe(listener);
    const r = await loader.load();
    expect(r.status).toBe('rejected');
    expect(loader.status).toBe('rejected');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('fetchSymbolItem', () => {
  it('resolves result.item', async () => {
    const item = { symbol: 'BTCUSDT', maxLeverageE2: 10000, markPrice: '65000.5' };
    const fetch = mockFetch({ ret_code: 0, ret_msg: 'OK', result: { item } });
    const { logger, events } = recorder();
    const r = await fetchSymbolItem('BTCUSDT', { fetch, logger, apiHost: 'https://api2.example.com' });
    expect(r).toEqual(item);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api2.example.com/contract/v5/product/dynamic-symbol-item?symbol=BTCUSDT');
    expect(events).toEqual([]);
  });
  it('encodes the symbol', async () => {
    const fetch = mockFetch({ ret_code: 0, result: { item: {} } });
    expect(await fetchSymbolItem('A&B 1', { fetch })).toEqual({});
    expect(fetch.mock.calls[0]?.[0]).toBe('/contract/v5/product/dynamic-symbol-item?symbol=A%26B+1');
  });
  it('returns null on a network error, a ret_code or a missing item, logging the code', async () => {
    const cases: Array<[FetchLike, number]> = [
      [failingFetch(), 1],
      [mockFetch({}, 500), 1],
      [mockFetch({ ret_code: 10001, ret_msg: 'symbol not found', result: {} }), 2],
      [mockFetch({ ret_code: 0, result: {} }), 3],
      [mockFetch({ ret_code: 0, result: { item: null } }), 3],
      [mockFetch({ ret_code: 0 }), 3],
    ];
    for (const [fetch, code] of cases) {
      const { logger, events } = recorder();
      expect(await fetchSymbolItem('BTCUSDT', { fetch, logger })).toBeNull();
      expect(events).toEqual([expect.objectContaining({ code, scope: 'item', symbol: 'BTCUSDT' })]);
    }
  });
  it('returns null for an empty symbol without a request', async () => {
    const fetch = mockFetch({ ret_code: 0, result: { item: {} } });
    expect(await fetchSymbolItem('  ', { fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('built-in symbols', () => {
  const bySymbol = Object.fromEntries(BUILTIN_SYMBOLS.map((s) => [s.symbol, s]));

  it('holds the five perpetuals with Binance USDT-M values', () => {
    expect(BUILTIN_SYMBOLS.map((s) => s.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT']);
    expect(bySymbol.BTCUSDT).toMatchObject({
      contractType: 'LinearPerpetual', baseCurrency: 'BTC', quoteCurrency: 'USDT', tickSize: '0.10',
      lotSize: '0.0001', minQty: '0.0001', minNotionalValue: '100', minPrice: '261.10', maxPrice: '809484',
      baseMaintenanceMarginRateE4: 40, maxLeverageE2: 10000, minLeverageE2: 100, baseInitialMarginRateE4: 100,
    });
    expect(bySymbol.ETHUSDT).toMatchObject({ tickSize: '0.01', lotSize: '0.001', minNotionalValue: '20', baseMaintenanceMarginRateE4: 40 });
    expect(bySymbol.SOLUSDT).toMatchObject({ tickSize: '0.0100', lotSize: '0.01', minNotionalValue: '5', maxLeverageE2: 10000 });
    expect(bySymbol.XRPUSDT).toMatchObject({ tickSize: '0.0001', lotSize: '0.1', maxLeverageE2: 7500, baseInitialMarginRateE4: 134 });
    expect(bySymbol.DOGEUSDT).toMatchObject({ tickSize: '0.000010', lotSize: '1', minQty: '1', baseMaintenanceMarginRateE4: 65 });
  });

  it('caps leverage at 100x in every tier and keeps tiers ascending', () => {
    for (const s of BUILTIN_SYMBOLS) {
      const tiers = s.riskTiers ?? [];
      expect(tiers.length).toBeGreaterThan(0);
      expect(Number(s.maxLeverageE2)).toBeLessThanOrEqual(BUILTIN_MAX_LEVERAGE * 100);
      for (let i = 0; i < tiers.length; i += 1) {
        const t = tiers[i]!;
        expect(t.tier).toBe(i + 1);
        expect(Number(t.maxLeverageE2)).toBeLessThanOrEqual(10000);
        // initial margin never below 1 / max leverage
        expect(Number(t.initialMarginRateE4) * Number(t.maxLeverageE2)).toBeGreaterThanOrEqual(1_000_000);
        if (i > 0) expect(Number(t.maxPositionValue)).toBeGreaterThan(Number(tiers[i - 1]!.maxPositionValue));
      }
    }
  });

  it('shows through the scaling helpers', () => {
    expect(fromE2(bySymbol.BTCUSDT?.maxLeverageE2)).toBe('100');
    expect(fromE4Percent(bySymbol.BTCUSDT?.baseMaintenanceMarginRateE4)).toBe('0.4');
    expect(fromE4Percent(bySymbol.DOGEUSDT?.baseMaintenanceMarginRateE4)).toBe('0.65');
    expect(parseSymbolList(BUILTIN_SYMBOL_LIST)?.symbols).toHaveLength(5);
  });
});
