import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { charts, resetCharts } from '../../../test/lightweightChartsMock';
import { bodies, expectStatus, expectTexts, openDialog, pageRenderer, WAIT } from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { DetailPage } from './DetailPage';

vi.mock('lightweight-charts', () => import('../../../test/lightweightChartsMock'));

const GRID = '/s1/bot/grid/v1';
const MIN = 60_000;
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });

const running = {
  grid_id: '42', symbol: 'BTCUSDT', base_token: 'BTC', quote_token: 'USDT', status: 'RUNNING',
  max_price: '105000', min_price: '95000', cell_number: 10, grid_type: 'GEOMETRIC', invest_mode: 0,
  total_investment: '1000', base_investment: '0', quote_investment: '1000',
  total_profit: '12.3456', grid_profit: '10.5', floating_profit: '1.8456', grid_apr: '0.3', total_apr: '0.4567',
  arbitrage_num: 7, arbitrage_num_24: 3, current_price: '100123.45', current_profit: '12.3456', current_per: '0.0123',
  equity: '1012.3456', entry_price: '', stop_loss_price: '', take_profit_price: '110000', ts_percent: '0.05',
  ts_exit_equity: '961.73', enable_trailing: false, limit_up_price: '', close_reason: '', bot_close_code: '',
  settle_mode: 4, operation_time: (3 * 60 + 12) * MIN, create_time: 1_763_800_000_000, end_time: 0,
  cum_withdrew_amount: '0', per_grid_qty: '0.000964', maker_fee_rate: '0.001', taker_fee_rate: '0.001',
  pnl_breakdown: { realised_profit: '10.9', trend_pnl: '1.9456', trading_fee: '-0.5', funding_fee: '0', liquidation_loss: '0', total_pnl: '12.3456' },
};

const orders = ok({
  list: [
    { order_id: '2', client_order_id: 'g42-b', side: 'BUY', price: '99000', qty: '0.000964', filled_qty: '0', status: 'NEW', create_time: 1_763_800_000_000 },
    { order_id: '1', client_order_id: 'g42-s', side: 'SELL', price: '101000', qty: '0.000963', filled_qty: '0', status: 'NEW', create_time: 1_763_800_000_000 },
  ],
});

const history: RouteAnswer = ({ body }) => ok({
  list: [{ fill_id: `f${body.page}`, order_id: '9', side: 'Sell', price: '101000', qty: '0.000963', fee: '0.097263', fee_asset: 'USDT', time: 1_763_800_100_000 }],
  total: 45,
});

function routes(detail: object, extra: Record<string, RouteAnswer> = {}) {
  return {
    'GET /v2/private/user/profile': profile,
    [`POST ${GRID}/query-grid-detail`]: ok({ status_code: 200, detail }),
    [`POST ${GRID}/get-open-orders`]: orders,
    [`POST ${GRID}/get-history-orders`]: history,
    [`POST ${GRID}/get-close-modes`]: ok({ list: [{ close_mode: 2, name: 'BASE_MODE' }, { close_mode: 3, name: 'QUOTE_MODE' }, { close_mode: 4, name: 'BASE_AND_QUOTE_MODE' }], default: 4 }),
    [`POST ${GRID}/close-grid`]: ok({ status_code: 200 }),
    [`POST ${GRID}/get-withdraw-detail`]: ok({ withdrawable: '10.5', grid_profit: '10.5', cum_withdrew_amount: '0', quote_token: 'USDT' }),
    [`POST ${GRID}/withdraw-profit`]: ok({ status_code: 200, amount: '10.5' }),
    [`POST ${GRID}/validate-update-sgrid`]: ({ body }: { body: Record<string, unknown> }) => ok({
      check_code: 'SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED', checks: [],
      regrid: 'min_price' in body || 'max_price' in body || 'cell_number' in body || 'add_investment' in body,
    }),
    [`POST ${GRID}/update-sgrid`]: ok({ status_code: 200, regrid: false }),
    ...extra,
  };
}

const renderDetail = pageRenderer('/grid/detail', <DetailPage />, '/grid/detail/?grid_id=42');

