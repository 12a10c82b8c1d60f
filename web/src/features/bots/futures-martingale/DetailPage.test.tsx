import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodies, expectTexts, renderBotPage, WAIT } from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { FmartDetailPage } from './DetailPage';

vi.mock('lightweight-charts', () => import('../../../test/lightweightChartsMock'));

const F = '/contract/v5/private/fmartingalebot';
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });

const running = {
  bot_id: '41', symbol: 'BTCUSDT', base_token: 'BTC', quote_token: 'USDT', status: 'RUNNING', bot_display_status: 'RUNNING',
  fmart_mode: 'LONG', leverage: '5', actual_leverage: '1.84', single_round_target_profit_per: '0.05', add_pos_num: 4,
  add_pos_per: '1.5', price_float_per: '0.02', entry_price: '', sl_per: '', init_margin: '100', added_margin: '0',
  total_margin: '100', pnl: '3.21', pnl_per: '0.0321', realized_pnl: '4.1', unrealized_pnl: '-0.89', round_profit: '4.1',
  net_funding_fee: '-0.02', trading_fee: '0.31', total_apr: '1.2', completed_rounds: 2, current_round: 3,
  current_added_pos_num: 1, pos_size: '0.005', avg_pos_price: '99400', pos_balance: '99.4', order_balance: '31.4',
  available_balance: '12.1', equity: '103.21', mark_price: '99000', current_price: '99000', estimated_liq_price: '80312.5',
  tp_price: '100394', next_add_price: '97412', auto_cycle: 'ENABLED', stop_type: '', close_code: '', close_reason: '',
  close_price: '', tick_size: '0.1', operation_time: 3_600_000, create_time: 1_795_364_071_581, end_time: 0,
  pnl_breakdown: { realised_profit: '4.43', trend_pnl: '-0.89', trading_fee: '-0.31', funding_fee: '-0.02', liquidation_loss: '0', total_pnl: '3.21' },
  ladder: [
    { index: 0, price: '100000', margin: '20', qty: '0.001', avg_price: '100000', tp_price: '101000', state: 'FILLED' },
    { index: 1, price: '98000', margin: '30', qty: '0.0015', avg_price: '98800', tp_price: '99788', state: 'FILLED' },
    { index: 2, price: '97412', margin: '45', qty: '0.0023', avg_price: '98000', tp_price: '98980', state: 'PENDING' },
    { index: 3, price: '95500', margin: '67.5', qty: '0.0035', avg_price: '97000', tp_price: '97970', state: 'PLANNED' },
  ],
};
const completed = {
  ...running, status: 'COMPLETED', bot_display_status: 'COMPLETED', stop_type: 'BY_USER', close_price: '99100',
  end_time: 1_795_368_071_581, pos_size: '0', ladder: [],
};
const rounds = ok({
  list: [
    { round: 3, status: 'RUNNING', start_time: 1_795_366_000_000, end_time: 0, added_pos_num: 1, qty: '0.0025', avg_price: '98800',
      close_price: '', profit: '-0.89', fees: '0.1' },
    { round: 2, status: 'COMPLETED', start_time: 1_795_365_000_000, end_time: 1_795_365_900_000, added_pos_num: 2, qty: '0.004',
      avg_price: '97000', close_price: '97970', profit: '2.05', fees: '0.1' },
  ],
  total: 3, page: 1, limit: 10,
});
const orders = ok({ list: [
  { order_id: '9', client_order_id: 'a', side: 'BUY', order_type: 'LIMIT', price: '97412', qty: '0.0023', filled_qty: '0',
    reduce_only: false, status: 'NEW', create_time: 1 },
  { order_id: '10', client_order_id: 'b', side: 'SELL', order_type: 'LIMIT', price: '100394', qty: '0.0025', filled_qty: '0',
    reduce_only: true, status: 'NEW', create_time: 1 },
] });

function render(detail: object, extra: Record<string, RouteAnswer> = {}) {
  return renderBotPage(
    {
      'GET /v2/private/user/profile': profile,
      [`POST ${F}/get-fmart-detail`]: ok({ status_code: 0, fmart_detail: detail }),
      [`POST ${F}/get-fmart-open-orders`]: orders,
      [`POST ${F}/get-fmart-round-detail`]: rounds,
      [`POST ${F}/get-fmart-history-orders`]: ok({ list: [], total: 0 }),
      [`POST ${F}/get-fmart-close-detail`]: ok({
        bot_id: '41', status: 'COMPLETED', stop_type: 'BY_USER', close_reason: 'MANUAL', close_price: '99100',
        end_time: 1_795_368_071_581, pnl: '3.5', pnl_per: '0.035', round_profit: '4.1', completed_rounds: 2,
        net_funding_fee: '-0.02', trading_fee: '0.4', settlement_assets: 'USDT:103.5',
      }),
      [`POST ${F}/update-fmart-bot`]: ok({ status_code: 0 }),
      [`POST ${F}/close-fmart-bot`]: ok({ status_code: 0 }),
      ...extra,
    },
    { '/fmart/detail': <FmartDetailPage /> },
    '/fmart/detail/?bot_id=41',
  );
}

