import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodies, expectTexts, renderBotPage, WAIT } from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { DcaDetailPage } from './DetailPage';

vi.mock('lightweight-charts', () => import('../../../test/lightweightChartsMock'));

const DCA = '/s1/bot/dca/v1';
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });

const safety = {
  bot_id: '31', symbol: 'XUSDT', base_token: 'X', quote_token: 'USDT', dca_type: 'SAFETY_ORDER', status: 'RUNNING',
  investment: '337.5', equity: '340.1', total_pnl: '2.6', total_pnl_percentage: '0.0077', total_apr: '0.5', base_held: '1.5',
  quote_held: '187.5', last_price: '100', close_reason: '', pause_reason: '', create_time: 1_795_364_071_581, end_time: 0,
  operation_time: 3_600_000, next_round_time: 0, config: { settle_mode: 'DCA_BASE_MODE' }, cycle: 2, cycles_completed: 2,
  cum_profit: '9.25', safety_orders_filled: 1, avg_price: '98.9796', tp_price: '103.9286', sl_price: null,
  pnl_breakdown: { realised_profit: '9.7', trend_pnl: '-6.65', trading_fee: '-0.45', funding_fee: '0', liquidation_loss: '0', total_pnl: '2.6' },
};
const recurring = {
  ...safety, dca_type: 'RECURRING', status: 'PAUSED', rounds_done: 5, rounds_skipped: 1, cum_invested: '3000',
  next_round_time: 1_795_368_071_581, pairs: [{ base: 'X', avg_cost: '28181.83', value: '3087.3', pnl: '87.3', pnl_percentage: '0.0291' }],
};
const orders = ok({ list: [
  { order_id: '4', client_order_id: 'g31-c2s2-0', side: 'BUY', order_type: 'LIMIT', price: '93.4', qty: '0.8', filled_qty: '0', status: 'NEW', create_time: 1 },
  { order_id: '5', client_order_id: 'g31-c2t2-0', side: 'SELL', order_type: 'LIMIT', price: '103.9286', qty: '1.5', filled_qty: '0', status: 'NEW', create_time: 1 },
] });

function render(detail: object, extra: Record<string, RouteAnswer> = {}) {
  return renderBotPage(
    {
      'GET /v2/private/user/profile': profile,
      [`POST ${DCA}/detail`]: ok({ status_code: 200, detail }),
      [`POST ${DCA}/order-details`]: orders,
      [`POST ${DCA}/parameters`]: ok({
        bot_id: '31', dca_type: 'SAFETY_ORDER', mutable_fields: ['auto_cycle', 'sl_pct', 'tp_pct'],
        parameters: { tp_pct: '0.05', sl_pct: null, auto_cycle: 'ENABLE' },
      }),
      [`POST ${DCA}/update-parameters`]: ok({ status_code: 200, bot_id: '31', parameters: {} }),
      [`POST ${DCA}/close-bot`]: ok({ status_code: 200, bot_id: '31', close_mode: 'DCA_QUOTE_MODE', debug_msg: '' }),
      ...extra,
    },
    { '/dca/detail': <DcaDetailPage /> },
    '/dca/detail/?bot_id=31',
  );
}

