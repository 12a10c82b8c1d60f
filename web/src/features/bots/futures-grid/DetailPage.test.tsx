import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { charts, resetCharts } from '../../../test/lightweightChartsMock';
import { bodies, expectStatus, expectTexts, openDialog, pageRenderer, WAIT } from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { FgridDetailPage } from './DetailPage';

vi.mock('lightweight-charts', () => import('../../../test/lightweightChartsMock'));

const C = '/contract/v5/fgridbot';
const S1 = '/s1/bot/fgrid/v1';
const MIN = 60_000;
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });

/** A running LONG grid as get-fgrid-detail answers (names for the enums, decimals as strings). */
const running = {
  bot_id: '9', symbol: 'BTCUSDT', base_token: 'BTC', quote_token: 'USDT', status: 'RUNNING', display_status: 'RUNNING',
  grid_mode: 'LONG', grid_type: 'ARITHMETIC', min_price: '95000', max_price: '105000', curr_min_price: '95000',
  curr_max_price: '105000', cell_number: 10, curr_cell_number: 10, leverage: '3', real_leverage: '1.4',
  total_investment: '600', added_margin: '100', total_value: '699.5842', current_position: '0.007', futures_pos_side: 'LONG',
  avg_entry_price: '99971.4', per_grid_qty: '0.0014', pnl: '-0.60048989', pnl_per: '-0.001201', grid_profit: '1.25',
  grid_apr: '0.12', total_apr: '-0.438358', realised_pnl: '-0.38488989', unrealised_pnl: '-0.2156', funding_fee: '-0.0123',
  trading_fee: '0.38488989', position_balance: '233.2666', total_order_balance: '226.70678335', available_balance: '39.42612676',
  equity: '599.39951011', wallet_balance: '599.61511011', last_price: '99940.6', mark_price: '99940.6',
  liquidation_price: '28997.7', tp_sl_type: 'TP_PERCENT_SL_PRICE', take_profit_per: '0.4', stop_loss_per: '',
  take_profit_price: '', stop_loss_price: '50000', entry_price: '', trailing_stop_per: '0.1', trailing_stop_exit_equity: '540',
  arbitrage_num: 4, arbitrage_num_24: 2, min_profit: '0.02764', max_profit: '0.030373', tick_size: '0.1', close_reason: '',
  stop_type: '', bot_close_code: '', real_close_price: '', create_time: 1_795_364_071_581, end_time: 0,
  operation_time: (2 * 60 + 5) * MIN, cum_withdrew_amount: '1', withdrawable_amount: '98.61511011', settlement_assets: '',
  pnl_breakdown: { realised_profit: '1.33', trend_pnl: '-1.5333', trading_fee: '-0.38488989', funding_fee: '-0.0123', liquidation_loss: '0', total_pnl: '-0.60048989' },
};

const completed = {
  ...running, status: 'COMPLETED', display_status: 'COMPLETED', close_reason: 'LIQUIDATION', stop_type: 'FOR_LIQUIDATION',
  bot_close_code: 'CANCELED_AUTO_LIQUIDATION', real_close_price: '28990.5', end_time: 1_795_364_971_581, current_position: '0',
  futures_pos_side: 'UNSPECIFIED', avg_entry_price: '', liquidation_price: '', pnl: '-590.1', pnl_per: '-0.9835',
  settlement_assets: 'USDT:9.9',
};

const orders = ok({
  list: [
    { order_id: '11', client_order_id: 'g9-c9', side: 'SELL', price: '105000', qty: '0.0014', reduce_only: true, status: 'NEW', create_time: 1_795_364_071_581 },
    { order_id: '5', client_order_id: 'g9-c4', side: 'BUY', price: '99000', qty: '0.0014', reduce_only: false, status: 'NEW', create_time: 1_795_364_071_581 },
  ],
});

