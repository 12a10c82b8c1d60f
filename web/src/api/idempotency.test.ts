import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, isRetryableCommandFailure, ApiError, resetCommandKeys } from './client';
import { errorMessageId } from './errorMessage';
import {
  canonicalJson, COMMAND_PATHS, CommandKeys, IDEMPOTENCY_HEADER, isCommand, KEEP_UNCERTAIN_MS, RETRY,
} from './idempotency';

const ok = (result: unknown = { bot_id: '1' }) => new Response(JSON.stringify({ ret_code: 0, result }), { status: 200 });
const fail = (code: number, result: unknown = null) =>
  new Response(JSON.stringify({ ret_code: code, ret_msg: `code ${code}`, result }), { status: 200 });

type Answer = Response | Error;

/** fetch answering `answers` in order; records each request's Idempotency-Key (null when absent). */
function stubFetch(answers: Answer[]) {
  const keys: (string | null)[] = [];
  const urls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    urls.push(url);
    keys.push(new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
    const next = answers.shift();
    if (next === undefined) throw new Error('no answer left');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { keys, urls, fetchMock };
}

const CREATE = '/s1/bot/grid/v1/create-grid';
const body = { symbol: 'BTCUSDT', min_price: '1', max_price: '2', cell_number: 5, total_investment: '100' };

describe('the Idempotency-Key of commands', () => {
  const pauses: number[] = [];
  beforeEach(() => {
    resetCommandKeys();
    pauses.length = 0;
    vi.spyOn(RETRY, 'sleep').mockImplementation(async (ms: number) => {
      pauses.push(ms);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names exactly the operations of the contract (openapi.json) that take the header', () => {
    const contract = JSON.parse(readFileSync(join(process.cwd(), 'src/api/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const taking = Object.entries(contract.paths).flatMap(([path, ops]) => Object.entries(ops)
      .filter(([, op]) => (op.parameters ?? []).some((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER))
      .map(([method]) => `${method} ${path}`));
    expect(taking.sort()).toEqual(COMMAND_PATHS.map((p) => `post ${p}`).sort());
    expect(isCommand(`${CREATE}/`)).toBe(true);
    expect(isCommand(`${CREATE}?x=1`)).toBe(true);
    expect(isCommand('/s1/bot/grid/v1/validate-input')).toBe(false);
  });

  it('sends a key on a command; GETs, reads by POST and the session calls carry none', async () => {
    const { keys } = stubFetch([ok(), ok([]), ok(), ok(), ok(), ok(), ok()]);
    await api.post(CREATE, body);
    await api.get('/v2/private/asset/balances', { account_type: 'FUND' });
    await api.post('/s1/bot/grid/v1/validate-input', body);
    await api.post('/v2/public/user/login', { email: 'a@b.co', password: 'x' });
    await api.post('/v2/public/user/register', { email: 'a@b.co', password: 'x' });
    await api.post('/v2/private/user/change-password', { old_password: 'x', new_password: 'y' });
    await api.post('/logout');
    expect(keys[0]).toMatch(/^[A-Za-z0-9_\-:.]{1,64}$/); // the server's pattern
    expect(keys.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('retries a network failure, a timeout-like 5xx and SERVICE_UNAVAILABLE with the same key, pausing longer each time', async () => {
    const { keys } = stubFetch([new TypeError('Failed to fetch'), fail(10017), ok({ grid_id: '7' })]);
    await expect(api.post(CREATE, body)).resolves.toEqual({ grid_id: '7' });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toBeNull();
    expect(pauses).toHaveLength(2);
    expect(pauses[1]).toBeGreaterThan(pauses[0] ?? Infinity);

    const second = stubFetch([new Response('bad gateway', { status: 502 }), fail(10019), ok({ grid_id: '8' })]);
    await expect(api.post(CREATE, body)).resolves.toEqual({ grid_id: '8' });
    expect(new Set(second.keys).size).toBe(1);
    expect(second.keys[0]).not.toBe(keys[0]); // a new action after the first one's answer
  });

  it('gives up after the bounded retries with the last error, and does not retry a definite answer', async () => {
    const down = stubFetch([fail(10017), fail(10017), fail(10017), fail(10017)]);
    await expect(api.post(CREATE, body)).rejects.toMatchObject({ code: 10017 });
    expect(down.keys).toHaveLength(RETRY.retries + 1);

    for (const code of [10001, 10006, 10018, 10020, 12003]) {
      const refused = stubFetch([fail(code), ok()]);
      await expect(api.post(CREATE, body)).rejects.toMatchObject({ code });
      expect(refused.keys).toHaveLength(1);
    }
  });

  it('gives two separate actions different keys, and a double click (same request in flight) one key', async () => {
    const { keys } = stubFetch([ok(), ok(), ok(), ok(), ok()]);
    await api.post(CREATE, body);
    await api.post(CREATE, body);
    await api.post('/s1/bot/grid/v1/close-grid', { grid_id: '1', close_mode: 'SELL_ALL' });
    expect(new Set(keys).size).toBe(3);

    await Promise.all([api.post(CREATE, { ...body }), api.post(CREATE, Object.fromEntries(Object.entries(body).reverse()))]);
    expect(keys[3]).toBe(keys[4]);
    expect(keys.slice(0, 3)).not.toContain(keys[3]);
  });

  it('keeps the key after an answerless failure for the user\'s own retry of the same request, not for another', async () => {
    const lost = stubFetch([new TypeError('offline'), new TypeError('offline'), new TypeError('offline')]);
    await expect(api.post(CREATE, body)).rejects.toMatchObject({ code: -1 });
    const kept = lost.keys[0];
    const again = stubFetch([ok(), ok()]);
    await api.post(CREATE, { ...body, cell_number: 6 });
    await api.post(CREATE, body);
    expect(again.keys[0]).not.toBe(kept);
    expect(again.keys[1]).toBe(kept);
  });

  it('classifies failures: no answer, 5xx and the retry codes are retryable; refusals are not', () => {
    const cases: [ApiError, boolean][] = [
      [new ApiError(-1, 'network'), true],
      [new ApiError(9000001, 'timeout'), true],
      [new ApiError(503, 'Unavailable', undefined, 503), true],
      [new ApiError(10016, 'internal', null, 200), true],
      [new ApiError(10017, 'unavailable', null, 200), true],
      [new ApiError(10019, 'busy', null, 200), true],
      [new ApiError(404, 'Not Found', undefined, 404), false],
      [new ApiError(10018, 'reused', null, 200), false],
      [new ApiError(10020, 'lost', null, 200), false],
      [new ApiError(10004, 'wrong', null, 200), false],
    ];
    expect(cases.map(([err]) => isRetryableCommandFailure(err))).toEqual(cases.map(([, want]) => want));
    expect(isRetryableCommandFailure(new Error('x'))).toBe(false);
  });

  it('maps the idempotency codes to their own messages', () => {
    expect([10017, 10018, 10019, 10020].map((code) => errorMessageId(new ApiError(code, '')))).toEqual([
      'error.serviceUnavailable', 'error.idempotencyReused', 'error.idempotencyBusy', 'error.idempotencyAnswerLost',
    ]);
  });
});

describe('CommandKeys', () => {
  it('forgets a kept key after its window', () => {
    let now = 0;
    const keys = new CommandKeys(() => now);
    const first = keys.acquire('a');
    keys.release('a', false);
    now = KEEP_UNCERTAIN_MS - 1;
    expect(keys.acquire('a')).toBe(first);
    keys.release('a', false);
    now += KEEP_UNCERTAIN_MS + 1;
    expect(keys.acquire('a')).not.toBe(first);
  });

  it('falls back to getRandomValues when crypto.randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(7) });
    const keys = new CommandKeys();
    expect(keys.acquire('x')).toMatch(/^07070707-0707-4707-8707-070707070707$/);
  });

  it('sorts keys at every depth for the request fingerprint', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ f: 1, e: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[{"e":2,"f":1}]},"b":1}');
  });
});
