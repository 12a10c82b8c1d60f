import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memoryStorage';
import {
  API_TIMEOUT_MS, BOT_TIMEOUT_MS, CACHE_DEFAULT_TTL_MS, CACHE_MAX_ENTRIES, CACHE_PERSIST_MAX_CHARS, DEFAULT_TIMEOUT_MS,
  TIMEOUT_CODE,
} from './constants';
import {
  botUrl, buildHeaders, createHttpClient, HttpError, isAcceptedStatus, isSuccess, loginRedirectUrl, rawRequest,
  ResponseCache, RESPONSE_CACHE_KEY, returnCode, serverMsFromTimeNow, serverTimeOffset, stripEmpty,
  substitutePath, toQueryString, withQuery, type HttpClientConfig,
} from './http';
import { expectCalls, expectCases } from '../test/cases';


const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), init);

describe('pure helpers', () => {
  it('builds bot URLs under /s1/bot', () => {
    expectCalls(botUrl, [
      [['/grid/v1/create-grid'], '/s1/bot/grid/v1/create-grid'], [['grid/v1/x'], '/s1/bot/grid/v1/x'],
      [['/x', 'https://api2.example.com/'], 'https://api2.example.com/s1/bot/x'],
    ]);
  });
  it('accepts statuses 200 to 299', () => {
    expectCases(isAcceptedStatus, [[199, false], [200, true], [299, true], [300, false]]);
  });
  it('isSuccess: HTTP ok, retCode or ret_code 0, result.status_code absent/0/200', () => {
    expectCalls(isSuccess, [
      [[200, { ret_code: 0, result: {} }], true], [[200, { retCode: 0, result: null }], true],
      [[204, { retCode: 0 }], true], [[200, { ret_code: 0, result: { status_code: 0 } }], true],
      [[200, { ret_code: 0, result: { status_code: 200 } }], true],
      [[200, { ret_code: 0, result: { status_code: 500 } }], false], [[200, { ret_code: 10001, result: {} }], false],
      [[200, { retCode: 1 }], false], [[200, { result: {} }], false], [[500, { ret_code: 0 }], false],
      [[200, null], false], [[200, ''], false],
    ]);
  });
  it('reads the return code', () => {
    expectCases(returnCode, [[{ retCode: 3, ret_code: 4 }, 3], [{ ret_code: '10007' }, 10007], [null, undefined]]);
  });
  it('strips empty and undefined query entries', () => {
    expect(stripEmpty({ a: 1, b: undefined, c: null, d: '', e: 0, f: false, g: 'x' })).toEqual({ a: 1, e: 0, f: false, g: 'x' });
    expect(stripEmpty(undefined)).toEqual({});
    expect(toQueryString({ symbol: 'BTCUSDT', keys: ['a', 'b'], empty: '' })).toBe('?symbol=BTCUSDT&keys=a&keys=b');
    expect(toQueryString({})).toBe('');
    expect(withQuery('/x?y=1#h', { z: 2 })).toBe('/x?y=1&z=2#h');
  });
  it('substitutes :params', () => {
    expect(substitutePath('/bots/:id/orders/:kind', { id: 5, kind: 'open now' })).toBe('/bots/5/orders/open%20now');
    expect(() => substitutePath('/bots/:id', {})).toThrow('missing path param id');
  });
  it('ignores a server time offset under 10 s and warns over 1 day', () => {
    const warn = vi.fn();
    expectCalls(serverTimeOffset, [
      [[1_000_000 + 9_999, 1_000_000, warn], 0], [[1_000_000 - 9_999, 1_000_000, warn], 0],
      [[1_000_000 + 10_000, 1_000_000, warn], 10_000], [[1_000_000 - 60_000, 1_000_000, warn], -60_000],
    ]);
    expect(warn).not.toHaveBeenCalled();
    expect(serverTimeOffset(86_400_000 + 1, 0, warn)).toBe(86_400_001);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(serverTimeOffset(86_400_000, 0, warn)).toBe(86_400_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(serverTimeOffset(Number.NaN, 0, warn)).toBe(0);
    expect(serverMsFromTimeNow('1763823600.123456')).toBe(1763823600123);
    expect(serverMsFromTimeNow(undefined)).toBeUndefined();
  });
  it('builds the login redirect', () => {
    expect(loginRedirectUrl('ja-JP', 'https://www.example.com/ja-JP/tradingbot/?a=1&b=2'))
      .toBe('/ja-JP/login?redirect_url=https%3A%2F%2Fwww.example.com%2Fja-JP%2Ftradingbot%2F%3Fa%3D1%26b%3D2');
  });
  it('builds headers: lang from the path, platform, X-User-Agent, guid, UserToken only in the app', () => {
    expect(buildHeaders({ pathname: '/ja-JP/tradingbot/', platform: 'pc', guid: 'g-1', userToken: 'tok' })).toEqual({
      lang: 'ja-JP', Platform: 'pc', 'X-User-Agent': 'bot-web/pc', 'Content-Type': 'application/json', guid: 'g-1',
    });
    expect(buildHeaders({ pathname: '/tradingbot/', platform: 'app', userToken: 'tok' })).toMatchObject({
      lang: 'en', Platform: 'app', UserToken: 'tok',
    });
    expect(buildHeaders({ pathname: '/ed-ED/', platform: 'h5', json: false })).toEqual({
      lang: 'en', Platform: 'h5', 'X-User-Agent': 'bot-web/h5',
    });
  });
});

describe('ResponseCache', () => {
  it('has the SPEC limits by default', () => {
    expect(CACHE_MAX_ENTRIES).toBe(20);
    expect(CACHE_DEFAULT_TTL_MS).toBe(60_000);
    expect(CACHE_PERSIST_MAX_CHARS).toBe(4_700_000);
  });
  it('expires entries after 60 s by default and per entry', () => {
    let now = 0;
    const cache = new ResponseCache({ storage: null, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2, { ttlMs: 5_000 });
    now = 4_999;
    expect(cache.get('b')).toBe(2);
    now = 5_000;
    expect(cache.get('b')).toBeUndefined();
    now = 59_999;
    expect(cache.get('a')).toBe(1);
    now = 60_000;
    expect(cache.get('a')).toBeUndefined();
  });
  it('keeps at most 20 entries, evicting the least recently used', () => {
    const cache = new ResponseCache({ storage: null });
    for (let i = 0; i < 20; i += 1) cache.set(`k${i}`, i);
    expect(cache.get('k0')).toBe(0); // k0 is now the most recent
    cache.set('k20', 20);
    expect(cache.size).toBe(20);
    expectCases((k: string) => cache.get(k), [['k1', undefined], ['k0', 0], ['k20', 20]]);
  });
  it('persists only marked entries and restores them', () => {
    const storage = new MemoryStorage();
    let now = 1_000;
    const cache = new ResponseCache({ storage, now: () => now });
    cache.set('mem', 1);
    cache.set('disk', { x: 1 }, { persist: true });
    const saved = JSON.parse(storage.getItem(RESPONSE_CACHE_KEY) ?? '[]');
    expect(saved).toEqual([['disk', { x: 1 }, 61_000]]);
    const again = new ResponseCache({ storage, now: () => now });
    expect(again.get('disk')).toEqual({ x: 1 });
    expect(again.get('mem')).toBeUndefined();
    now = 61_000;
    expect(new ResponseCache({ storage, now: () => now }).get('disk')).toBeUndefined();
  });
  it('bounds the persisted text, dropping the oldest entries first', () => {
    const storage = new MemoryStorage();
    const cache = new ResponseCache({ storage, maxPersistChars: 100 });
    cache.set('old', 'x'.repeat(40), { persist: true });
    cache.set('new', 'y'.repeat(40), { persist: true });
    const text = storage.getItem(RESPONSE_CACHE_KEY) ?? '';
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text).toContain('new');
    expect(text).not.toContain('old');
    expect(cache.get('old')).toBe('x'.repeat(40)); // still in memory
    cache.set('huge', 'z'.repeat(500), { persist: true });
    expect((storage.getItem(RESPONSE_CACHE_KEY) ?? '').length).toBeLessThanOrEqual(100);
  });
  it('clears memory and storage', () => {
    const storage = new MemoryStorage();
    const cache = new ResponseCache({ storage });
    cache.set('a', 1, { persist: true });
    cache.clear();
    expect(cache.size).toBe(0);
    expect(storage.getItem(RESPONSE_CACHE_KEY)).toBeNull();
  });
  it('survives corrupt storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(RESPONSE_CACHE_KEY, '{oops');
    expect(new ResponseCache({ storage }).size).toBe(0);
  });
});

describe('rawRequest', () => {
  afterEach(() => vi.useRealTimers());

  it('appends GET body fields to the query and includes credentials', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({ ok: 1 }));
    const res = await rawRequest('/x?a=1', { method: 'get', body: { b: 2, c: undefined, d: '' }, fetch: fetchMock });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/x?a=1&b=2');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(res).toMatchObject({ status: 200, data: { ok: 1 } });
  });
  it('sends other bodies as JSON', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({}));
    await rawRequest('/x', { method: 'PUT', body: { a: 1 }, fetch: fetchMock });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: '{"a":1}' });
  });
  it('rejects non-2xx with status and statusText', async () => {
    const fetchMock = async () => new Response('no', { status: 502, statusText: 'Bad Gateway' });
    await expect(rawRequest('/x', { fetch: fetchMock })).rejects.toMatchObject({
      kind: 'http', code: 502, status: 502, statusText: 'Bad Gateway',
    });
    await expect(rawRequest('/x', { fetch: async () => new Response(null, { status: 304 }) })).rejects.toMatchObject({ status: 304 });
  });
  it('gives empty data for an unreadable accepted response', async () => {
    expect((await rawRequest('/x', { fetch: async () => new Response(null, { status: 204 }) })).data).toBeUndefined();
    expect((await rawRequest('/x', { fetch: async () => new Response('<html>', { status: 200 }) })).data).toBeUndefined();
  });
  it('reads other response types and rejects unsupported ones', async () => {
    expect((await rawRequest('/x', { responseType: 'text', fetch: async () => new Response('hi') })).data).toBe('hi');
    const buf = (await rawRequest<ArrayBuffer>('/x', { responseType: 'arrayBuffer', fetch: async () => new Response('ab') })).data;
    expect(buf?.byteLength).toBe(2);
    await expect(rawRequest('/x', { responseType: 'xml' as never, fetch: async () => new Response('') }))
      .rejects.toMatchObject({ kind: 'unsupported' });
  });
  it('times out after 30 s by default, aborting the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchMock = (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    };
    const p = rawRequest('/x', { fetch: fetchMock });
    const check = expect(p).rejects.toMatchObject({ code: TIMEOUT_CODE, message: 'Request timeout, please re-try!' });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await check;
    expect(signal?.aborted).toBe(true);
  });
  it('reports a network failure', async () => {
    await expect(rawRequest('/x', { fetch: async () => { throw new TypeError('Failed to fetch'); } }))
      .rejects.toMatchObject({ kind: 'network', message: 'Failed to fetch' });
  });
});