const history = ok({
  list: [
    { fill_id: '3', order_id: '40', side: 'SELL', price: '28990.5', qty: '0.007', fee: '0.11', realized_pnl: '-496.3', is_maker: false, is_liquidation: true, time: 1_795_364_971_581 },
    { fill_id: '1', order_id: '1', side: 'BUY', price: '99971.4', qty: '0.007', fee: '0.38488989', realized_pnl: '0', is_maker: false, is_liquidation: false, time: 1_795_364_071_581 },
  ],
  total: 2,
});

function routes(detail: object, extra: Record<string, RouteAnswer> = {}) {
  return {
    'GET /v2/private/user/profile': profile,
    [`POST ${C}/get-fgrid-detail`]: ok({ status_code: 200, detail }),
    [`POST ${S1}/get-fgrid-open-orders`]: orders,
    [`POST ${C}/get-fgrid-history-orders`]: history,
    'GET /s1/bot/market/v1/kline': ok({ list: [{ t: 1_795_364_000_000, o: '99900', h: '100000', l: '99800', c: '99940.6' }] }),
    [`POST ${C}/get-user-balance`]: ok({ coin: 'USDT', available_balance: '9400' }),
    [`POST ${C}/add-margin`]: ok({ status_code: 200, liquidation_price: '14711.98' }),
    [`POST ${C}/withdraw-profit`]: ok({ status_code: 200, amount: '50' }),
    [`POST ${C}/update-trailing-stop`]: ok({ status_code: 200 }),
    [`POST ${S1}/update-fgrid-tpsl`]: ok({ status_code: 200 }),
    [`POST ${C}/fgrid-bot-close`]: ok({ status_code: 200 }),
    ...extra,
  };
}

const renderDetail = pageRenderer('/fgrid/detail', <FgridDetailPage />, '/fgrid/detail/?bot_id=9');

