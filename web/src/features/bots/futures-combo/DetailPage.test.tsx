import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodies, expectTexts, renderBotPage, WAIT } from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { ComboDetailPage } from './DetailPage';

vi.mock('lightweight-charts', () => import('../../../test/lightweightChartsMock'));

vi.mock('../../../app/reload', () => ({ reloadPage: vi.fn() }));

const FC = '/contract/v5/private/fcombobot';
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });
const position = (symbol: string, side: string, weight: string, target: string) => ({
  symbol, base_token: symbol.replace('USDT', ''), side, size: '0.01', position_value: '600', current_position_percent: weight,
  target_position_percent: target, avg_entry_price: '100', mark_price: '101', unrealized_pnl: '1.5', realized_pnl: '0',
  funding_fee: '-0.02', trading_fee: '0.3',
});
const detail = (status = 'RUNNING', extra: object = {}) => ok({
  detail: {
    bot_id: '77', status, bot_display_status: status, bot_mode: 'MIX', bot_name: 'BTC SOL', leverage: '2', init_margin: '1000',
    total_margin: '1000', transfers_in: '0', transfers_out: '0', equity: '1012.5', total_pnl: '12.5', total_pnl_per: '0.0125',
    total_apr: '0.9', realized_pnl: '-0.5', unrealized_pnl: '13', total_exec_fee: '0.6', funding_fee: '-0.04',
    pnl_breakdown: { realised_profit: '0.14', trend_pnl: '13', trading_fee: '-0.6', funding_fee: '-0.04', liquidation_loss: '0', total_pnl: '12.5' },
    total_position_value: '1200', available_balance: '400', margin_ratio: '0.006',
    symbol_settings: [
      { symbol: 'BTCUSDT', base_token: 'BTC', side: 'LONG', target_position_percent: '0.5' },
      { symbol: 'SOLUSDT', base_token: 'SOL', side: 'SHORT', target_position_percent: '0.5' },
    ],
    positions: [position('BTCUSDT', 'LONG', '0.52', '0.5'), position('SOLUSDT', 'SHORT', '0.48', '0.5')],
    adjust_position_mode: 'PERCENT', adjust_position_percent: '0.05', adjust_position_time_interval: 0,
    adjusted_position_num: 2, last_adjust_position_time: 1_763_800_000_000, next_adjust_position_time: 0,
    sl_percent: '', tp_percent: '0.5', trailing_stop_percent: '0', stop_type: '', close_code: '', close_reason: '',
    create_time: 1_763_800_000_000, end_time: 0, operation_time: 3_600_000, settlement_assets: '', ...extra,
  },
});
const rebalances = ok({
  list: [
    { time: 1_763_803_600_000, trigger: 'PERCENT', trades: [
      { symbol: 'BTCUSDT', side: 'SELL', qty: '0.001', skipped: '' },
      { symbol: 'SOLUSDT', side: 'BUY', qty: '0', skipped: 'BELOW_MIN_ORDER' },
    ] },
    { time: 1_763_800_000_000, trigger: 'INIT', trades: [{ symbol: 'BTCUSDT', side: 'BUY', qty: '0.006', skipped: '' }] },
  ],
  total: 2,
});

function render(answers: Record<string, RouteAnswer> = {}) {
  return renderBotPage(
    {
      'GET /v2/private/user/profile': profile,
      [`POST ${FC}/get-detail`]: detail(),
      [`POST ${FC}/get-part-list`]: rebalances,
      [`POST ${FC}/get-transfer-detail`]: ok({ list: [], max_transfer_out: '400', max_transfer_in: '9000', coin: 'USDT', transfers_in: '0', transfers_out: '0' }),
      [`POST ${FC}/transfer`]: ok({ status_code: 0 }),
      [`POST ${FC}/adjust-position`]: ok({ status_code: 0 }),
      [`POST ${FC}/modify-setting`]: ok({ status_code: 0 }),
      [`POST ${FC}/close-bot`]: ok({ status_code: 0 }),
      ...answers,
    },
    { '/fcombo/detail': <ComboDetailPage /> },
    '/fcombo/detail/?bot_id=77',
  );
}

