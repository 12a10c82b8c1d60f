import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { contract, type Query, type RequestBody, type Result, type ResultOr, type Schemas } from './contract';

// The type assertions are checked by `npm run typecheck` (tsc reads the tests too).
describe('API contract types', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads an operation’s declared result, body and query from the generated schema', () => {
    expectTypeOf<Result<'/v2/private/asset/balances', 'get'>>().toEqualTypeOf<Schemas['BalancesResult']>();
    expectTypeOf<Result<'/v2/private/asset/transfer', 'post'>>().toEqualTypeOf<Schemas['TransferResult']>();
    expectTypeOf<ResultOr<'/v3/config/web', 'post', string>>().toEqualTypeOf<Schemas['WebConfigResult']>();
    expectTypeOf<RequestBody<'/v2/private/asset/transfer'>>().toEqualTypeOf<Schemas['AssetTransferRequest']>();
    expectTypeOf<Query<'/s1/bot/market/v1/kline'>>().toHaveProperty('limit');
    expectTypeOf<Schemas['Kline']['t']>().toEqualTypeOf<number>();
  });

  it('refuses what the contract does not have (compile-time)', () => {
    const neverCalled = () => {
      // @ts-expect-error: no such path
      void contract.get('/v2/private/asset/nope');
      // @ts-expect-error: balances is a GET
      void contract.post('/v2/private/asset/balances', {});
      // @ts-expect-error: transfer needs its fields
      void contract.post('/v2/private/asset/transfer', { coin: 'USDT' });
      // @ts-expect-error: category is spot or linear
      void contract.get('/s1/bot/market/v1/kline', { symbol: 'BTCUSDT', category: 'inverse' });
    };
    expect(typeof neverCalled).toBe('function');
  });

  it('sends calls through the API client and answers the result', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(
      JSON.stringify({ ret_code: 0, ret_msg: 'OK', result: { coin: 'USDT', amount: '5' }, time_now: (Date.now() / 1000).toFixed(6) }),
    ));
    vi.stubGlobal('fetch', fetchMock);
    const result = await contract.post('/v2/private/asset/transfer', {
      coin: 'USDT', amount: '5', from_account_type: 'FUND', to_account_type: 'SPOT',
    });
    expectTypeOf(result).toEqualTypeOf<Schemas['TransferResult']>();
    expect(result).toEqual({ coin: 'USDT', amount: '5' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v2/private/asset/transfer');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      coin: 'USDT', amount: '5', from_account_type: 'FUND', to_account_type: 'SPOT',
    });

    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ ret_code: 0, result: { list: [] } })));
    await contract.get('/s1/bot/market/v1/kline', { symbol: 'BTCUSDT', interval: '1h', limit: 2 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/s1/bot/market/v1/kline?symbol=BTCUSDT&interval=1h&limit=2');
  });
});