describe('futures grid detail page', () => {
  beforeEach(() => resetCharts());

  it('renders status, mode, leverage, PnL figures, position, margin, liquidation, APRs and parameters', async () => {
    const { calls } = renderDetail(routes(running));
    await expectStatus('Running');
    expect(screen.getByTestId('event-log')).toHaveTextContent(/Event log.*Download JSONL.*Download CSV/);
    expectTexts({
      'detail-symbol': 'BTC/USDT', 'detail-mode': 'Long 3x', 'running-time': '2h 5m', 'total-pnl': '-0.6005 USDT (-0.12%)',
      'pnl-part-realised_profit': '+1.3300 USDT', 'pnl-part-trend_pnl': '-1.5333 USDT', 'pnl-part-trading_fee': '-0.3849 USDT',
      'pnl-part-funding_fee': '-0.0123 USDT', 'pnl-part-liquidation_loss': '0.0000 USDT', 'pnl-part-total': '-0.6005 USDT', 'equity': '599.3995 USDT', 'total-apr': '-43.84%', 'grid-apr': '+12.00%',
      'arbitrages': '4 2 in 24h', 'liquidation-price': '28,997.7', 'mark-price': '99,940.6',
    });

    expectTexts({
      'position-size': '0.007 BTC', 'position-side': 'Long', 'avg-entry': '99,971.4', 'real-leverage': '1.4x',
      'position-balance': '233.2666 USDT', 'order-balance': '226.7067 USDT', 'available-margin': '39.4261 USDT',
    });

    const params = screen.getByTestId('detail-params');
    expectTexts({
      'param-mode': 'Long', 'param-leverage': '3x', 'param-range': '95,000.0 – 105,000.0', 'param-investment': '600 USDT',
      'param-tp': '40.00%', 'param-sl': '50,000.0', 'param-ts': '10.00%', 'param-ts-exit': '540 USDT',
      'param-withdrawable': '98.61511011 USDT',
    }, params);
    expect(bodies(calls, `${C}/get-fgrid-detail`)[0]).toEqual({ bot_id: '9' });

    // chart: 11 grid levels, the SL price and the liquidation price
    await waitFor(() => expect(charts.series[0]?.lines.length).toBe(13));
    expect(charts.series[0]!.lines.slice(-2).map((l) => [l.price, l.title])).toEqual([[50000, 'Stop loss'], [28997.7, 'Liquidation']]);

    // open orders: reduce-only marked
    const rows = await screen.findAllByTestId('open-order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sell');
    expect(within(rows[0]!).getByTestId('reduce-only')).toHaveTextContent('Reduce-only');
    expect(rows[1]).toHaveTextContent('Opening');
    expect(bodies(calls, `${S1}/get-fgrid-open-orders`)[0]).toEqual({ bot_id: '9' });

    // history: liquidation fills marked, realized PnL shown
    await userEvent.click(screen.getByTestId('orders-tab-history'));
    const fills = await screen.findAllByTestId('history-row');
    expect(fills[0]).toHaveAttribute('data-liquidation', 'true');
    expect(within(fills[0]!).getByTestId('liquidation-fill')).toHaveTextContent('Liquidation');
    expect(fills[0]).toHaveTextContent('-496.3000 USDT');
    expect(within(fills[1]!).queryByTestId('liquidation-fill')).toBeNull();
    expect(bodies(calls, `${C}/get-fgrid-history-orders`)[0]).toEqual({ bot_id: '9', page: 1, limit: 20 });
  });

  it('add margin: the amount goes to add-margin and the new liquidation price is shown', async () => {
    const user = userEvent.setup();
    const { calls } = renderDetail(routes(running));
    const dialog = await openDialog(user, 'margin', 'add-margin-dialog');
    expect(await within(dialog).findByTestId('add-margin-available')).toHaveTextContent('9,400 USDT');
    await user.type(within(dialog).getByTestId('input-margin_amount'), '100');
    await user.click(within(dialog).getByTestId('add-margin-submit'));
    expect(await within(dialog).findByTestId('add-margin-new-liq')).toHaveTextContent('14,712.0');
    expect(bodies(calls, `${C}/add-margin`)).toEqual([{ bot_id: '9', amount: '100' }]);
    expect((await screen.findAllByText('100 USDT added. New liquidation price: 14,712.0'))[0]).toBeInTheDocument();
  });

  it('withdraw profit is bounded by withdrawable_amount', async () => {
    const user = userEvent.setup();
    const { calls } = renderDetail(routes(running));
    const dialog = await openDialog(user, 'withdraw');
    const input = within(dialog).getByTestId('input-withdraw_amount');
    expect(input).toHaveValue('98.61511011');
    await user.clear(input);
    await user.type(input, '120');
    expect(within(dialog).getByTestId('withdraw-submit')).toBeDisabled();
    expect(within(dialog).getByTestId('withdraw-too-much')).toHaveTextContent('You can withdraw at most 98.61511011 USDT.');
    await user.clear(input);
    await user.type(input, '50');
    await user.click(within(dialog).getByTestId('withdraw-submit'));
    await waitFor(() => expect(bodies(calls, `${C}/withdraw-profit`)).toEqual([{ bot_id: '9', amount: '50' }]));
  });

  it('TP/SL edit sends the whole block with tp_sl_type and ratios; trailing stop edit and removal', async () => {
    const user = userEvent.setup();
    const { calls } = renderDetail(routes(running));
    let dialog = await openDialog(user, 'tpsl');
    expect(within(dialog).getByTestId('input-edit_take_profit')).toHaveValue('40');
    expect(within(dialog).getByTestId('input-edit_stop_loss')).toHaveValue('50000');
    await user.click(within(dialog).getByTestId('unit-edit_take_profit-price'));
    await user.type(within(dialog).getByTestId('input-edit_take_profit'), '110000');
    await user.click(within(dialog).getByTestId('unit-edit_stop_loss-percent'));
    await user.type(within(dialog).getByTestId('input-edit_stop_loss'), '35');
    await user.click(within(dialog).getByTestId('tpsl-submit'));
    await waitFor(() => expect(bodies(calls, `${S1}/update-fgrid-tpsl`)).toEqual([
      { bot_id: '9', tp_sl_type: 3, take_profit_price: '110000', stop_loss_per: '0.35' },
    ]));

    dialog = await openDialog(user, 'trailing');
    const ts = within(dialog).getByTestId('input-edit_trailing_stop');
    expect(ts).toHaveValue('10');
    await user.clear(ts);
    await user.type(ts, '7.5');
    await user.click(within(dialog).getByTestId('trailing-submit'));
    await waitFor(() => expect(bodies(calls, `${C}/update-trailing-stop`)).toEqual([{ bot_id: '9', trailing_stop_per: '0.075' }]));
    await user.click(within(await openDialog(user, 'trailing')).getByTestId('trailing-remove'));
    await waitFor(() => expect(bodies(calls, `${C}/update-trailing-stop`).at(-1)).toEqual({ bot_id: '9', trailing_stop_per: '0' }));
  });

  it('a refused TP/SL shows the check message with its bound', async () => {
    const user = userEvent.setup();
    renderDetail(routes(running, {
      [`POST ${S1}/update-fgrid-tpsl`]: {
        ret_code: 12025, ret_msg: 'TP below the grid', result: {
          field: 'take_profit_price', check_code: 'FGRID_CHECK_CODE_TP_BELOW_MIN_PRICE', bound: '[105000, 999421]',
          bot_code: 'FGRID_TP_LESS_THAN_LPRICE',
        },
      },
    }));
    const dialog = await openDialog(user, 'tpsl');
    await user.click(within(dialog).getByTestId('unit-edit_take_profit-price'));
    await user.type(within(dialog).getByTestId('input-edit_take_profit'), '90000');
    await user.click(within(dialog).getByTestId('tpsl-submit'));
    expect((await screen.findAllByText('Take profit price must be above the grid range: at least 105,000.0'))[0]).toBeInTheDocument();
  });

  it('close explains the market close and calls fgrid-bot-close', async () => {
    const user = userEvent.setup();
    const { calls } = renderDetail(routes(running));
    const dialog = await openDialog(user, 'close');
    expect(within(dialog).getByTestId('close-steps')).toHaveTextContent('The position is closed at the market price.');
    await user.click(within(dialog).getByTestId('close-submit'));
    await waitFor(() => expect(bodies(calls, `${C}/fgrid-bot-close`)).toEqual([{ bot_id: '9' }]));
  });

  it('a COMPLETED bot shows the close details with the localized reason and stops polling', async () => {
    const { calls } = renderDetail(routes(completed));
    await expectStatus('Completed');
    const close = screen.getByTestId('close-detail');
    expectTexts({
      'close-reason': 'Liquidated', 'close-price': '28,990.5', 'close-profit': '-590.1000 USDT (-98.35%)',
      'close-assets': '9.9 USDT',
    }, close);
    expect(screen.queryByTestId('detail-actions')).toBeNull();
    expect(screen.getByTestId('liquidation-price')).toHaveTextContent('--');
    expect(screen.getByTestId('position-size')).toHaveTextContent('--');
    const n = bodies(calls, `${C}/get-fgrid-detail`).length;
    await new Promise((r) => setTimeout(r, 3000));
    expect(bodies(calls, `${C}/get-fgrid-detail`).length).toBe(n);
  });

  it('polls a running bot every 2.5 s and charts the polled PnL', async () => {
    const { calls } = renderDetail(routes(running));
    await screen.findByTestId('bot-status');
    await waitFor(() => expect(bodies(calls, `${C}/get-fgrid-detail`).length).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    await waitFor(() => expect(Number(screen.getByTestId('pnl-chart').dataset.points)).toBeGreaterThanOrEqual(2), WAIT);
  });

  it('other close reasons: trigger top price and unknown ones', async () => {
    renderDetail(routes({ ...completed, close_reason: '', stop_type: 'TRIGGER_TOP_PRICE', bot_close_code: 'TRIGGER_TOP_PRICE' }));
    expect(await screen.findByTestId('close-reason')).toHaveTextContent('Price reached the top of the grid');
  });
});