describe('futures combo detail page', () => {
  it('shows the legs (weight now / target), the KPIs and the rebalance history with skips', async () => {
    render();
    const rows = await screen.findAllByTestId('position-row', undefined, WAIT);
    expect(screen.getByTestId('event-log')).toHaveTextContent(/Event log.*Download JSONL.*Download CSV/);
    expect(rows.map((r) => r.getAttribute('data-symbol'))).toEqual(['BTCUSDT', 'SOLUSDT']);
    expect(within(rows[0]!).getByTestId('position-weight')).toHaveTextContent('52.00% / 50.00%');
    expect(screen.getByTestId('combo-bot-mode')).toHaveTextContent('Mixed basket');
    expect(screen.getByTestId('rebalances')).toHaveTextContent('2');
    expectTexts({
      'total-pnl': '+12.5000 USDT (+1.25%)', 'pnl-part-realised_profit': '+0.1400 USDT', 'pnl-part-trend_pnl': '+13.0000 USDT',
      'pnl-part-trading_fee': '-0.6000 USDT', 'pnl-part-funding_fee': '-0.0400 USDT', 'pnl-part-total': '+12.5000 USDT',
    });
    const history = await screen.findAllByTestId('rebalance-row', undefined, WAIT);
    expect(history[0]).toHaveAttribute('data-trigger', 'PERCENT');
    expect(history[0]).toHaveTextContent('skipped: below the minimum order');
  });

  it('transfers margin in, rebalances, modifies the weights and closes', async () => {
    const user = userEvent.setup();
    const { calls } = render();
    await screen.findByTestId('transfer-button', undefined, WAIT);
    await user.click(screen.getByTestId('transfer-button'));
    const transfer = await screen.findByTestId('transfer-dialog');
    await user.type(within(transfer).getByTestId('input-transfer_amount'), '250');
    await user.click(within(transfer).getByTestId('transfer-submit'));
    await waitFor(() => expect(bodies(calls, `${FC}/transfer`)).toEqual([{ bot_id: '77', transfer_type: 'IN', amount: '250' }]));
    await user.click(screen.getByTestId('rebalance-button'));
    await user.click(within(await screen.findByTestId('rebalance-dialog')).getByTestId('rebalance-submit'));
    await waitFor(() => expect(bodies(calls, `${FC}/adjust-position`)).toEqual([{ bot_id: '77' }]));
    await user.click(screen.getByTestId('modify-button'));
    const modify = await screen.findByTestId('modify-dialog');
    expect(within(modify).queryByTestId('leg-add')).not.toBeInTheDocument(); // the legs themselves are fixed
    await user.clear(within(modify).getByTestId('leg-weight-0'));
    await user.type(within(modify).getByTestId('leg-weight-0'), '60');
    await user.clear(within(modify).getByTestId('leg-weight-1'));
    await user.type(within(modify).getByTestId('leg-weight-1'), '40');
    await user.click(within(modify).getByTestId('modify-submit'));
    await waitFor(() => expect(bodies(calls, `${FC}/modify-setting`)).toHaveLength(1));
    const sent = bodies(calls, `${FC}/modify-setting`)[0];
    expect(sent.symbol_settings).toEqual([
      { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.6' },
      { symbol: 'SOLUSDT', side: 2, target_position_percent: '0.4' },
    ]);
    expect(sent).toMatchObject({ adjust_position_mode: 2, adjust_position_percent: '0.05', tp_percent: '0.5' });
    await user.click(screen.getByTestId('close-button'));
    await user.click(within(await screen.findByTestId('close-dialog')).getByTestId('close-submit'));
    await waitFor(() => expect(bodies(calls, `${FC}/close-bot`)).toEqual([{ bot_id: '77' }]));
  });

  it('a completed combo shows how it ended and no actions', async () => {
    render({ [`POST ${FC}/get-detail`]: detail('COMPLETED', { stop_type: 'TAKE_PROFIT', end_time: 1_763_900_000_000 }) });
    expect(await screen.findByTestId('close-reason', undefined, WAIT)).toHaveTextContent('Take profit reached');
    expect(screen.queryByTestId('transfer-button')).not.toBeInTheDocument();
  });
});