function client(over: Partial<HttpClientConfig> = {}, respond: (url: string, init: RequestInit) => Response = () => json({ ret_code: 0, result: { ok: true } })) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => respond(url, init));
  const onLoginRequired = vi.fn();
  const onComplianceWall = vi.fn();
  const cache = new ResponseCache({ storage: null });
  const c = createHttpClient({
    apiHost: 'https://api2.example.com',
    fetch: fetchMock,
    pathname: () => '/ja-JP/tradingbot/',
    currentUrl: () => 'https://www.example.com/ja-JP/tradingbot/?tab=1',
    platform: () => 'pc',
    guid: () => 'guid-1',
    userToken: () => undefined,
    onLoginRequired,
    onComplianceWall,
    cache,
    log: () => undefined,
    ...over,
  });
  return { c, fetchMock, onLoginRequired, onComplianceWall, cache };
}

describe('createHttpClient', () => {
  afterEach(() => vi.useRealTimers());

  it('bot GET: /s1/bot prefix, stripped query, headers, credentials, returns result', async () => {
    const { c, fetchMock } = client();
    await expect(c.botGet('/grid/v1/list-coins', { symbol: 'BTCUSDT', quote: undefined, x: '' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api2.example.com/s1/bot/grid/v1/list-coins?symbol=BTCUSDT');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.headers).toEqual({
      lang: 'ja-JP', Platform: 'pc', 'X-User-Agent': 'bot-web/pc', 'Content-Type': 'application/json', guid: 'guid-1',
    });
  });
  it('bot POST sends JSON; plain calls have no prefix; postUrl uses the full URL', async () => {
    const { c, fetchMock } = client();
    await c.botPost('/grid/v1/create-grid', { symbol: 'BTCUSDT' });
    await c.post('/v3/config/web', { project: 'bot' });
    await c.get('/contract/v5/product/dynamic-symbol-item', { symbol: 'BTCUSDT' });
    await c.postUrl('https://search.example.com/announcements/api/search/v1/index/x', { page: 0 });
    const calls = fetchMock.mock.calls;
    expect(calls[0]?.[0]).toBe('https://api2.example.com/s1/bot/grid/v1/create-grid');
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"symbol":"BTCUSDT"}' });
    expect(calls[1]?.[0]).toBe('https://api2.example.com/v3/config/web');
    expect(calls[2]?.[0]).toBe('https://api2.example.com/contract/v5/product/dynamic-symbol-item?symbol=BTCUSDT');
    expect(calls[3]?.[0]).toBe('https://search.example.com/announcements/api/search/v1/index/x');
  });
  it('general client: methods and :param substitution', async () => {
    const { c, fetchMock } = client();
    await c.request('DELETE', '/bots/:id', { params: { id: 7 }, query: { force: true } });
    await c.request('PATCH', '/bots/:id', { params: { id: 7 }, body: { name: 'x' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api2.example.com/bots/7?force=true');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE' });
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'PATCH', body: '{"name":"x"}' });
  });
  it('sends UserToken in the app', async () => {
    const { c, fetchMock } = client({ platform: () => 'app', userToken: () => 'tok-9' });
    await c.botGet('/x');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Platform: 'app', UserToken: 'tok-9' });
  });
  it('adds extra headers (e.g. CSRF)', async () => {
    const { c, fetchMock } = client({ extraHeaders: (m): Record<string, string> => (m === 'GET' ? {} : { 'X-CSRF-Token': 'c' }) });
    await c.botPost('/x', {});
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-CSRF-Token': 'c' });
  });

  it('times out bot calls after 10 s and others after 30 s', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<Response>(() => undefined);
    const c = createHttpClient({ fetch: never, pathname: () => '/', platform: () => 'pc', guid: () => 'g', userToken: () => undefined, cache: new ResponseCache({ storage: null }) });
    const bot = c.botGet('/x');
    const botCheck = expect(bot).rejects.toMatchObject({ code: TIMEOUT_CODE, message: 'Request timeout, please re-try!' });
    const other = c.get('/y');
    let otherDone = false;
    other.catch(() => {
      otherDone = true;
    });
    await vi.advanceTimersByTimeAsync(BOT_TIMEOUT_MS);
    await botCheck;
    expect(otherDone).toBe(false);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - BOT_TIMEOUT_MS);
    await expect(other).rejects.toMatchObject({ code: TIMEOUT_CODE });
  });

  it('rejects no-permission codes, clears the cache, and asks for a login on 10007', async () => {
    for (const code of [10007, 33003, 10009]) {
      const { c, cache, onLoginRequired, onComplianceWall } = client({}, () => json({ ret_code: code, ret_msg: 'x', result: { a: 1 } }));
      cache.set('k', 1);
      const err = await c.botGet('/x').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ kind: 'permission', code, message: 'user no permission' });
      expect(cache.size).toBe(0);
      expect(onComplianceWall).toHaveBeenCalledWith(expect.objectContaining({ code, result: { a: 1 } }));
      if (code === 10007) {
        expect(onLoginRequired).toHaveBeenCalledWith(
          '/ja-JP/login?redirect_url=https%3A%2F%2Fwww.example.com%2Fja-JP%2Ftradingbot%2F%3Ftab%3D1',
        );
      } else {
        expect(onLoginRequired).not.toHaveBeenCalled();
      }
    }
  });
  it('navigates to the login page when no hook is given', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/pl-PL/tradingbot/', href: 'http://h/pl-PL/tradingbot/' });
    try {
      const c = createHttpClient({
        fetch: async () => json({ ret_code: 10007, result: null }),
        platform: () => 'pc', guid: () => 'g', userToken: () => undefined, cache: new ResponseCache({ storage: null }),
      });
      await expect(c.botGet('/x')).rejects.toMatchObject({ code: 10007 });
      expect(assign).toHaveBeenCalledWith('/pl-PL/login?redirect_url=http%3A%2F%2Fh%2Fpl-PL%2Ftradingbot%2F');
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('rejects other codes with ret_msg, nested status codes as gateway error, empty bodies as Non Response!', async () => {
    const biz = client({}, () => json({ ret_code: 12104, ret_msg: 'insufficient balance', result: {} }));
    await expect(biz.c.botPost('/x')).rejects.toMatchObject({ kind: 'business', code: 12104, message: 'insufficient balance' });
    expect(biz.onComplianceWall).toHaveBeenCalledWith(expect.objectContaining({ code: 12104 }));
    expect(biz.onLoginRequired).not.toHaveBeenCalled();

    const gw = client({}, () => json({ ret_code: 0, result: { status_code: 503 } }));
    await expect(gw.c.botGet('/x')).rejects.toMatchObject({ kind: 'gateway', code: 503, message: 'gateway error' });
    expect(gw.onComplianceWall).toHaveBeenCalledTimes(1);

    const empty = client({}, () => new Response('', { status: 200 }));
    await expect(empty.c.botGet('/x')).rejects.toMatchObject({ kind: 'empty', message: 'Non Response!' });
  });
  it('rejects HTTP failures with status and statusText', async () => {
    const { c } = client({}, () => new Response('x', { status: 500, statusText: 'Internal Server Error' }));
    await expect(c.botGet('/x')).rejects.toMatchObject({ status: 500, statusText: 'Internal Server Error' });
  });
  it('caches on request, force refreshes', async () => {
    let n = 0;
    const { c, fetchMock } = client({}, () => json({ ret_code: 0, result: { n: (n += 1) } }));
    expect(await c.botGet('/x', { a: 1 }, { cache: true })).toEqual({ n: 1 });
    expect(await c.botGet('/x', { a: 1 }, { cache: true })).toEqual({ n: 1 });
    expect(await c.botGet('/x', { a: 2 }, { cache: true })).toEqual({ n: 2 });
    expect(await c.botGet('/x', { a: 1 }, { cache: { force: true } })).toEqual({ n: 3 });
    expect(await c.botGet('/x', { a: 1 })).toEqual({ n: 4 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
  it('tracks the server time offset from time_now', async () => {
    const { c } = client({ now: () => 1_000_000 }, () => json({ ret_code: 0, result: 1, time_now: '1060' }));
    await c.botGet('/x');
    expect(c.timeOffset).toBe(60_000);
    expect(c.serverNow()).toBe(1_060_000);
    const small = client({ now: () => 1_000_000 }, () => json({ ret_code: 0, result: 1, time_now: '1005' }));
    await small.c.botGet('/x');
    expect(small.c.timeOffset).toBe(0);
  });

  it('profile: platform pc, cached, keeps the cache and does not redirect on 10007', async () => {
    const ok = client({ platform: () => 'app' }, () => json({ ret_code: 0, result: { id: 5 } }));
    expect(await ok.c.profile()).toEqual({ id: 5 });
    expect(await ok.c.profile()).toEqual({ id: 5 });
    expect(ok.fetchMock).toHaveBeenCalledTimes(1);
    expect(ok.fetchMock.mock.calls[0]?.[0]).toBe('https://api2.example.com/v2/private/user/profile');
    expect(ok.fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Platform: 'pc' });
    await ok.c.profile({ force: true });
    expect(ok.fetchMock).toHaveBeenCalledTimes(2);

    const anon = client({}, () => json({ ret_code: 10007, result: null }));
    anon.cache.set('keep', 1);
    expect(await anon.c.profile()).toBeUndefined();
    expect(anon.cache.get('keep')).toBe(1);
    expect(anon.onLoginRequired).not.toHaveBeenCalled();
  });
});