describe('spot grid detail page', () => {
  beforeEach(() => resetCharts());

  it('renders the numbers of the detail: status, profits, APR, arbitrages, price, equity, parameters', async () => {
    const { calls } = renderDetail(routes(running));
    await expectStatus('Running');
    expectTexts({
      'detail-symbol': 'BTC/USDT', 'total-profit': '+12.3456 USDT (+1.23%)', 'pnl-part-realised_profit': '+10.9000 USDT',
      'pnl-part-trend_pnl': '+1.9456 USDT', 'pnl-part-trading_fee': '-0.5000 USDT', 'pnl-part-total': '+12.3456 USDT', 'total-apr': '+45.67%', 'grid-apr': '+30.00%', 'arbitrages': '7 3 in 24h',
      'current-price': '100,123.45', 'equity': '1,012.3456 USDT', 'running-time': '3h 12m',
    });
    // the breakdown: grid profit and trend before fees, the fees, and their sum, the total above
    expect(screen.getByTestId('pnl-breakdown')).toHaveTextContent('Grid profit');
    expect(screen.getByTestId('event-log')).toHaveTextContent(/Event log.*Download JSONL.*Download CSV/);
    expect(screen.queryByTestId('pnl-part-funding_fee')).toBeNull();
    const params = screen.getByTestId('detail-params');
    expect(within(params).getByTestId('param-range')).toHaveTextContent('95,000.00 – 105,000.00');
    expect(within(params).getByTestId('param-grids')).toHaveTextContent('10');
    expect(within(params).getByText('Geometric')).toBeInTheDocument();
    expectTexts({
      'param-investment': '1,000 USDT', 'param-tp': '110,000.00', 'param-sl': '--', 'param-ts': '5.00%',
    }, params);
    expect(bodies(calls, `${GRID}/query-grid-detail`)[0]).toEqual({ grid_id: '42' });

    // open orders, highest price first, sides localized
    const rows = await screen.findAllByTestId('open-order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sell');
    expect(rows[0]).toHaveTextContent('101,000.00');
    expect(rows[1]).toHaveTextContent('Buy');
    expect(screen.getByTestId('orders-tab-open')).toHaveTextContent('Open orders (2)');

    // the PnL chart collects the polled total profit
    await waitFor(() => expect(charts.series.some((s) => s.data.length >= 1)).toBe(true));
    // the price chart draws the bot's 11 geometric levels and its take profit
    const grid = charts.series.find((s) => s.lines.length > 0)!;
    expect(grid.lines).toHaveLength(12);
    expect(grid.lines[0]!.price).toBe(95000);
    expect(grid.lines[5]!.price).toBe(99874.92); // √(95000·105000)
    expect(grid.lines[10]!.price).toBe(105000);
    expect(grid.lines[11]).toMatchObject({ price: 110000, title: 'Take profit' });
  });

  it('polls the detail while running (live updates)', async () => {
    const { calls } = renderDetail(routes(running));
    await screen.findByTestId('bot-status');
    await waitFor(() => expect(bodies(calls, `${GRID}/query-grid-detail`).length).toBeGreaterThanOrEqual(2), { timeout: 4000 });
  });

  it('history orders are paginated through get-history-orders', async () => {
    const user = userEvent.setup();
    const { calls } = renderDetail(routes(running));
    await user.click(await screen.findByTestId('orders-tab-history'));
    expect(await screen.findByTestId('history-row')).toHaveTextContent('0.097263 USDT');
    expect(screen.getByTestId('history-page')).toHaveTextContent('Page 1 of 3');
    await user.click(screen.getByTestId('history-next'));
    await waitFor(() => expect(screen.getByTestId('history-page')).toHaveTextContent('Page 2 of 3'));
    expect(bodies(calls, `${GRID}/get-history-orders`).map((b) => b.page)).toEqual(expect.arrayContaining([1, 2]));
    expect(bodies(calls, `${GRID}/get-history-orders`)[0]).toEqual({ grid_id: '42', page: 1, limit: 20 });
  });

  it('close: choose quote settlement, then close-grid with close_mode 3', async () => {
    const user = userEvent.setup();
    const { calls } = renderDetail(routes(running));
    const dialog = await openDialog(user, 'close');
    expectTexts({ 'close-mode-2': 'All in BTC', 'close-mode-3': 'All in USDT', 'close-mode-4': 'BTC and USDT' }, dialog);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /BTC and USDT/ })).toBeChecked());
    await user.click(within(dialog).getByTestId('close-mode-3'));
    await user.click(within(dialog).getByTestId('close-submit'));
    await waitFor(() => expect(bodies(calls, `${GRID}/close-grid`)).toEqual([{ grid_id: '42', close_mode: 3 }]));
    expect((await screen.findAllByText('The bot is closing'))[0]).toBeInTheDocument();
  });

  it('withdraw profit: get-withdraw-detail, then withdraw-profit with the amount', async () => {
    const user = userEvent.setup();
    const { calls } = renderDetail(routes(running));
    const dialog = await openDialog(user, 'withdraw');
    expect(await within(dialog).findByTestId('withdrawable')).toHaveTextContent('10.5 USDT');
    await waitFor(() => expect(within(dialog).getByTestId('input-withdraw_amount')).toHaveValue('10.5'));
    await user.clear(within(dialog).getByTestId('input-withdraw_amount'));
    await user.type(within(dialog).getByTestId('input-withdraw_amount'), '20');
    expect(within(dialog).getByTestId('withdraw-submit')).toBeDisabled();
    await user.clear(within(dialog).getByTestId('input-withdraw_amount'));
    await user.type(within(dialog).getByTestId('input-withdraw_amount'), '4.25');
    await user.click(within(dialog).getByTestId('withdraw-submit'));
    await waitFor(() => expect(bodies(calls, `${GRID}/withdraw-profit`)).toEqual([{ grid_id: '42', amount: '4.25' }]));
  });

  it('modify: TP-only keeps the orders, a range change re-grids; live validate then update', async () => {
    const user = userEvent.setup();
    const { calls } = renderDetail(routes(running));
    const dialog = await openDialog(user, 'modify');
    expect(within(dialog).getByTestId('modify-unchanged')).toBeInTheDocument();
    expect(within(dialog).getByTestId('input-modify_take_profit')).toHaveValue('110000');
    expect(within(dialog).getByTestId('input-modify_ts_percent')).toHaveValue('5');

    await user.clear(within(dialog).getByTestId('input-modify_take_profit'));
    await user.type(within(dialog).getByTestId('input-modify_take_profit'), '115000');
    expect(within(dialog).getByTestId('modify-effect')).toHaveTextContent('your orders stay in place');
    await within(dialog).findByTestId('validation-ok', undefined, WAIT);
    expect(bodies(calls, `${GRID}/validate-update-sgrid`).at(-1)).toEqual({ grid_id: '42', take_profit_price: '115000' });

    await user.clear(within(dialog).getByTestId('input-modify_min_price'));
    await user.type(within(dialog).getByTestId('input-modify_min_price'), '94000');
    expect(within(dialog).getByTestId('modify-effect')).toHaveTextContent('the grid is rebuilt at the current price');
    await waitFor(() => expect(bodies(calls, `${GRID}/validate-update-sgrid`).at(-1))
      .toEqual({ grid_id: '42', min_price: '94000', take_profit_price: '115000' }), WAIT);
    await waitFor(() => expect(within(dialog).getByTestId('modify-submit')).toBeEnabled(), WAIT);
    expect(within(dialog).getByTestId('modify-effect')).toHaveAttribute('data-regrid', 'true');
    await user.click(within(dialog).getByTestId('modify-submit'));
    await waitFor(() => expect(bodies(calls, `${GRID}/update-sgrid`))
      .toEqual([{ grid_id: '42', min_price: '94000', take_profit_price: '115000' }]));
  });

  it('a completed bot shows the close details and no actions, and stops polling', async () => {
    const done = {
      ...running, status: 'COMPLETED', close_reason: 'TAKE_PROFIT', grid_close_reason: 'CLOSED_TAKE_PROFIT', settle_mode: 3,
      end_time: 1_763_811_520_000, total_profit: '-3.5', real_close_price: '110002.5',
      settlement_assets: [{ coin: 'USDT', amount: '996.5' }],
    };
    const { calls } = renderDetail(routes(done));
    await expectStatus('Completed');
    const close = screen.getByTestId('close-detail');
    expectTexts({
      'close-reason': 'Take profit triggered', 'close-settle': 'All in USDT', 'close-profit': '-3.5000 USDT',
      'close-assets': '996.5 USDT',
    }, close);
    expect(within(close).getByText('110,002.50')).toBeInTheDocument();
    expect(within(close).getByTestId('close-end')).toHaveTextContent('2025');
    expect(screen.queryByTestId('close-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('modify-button')).not.toBeInTheDocument();
    const before = bodies(calls, `${GRID}/query-grid-detail`).length;
    await new Promise((r) => setTimeout(r, 3000));
    expect(bodies(calls, `${GRID}/query-grid-detail`).length).toBe(before);
  });

  it('asks an anonymous visitor to log in', async () => {
    renderDetail({ 'GET /v2/private/user/profile': { ret_code: 10007, ret_msg: '', result: null } });
    expect(await screen.findByTestId('detail-login')).toHaveTextContent('Log in to see your bot.');
  });

  it.each([12005, 12006])('a grid of another user or an unknown grid (%i) reads as not found', async (code) => {
    renderDetail({
      'GET /v2/private/user/profile': profile,
      [`POST ${GRID}/query-grid-detail`]: { ret_code: code, ret_msg: 'no', result: null },
    });
    await waitFor(() => expect(screen.getByTestId('detail-message')).toHaveTextContent('Bot not found.'));
  });
});
