import { api } from '../../api/client';

export interface Balance {
  coin: string;
  free: string;
  locked: string;
}

export const DEMO_COIN = 'USDT';
export const DEMO_AMOUNT = '10000';

export const fetchFundBalances = () =>
  api.get<{ list: Balance[] }>('/v2/private/asset/balances', { account_type: 'FUND' }).then((r) => r?.list ?? []);

export const requestDemoFunds = () =>
  api.post<unknown>('/v2/private/user/demo-funds', { coin: DEMO_COIN, amount: DEMO_AMOUNT });