describe('futures martingale detail page', () => {
  it('shows the position, margins, rounds, the current ladder with its states and the orders', async () => {
    const history = ok({ bot_id: '41', interval: 'm', list: [{ ts: 1_795_360_000_000, equity: '101', pnl: '1', pnl_per: '0.01' }] });
    const { calls } = render(running, { 'POST /s1/bot/tradingbot/v1/pnl-history': history });
    expect(await screen.findByTestId('bot-status', undefined, WAIT)).toHaveTextContent('Running');
    expect(screen.getByTestId('pnl-card')).toHaveTextContent('Sampled by the server');
    await waitFor(() => expect(bodies(calls, '/s1/bot/tradingbot/v1/pnl-history')).toEqual([{ bot_id: '41' }]), WAIT);
    expectTexts({
      'detail-mode': 'Long 5x', 'total-pnl': '+3.2100 USDT', 'completed-rounds': '2', 'current-round': '3 · 1 of 4 adds',
      'position-size': '0.005 BTC', 'avg-price': '99,400.0', 'tp-price': '100,394.0', 'next-add-price': '97,412.0',
      'liquidation-price': '80,312.5', 'actual-leverage': '1.84x', 'order-balance': '31.4 USDT',
      'pnl-part-realised_profit': '+4.4300 USDT', 'pnl-part-trend_pnl': '-0.8900 USDT', 'pnl-part-trading_fee': '-0.3100 USDT',
      'pnl-part-funding_fee': '-0.0200 USDT', 'pnl-part-liquidation_loss': '0.0000 USDT', 'pnl-part-total': '+3.2100 USDT',
    });
    expect(screen.getByTestId('pnl-breakdown')).toHaveTextContent('Round profit');
    expect(screen.getByTestId('event-log')).toHaveTextContent(/Event log.*Download JSONL.*Download CSV/);
    const ladder = screen.getByTestId('detail-ladder');
    expect(within(ladder).getAllByTestId('ladder-row').map((r) => r.getAttribute('data-state')))
      .toEqual(['FILLED', 'FILLED', 'PENDING', 'PLANNED']);
    expect(within(ladder).getAllByTestId('ladder-row')[2]).toHaveTextContent('Pending');
    const roundRows = await screen.findAllByTestId('round-row', undefined, WAIT);
    expect(roundRows.map((r) => r.getAttribute('data-status'))).toEqual(['RUNNING', 'COMPLETED']);
    expect(roundRows[1]).toHaveTextContent('+2.0500 USDT');
    const orderRows = await screen.findAllByTestId('open-order-row', undefined, WAIT);
    expect(orderRows.map((r) => r.getAttribute('data-reduce-only'))).toEqual(['true', 'false']);
  });

  it('modify sends only what changed; close asks once and sends the bot id', async () => {
    const user = userEvent.setup();
    const { calls } = render(running);
    await user.click(await screen.findByTestId('modify-button', undefined, WAIT));
    const dialog = await screen.findByTestId('modify-dialog');
    expect(within(dialog).getByTestId('modify-submit')).toBeDisabled();
    await user.click(within(dialog).getByTestId('modify-auto-cycle'));
    await user.type(within(dialog).getByTestId('input-modify_sl_percent'), '30');
    await user.type(within(dialog).getByTestId('input-add_margin'), '50');
    await user.click(within(dialog).getByTestId('modify-submit'));
    await waitFor(() => expect(bodies(calls, `${F}/update-fmart-bot`)).toEqual([
      { bot_id: '41', auto_cycle_toggle: 2, sl_percent: '0.3', add_margin: '50' },
    ]), WAIT);
    await user.click(await screen.findByTestId('close-button'));
    expect(await screen.findByTestId('close-steps')).toHaveTextContent('closed at the market price');
    await user.click(screen.getByTestId('close-submit'));
    await waitFor(() => expect(bodies(calls, `${F}/close-fmart-bot`)).toEqual([{ bot_id: '41' }]), WAIT);
  });

  it('a COMPLETED bot shows its close detail and offers no actions', async () => {
    render(completed);
    expect(await screen.findByTestId('close-reason', undefined, WAIT)).toHaveTextContent('Closed manually');
    expect(await screen.findByTestId('close-assets', undefined, WAIT)).toHaveTextContent('103.5 USDT');
    expect(screen.getByTestId('close-price')).toHaveTextContent('99,100.0');
    expect(screen.queryByTestId('close-button')).toBeNull();
    expect(screen.queryByTestId('current-ladder')).toBeNull();
  });
});
