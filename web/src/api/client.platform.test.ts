import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onWall, resetWalls } from '../features/compliance/rules';
import { BOT_TIMEOUT_MS, API_TIMEOUT_MS } from '../platform/constants';
import { api, ApiError, timeoutFor } from './client';
import * as redirect from './loginRedirect';
import { expectCases } from '../test/cases';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('the app client follows the platform HTTP rules', () => {
  beforeEach(() => {
    document.cookie = 'csrf_token=tok; path=/';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    redirect.resetLoginRedirect();
    resetWalls();
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('sends lang, Platform, X-User-Agent, the device guid (cookie, 120 days) and the CSRF header', async () => {
    const fetchMock = vi.fn(async (_u: string, _i?: RequestInit) => json({ ret_code: 0, result: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/s1/bot/grid/v1/x', { a: 1 })).resolves.toEqual({ ok: true });
    const h = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expectCases((name: string) => h.get(name), [
      ['lang', 'en'], ['Platform', 'pc'], ['X-User-Agent', 'bot-web/pc'], ['X-CSRF-Token', 'tok'],
      ['Content-Type', 'application/json'],
    ]);
    const guid = h.get('guid');
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`guid=${guid}`);
    expect(h.get('UserToken')).toBeNull(); // only inside the app
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('uses the bot client timeout under /s1/bot and 30 s elsewhere', () => {
    expectCases(timeoutFor, [
      ['/s1/bot/grid/v1/create-grid', BOT_TIMEOUT_MS], ['/v2/private/user/profile', API_TIMEOUT_MS],
      ['/s1/botx', API_TIMEOUT_MS],
    ]);
  });

  it('10007 asks for the login redirect; the profile probe does not', async () => {
    const spy = vi.spyOn(redirect, 'handleLoginRequired').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn(async () => json({ ret_code: 10007, ret_msg: 'not logged in', result: null })));
    await expect(api.get('/v2/private/asset/balances')).rejects.toMatchObject({ code: 10007, message: 'not logged in' });
    expect(spy).toHaveBeenCalledTimes(1);
    await expect(api.get('/v2/private/user/profile', undefined, { loginRedirect: false })).rejects.toBeInstanceOf(ApiError);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('reports compliance failures to the wall, not other business errors', async () => {
    const walls: unknown[] = [];
    onWall((w) => walls.push(w));
    const answers = [
      { ret_code: 10001, ret_msg: 'bad', result: { field: 'x' } },
      { ret_code: 12018, ret_msg: 'banned', result: { bot_code: 'USER_BANNED' } },
    ];
    vi.stubGlobal('fetch', vi.fn(async () => json(answers.shift())));
    await expect(api.post('/s1/bot/grid/v1/create-grid', {})).rejects.toMatchObject({ code: 10001, result: { field: 'x' } });
    expect(walls).toEqual([]);
    await expect(api.post('/s1/bot/grid/v1/create-grid', {})).rejects.toMatchObject({ code: 12018 });
    expect(walls).toEqual([{ reason: 'failed', code: 12018, result: { bot_code: 'USER_BANNED' } }]);
  });

  it('keeps the error shapes: HTTP status, empty body, gateway error', async () => {
    const answers = [
      new Response('x', { status: 503, statusText: 'Unavailable' }),
      new Response('', { status: 200 }),
      json({ ret_code: 0, result: { status_code: 500 } }),
    ];
    vi.stubGlobal('fetch', vi.fn(async () => answers.shift()));
    await expect(api.get('/a')).rejects.toMatchObject({ code: 503, status: 503 });
    await expect(api.get('/b')).rejects.toMatchObject({ code: -1, message: 'Non Response!' });
    await expect(api.get('/c')).rejects.toMatchObject({ code: 500, message: 'gateway error' });
  });
});