describe('spot DCA detail page', () => {
  it('SAFETY_ORDER: figures, cycle, TP and the resting orders', async () => {
    render(safety);
    expect(await screen.findByTestId('bot-status', undefined, WAIT)).toHaveTextContent('Running');
    expectTexts({
      'dca-type': 'Safety orders', 'total-pnl': '+2.6000 USDT', 'cycles-completed': '2', 'tp-price': '103.9286',
      'pnl-part-realised_profit': '+9.7000 USDT', 'pnl-part-trend_pnl': '-6.6500 USDT', 'pnl-part-trading_fee': '-0.4500 USDT',
      'pnl-part-total': '+2.6000 USDT',
    });
    expect(screen.getByTestId('pnl-breakdown')).toHaveTextContent('Cycle profit');
    expect(screen.getByTestId('event-log')).toHaveTextContent(/Event log.*Download JSONL.*Download CSV/);
    expect(screen.queryByTestId('cycle-profit')).toBeNull(); // the net cycle profit is no part: not shown
    const rows = await screen.findAllByTestId('open-order-row', undefined, WAIT);
    expect(rows.map((r) => r.getAttribute('data-side'))).toEqual(['SELL', 'BUY']); // highest price first
  });

  it('RECURRING: rounds, next round, per-coin figures and the paused notice', async () => {
    render(recurring);
    expect(await screen.findByTestId('rounds-done', undefined, WAIT)).toHaveTextContent('5');
    expect(screen.getByTestId('rounds-skipped')).toHaveTextContent('1');
    expect(screen.getByTestId('bot-status')).toHaveTextContent('Paused');
    expect(screen.getByTestId('dca-paused')).toBeInTheDocument();
    expect(screen.getByTestId('pair-X')).toHaveTextContent('28,181.83');
  });

  it('RECURRING with three coins: a row per coin with holdings, value and PnL, and the totals', async () => {
    render({
      ...recurring, status: 'RUNNING', coins: ['X', 'Y', 'Z'],
      pairs: [
        { base: 'X', avg_cost: '100', holdings: '1.5', last_price: '110', value: '165', pnl: '15', pnl_percentage: '0.1', cum_quote: '150' },
        { base: 'Y', avg_cost: '10', holdings: '3', last_price: '9', value: '27', pnl: '-3', pnl_percentage: '-0.1', cum_quote: '30' },
        { base: 'Z', avg_cost: '2', holdings: '10', last_price: '2', value: '20', pnl: '0', pnl_percentage: '0', cum_quote: '20' },
      ],
      pairs_total: { cum_quote: '200', value: '212', pnl: '12', pnl_percentage: '0.06' },
    });
    const table = await screen.findByTestId('dca-coins', undefined, WAIT);
    expect(within(table).getByTestId('pair-X')).toHaveTextContent('1.5 X');
    expect(within(table).getByTestId('pair-X')).toHaveTextContent('165 USDT');
    expect(within(table).getByTestId('pair-Y')).toHaveTextContent('-3.0000');
    expect(within(table).getByTestId('pairs-total')).toHaveTextContent('212 USDT');
    expect(within(table).getByTestId('pairs-total')).toHaveTextContent('+12.0000');
    expect(screen.getByTestId('coins')).toHaveTextContent('X · Y · Z');
  });

  it('modify a three-coin bot: one amount per coin, sent as pairs', async () => {
    const user = userEvent.setup();
    const pairs = [{ base: 'X', amount: '50' }, { base: 'Y', amount: '20' }, { base: 'Z', amount: '10' }];
    const { calls } = render({ ...recurring, status: 'RUNNING' }, {
      [`POST ${DCA}/parameters`]: ok({
        bot_id: '31', dca_type: 'RECURRING', mutable_fields: ['amount', 'frequency_in_second', 'max_invest_amount', 'pairs'],
        parameters: { pairs, frequency_in_second: 86400, max_invest_amount: '1000' },
      }),
    });
    await user.click(await screen.findByTestId('modify-button', undefined, WAIT));
    const dialog = await screen.findByTestId('dca-modify-dialog');
    const y = await within(dialog).findByTestId('input-pairs-Y', undefined, WAIT);
    expect(within(dialog).queryByTestId('input-amount')).toBeNull();
    await user.clear(y);
    await user.type(y, '25');
    await user.click(within(dialog).getByTestId('modify-submit'));
    await waitFor(() => expect(bodies(calls, `${DCA}/update-parameters`)).toEqual([{
      bot_id: '31', parameters: { pairs: [{ base: 'X', amount: '50' }, { base: 'Y', amount: '25' }, { base: 'Z', amount: '10' }] },
    }]), WAIT);
  });

  it('modify sends only what changed (percent as a ratio); close sends the chosen settlement', async () => {
    const user = userEvent.setup();
    const { calls } = render(safety);
    await user.click(await screen.findByTestId('modify-button', undefined, WAIT));
    const dialog = await screen.findByTestId('dca-modify-dialog');
    const tp = await within(dialog).findByTestId('input-tp_pct', undefined, WAIT);
    await waitFor(() => expect(tp).toHaveValue('5'));
    await user.clear(tp);
    await user.type(tp, '2');
    await user.click(within(dialog).getByTestId('modify-submit'));
    await waitFor(() => expect(bodies(calls, `${DCA}/update-parameters`)).toEqual([{ bot_id: '31', parameters: { tp_pct: '0.02' } }]), WAIT);
    await user.click(await screen.findByTestId('close-button'));
    await user.click(await screen.findByTestId('close-mode-3'));
    await user.click(screen.getByTestId('close-submit'));
    await waitFor(() => expect(bodies(calls, `${DCA}/close-bot`)).toEqual([{ bot_id: '31', close_mode: 3 }]), WAIT);
  });

  it('a COMPLETED bot shows why it closed and offers no actions', async () => {
    render({ ...safety, status: 'COMPLETED', close_reason: 'TAKE_PROFIT', end_time: 1_795_368_071_581, settlement_assets: 'USDT:340.1' });
    expect(await screen.findByTestId('close-reason', undefined, WAIT)).toHaveTextContent('Take profit triggered');
    expect(screen.getByTestId('settlement')).toHaveTextContent('340.1 USDT');
    expect(screen.queryByTestId('close-button')).toBeNull();
  });
});
