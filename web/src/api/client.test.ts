import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, unwrap } from './client';
import { readCookie } from './cookies';

describe('api client', () => {

  it('unwraps a successful envelope and rejects non-zero codes with the message', () => {
    expect(unwrap({ ret_code: 0, result: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrap({ retCode: 0, result: 2 })).toBe(2);
    expect(() => unwrap({ ret_code: 10004, ret_msg: 'bad', result: null })).toThrow(ApiError);
    expect(() => unwrap({ ret_code: 0, result: { status_code: 500 } })).toThrow('gateway error');
    expect(unwrap({ ret_code: 0, result: { status_code: 200 } })).toEqual({ status_code: 200 });
  });

  it('sends GET queries and skips empty values', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ ret_code: 0, result: [] })));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/v2/private/asset/balances', { account_type: 'FUND', coin: undefined, x: '' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v2/private/asset/balances?account_type=FUND');
  });

  it('rejects HTTP failures with the status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 502, statusText: 'Bad Gateway' })));
    await expect(api.get('/x')).rejects.toMatchObject({ code: 502, status: 502 });
  });

  it('reads cookies', () => {
    expect(readCookie('csrf_token', 'a=1; csrf_token=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });
});
