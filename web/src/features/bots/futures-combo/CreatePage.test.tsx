import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodies, DetailStub, renderBotPage, WAIT } from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { ComboCreatePage } from './CreatePage';

vi.mock('../../../app/reload', () => ({ reloadPage: vi.fn() }));

const FC = '/contract/v5/private/fcombobot';
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });
const symbols = ok({
  list: [
    { symbol: 'BTCUSDT', base_token: 'BTC', last_price: '100000', max_leverage: '100', quote_volume_24h: '9000000' },
    { symbol: 'ETHUSDT', base_token: 'ETH', last_price: '2500', max_leverage: '100', quote_volume_24h: '900000' },
    { symbol: 'SOLUSDT', base_token: 'SOL', last_price: '150', max_leverage: '50', quote_volume_24h: '100000' },
  ],
});
const range = (min: string, max: string) => ({ min, max });
const limit: RouteAnswer = ({ body }) => {
  const legs = (body.symbol_settings ?? []) as { target_position_percent: string }[];
  const bad = Number(body.leverage) > 50;
  return ok({
    check_code: bad ? 'FCOMBO_CHECK_LEVERAGE_TOO_HIGH' : 'FCOMBO_CHECK_SUCCESS',
    checks: bad ? [{ check_code: 'FCOMBO_CHECK_LEVERAGE_TOO_HIGH', field: 'leverage', from: '1', to: '50', message: '' }] : [],
    init_margin: range('50', '900000'), leverage: range('1', '50'), adjust_position_percent: range('0.01', '0.5'),
    adjust_position_time_interval: range('1800', '2419200'), sl_percent: range('0.01', '0.99'), tp_percent: range('0.01', '100'),
    trailing_stop_percent: range('0.05', '0.99'), symbol_count: range('2', '10'), time_interval_presets: [],
    last_prices: {}, bot_mode: legs.length ? 'MIX' : 'LONG',
  });
};
const pick = (pop: boolean) => ok({
  pick_date: 1_763_856_000_000,
  symbol_settings: [
    { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' },
    { symbol: 'SOLUSDT', side: 2, target_position_percent: '0.5' },
  ],
  leverage: '2', adjust_position_mode: 2, adjust_position_percent: '0.05', bot_mode: 'MIX',
  backtest: { window_days: 7, window_yield: '0.0321', max_drawdown: '0.012', rebalances: 4 }, pop,
});

function render(extra: Record<string, RouteAnswer> = {}) {
  return renderBotPage(
    {
      'GET /v2/private/user/profile': profile,
      [`POST ${FC}/get-symbol-list`]: symbols,
      [`POST ${FC}/get-limit`]: limit,
      [`POST ${FC}/get-daily-pick`]: pick(false),
      [`POST ${FC}/create-bot`]: ok({ status_code: 0, bot_id: '77' }),
      [`POST ${FC}/set-daily-pick-no-pop`]: ok({ status_code: 0, no_pop: true }),
      ...extra,
    },
    { '/fcombo-create': <ComboCreatePage />, '/fcombo/detail': <DetailStub label="fcombo" param="bot_id" /> },
    '/fcombo-create/',
    { where: true },
  );
}

afterEach(() => localStorage.clear());

describe('futures combo create page', () => {
  it('edits the basket (add, side, equal weights, live sum) and sends the create body', async () => {
    const user = userEvent.setup();
    const { calls } = render();
    await screen.findByTestId('combo-basket');
    await waitFor(() => expect(screen.getByTestId('leg-add')).toBeEnabled(), WAIT);
    await user.click(screen.getByTestId('leg-add'));
    expect(screen.getAllByTestId('combo-leg')).toHaveLength(3);
    expect(screen.getByTestId('weights-sum')).toHaveAttribute('data-valid', 'false'); // the new leg weighs 0 %
    await user.click(screen.getByTestId('weights-equal'));
    expect(screen.getByTestId('weights-sum')).toHaveAttribute('data-valid', 'true');
    await user.click(screen.getByTestId('leg-side-2-2'));
    expect(screen.getByTestId('combo-mode-badge')).toHaveTextContent('Mixed basket');
    await user.clear(screen.getByTestId('leg-weight-0'));
    await user.type(screen.getByTestId('leg-weight-0'), '70');
    expect(screen.getByTestId('weights-sum')).toHaveAttribute('data-valid', 'false');
    expect(screen.getByTestId('combo-create-submit')).toBeDisabled();
    await user.click(screen.getByTestId('weights-equal'));
    expect(screen.getByTestId('weights-sum')).toHaveTextContent('100');
    await waitFor(() => expect(screen.getByTestId('combo-create-submit')).toBeEnabled(), WAIT);
    await user.click(screen.getByTestId('combo-create-submit'));
    expect(await screen.findByTestId('detail-route', undefined, WAIT)).toHaveTextContent('fcombo 77');
    expect(bodies(calls, `${FC}/create-bot`)).toEqual([{
      symbol_settings: [
        { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.34' },
        { symbol: 'ETHUSDT', side: 1, target_position_percent: '0.33' },
        { symbol: 'SOLUSDT', side: 2, target_position_percent: '0.33' },
      ],
      leverage: '2', init_margin: '1000', adjust_position_mode: 2, adjust_position_percent: '0.05',
    }]);
  });

  it('weighs by 24 h volume and shows the server checks with their bounds', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByTestId('combo-basket');
    await waitFor(() => expect(screen.getByTestId('leg-add')).toBeEnabled(), WAIT);
    await user.click(screen.getByTestId('weights-volume'));
    expect(screen.getByTestId('leg-weight-0')).toHaveValue('90');
    expect(screen.getByTestId('leg-weight-1')).toHaveValue('10');
    await user.clear(screen.getByTestId('input-leverage'));
    await user.type(screen.getByTestId('input-leverage'), '75');
    const check = await screen.findByTestId('combo-check', undefined, WAIT);
    expect(check).toHaveAttribute('data-code', 'FCOMBO_CHECK_LEVERAGE_TOO_HIGH');
    expect(check).toHaveTextContent('leverage: allowed 1 to 50');
    expect(screen.getByTestId('combo-create-submit')).toBeDisabled();
  });

  it('pops the daily pick up once, fills the form with it, and can turn it off', async () => {
    const user = userEvent.setup();
    const { calls } = render({ [`POST ${FC}/get-daily-pick`]: pick(true) });
    const dialog = await screen.findByTestId('daily-pick-dialog', undefined, WAIT);
    expect(within(dialog).getAllByTestId('pick-leg')).toHaveLength(2);
    expect(within(dialog).getByTestId('pick-backtest')).toHaveTextContent('+3.21%');
    await user.click(within(dialog).getByTestId('pick-use'));
    expect(screen.getByTestId('leg-symbol-1')).toHaveValue('SOLUSDT');
    expect(screen.getByTestId('leg-side-1-2')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByTestId('pick-open'));
    await user.click(within(await screen.findByTestId('daily-pick-dialog')).getByTestId('pick-never'));
    await waitFor(() => expect(bodies(calls, `${FC}/set-daily-pick-no-pop`)).toEqual([{ no_pop: true }]));
  });
});
