import { contract, type Schemas } from '../../api/contract';

export type Balance = Schemas['BalanceRow'];

export const DEMO_COIN = 'USDT';
export const DEMO_AMOUNT = '10000';

export const fetchFundBalances = () =>
  contract.get('/v2/private/asset/balances', { account_type: 'FUND' }).then((r): Balance[] => r?.list ?? []);

export const requestDemoFunds = () =>
  contract.post('/v2/private/user/demo-funds', { coin: DEMO_COIN, amount: DEMO_AMOUNT });
