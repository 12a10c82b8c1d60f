import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodies, DetailStub, findRows, renderBotPage, WAIT } from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { DcaCreatePage } from './CreatePage';

vi.mock('../../../app/reload', () => ({ reloadPage: vi.fn() }));

const DCA = '/s1/bot/dca/v1';
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });
const symbols = ok({
  list: [{
    symbol: 'XUSDT', amp: '0.05', change_24h: '0.01', base_token: 'X', quote_token: 'USDT', base_unit: '0.0001',
    min_trade_quantity: '0.0001', max_trade_quantity: '9000', min_trade_amount: '5', max_trade_amount: '9000000',
    supportTrailingStop: false, price: '100', tick_size: '0.0001',
  }, ...['Y', 'Z'].map((b) => ({
    symbol: `${b}USDT`, amp: '0.05', change_24h: '0.01', base_token: b, quote_token: 'USDT', base_unit: '0.01',
    min_trade_quantity: '0.01', max_trade_quantity: '9000', min_trade_amount: '5', max_trade_amount: '9000000',
    supportTrailingStop: false, price: '10', tick_size: '0.01',
  }))],
});
const limitsOf = (base: string) => ({
  base, symbol: `${base}USDT`, min_amount: base === 'X' ? '5' : '7', max_amount: '9000000', last_price: '10',
});
const configuration: RouteAnswer = ({ body }) => ok({
  symbol: 'XUSDT', base: 'X', quote_coin: 'USDT', min_amount: '5', max_amount: '9000000', last_price: '100',
  frequency_presets: [{ name: 'HOURLY', frequency_in_second: 3600 }, { name: 'DAILY', frequency_in_second: 86400 }],
  min_frequency_in_second: 10, available_balance: '1000',
  ...(body.amount ? { estimated_rounds: Math.floor(1000 / Number(body.amount)) } : {}),
  ...(Array.isArray(body.bases) ? { coins: (body.bases as string[]).map(limitsOf) } : {}),
});

function render(extra: Record<string, RouteAnswer> = {}) {
  return renderBotPage(
    {
      'GET /v2/private/user/profile': profile,
      'GET /s1/bot/grid/v1/list-symbol-info-v2': symbols,
      [`POST ${DCA}/create-bot-configuration`]: configuration,
      [`POST ${DCA}/create-bot`]: ok({ status_code: 200, bot_id: '31', debug_msg: '', ban_reason_text: '' }),
      ...extra,
    },
    { '/dca-create': <DcaCreatePage />, '/dca/detail': <DetailStub label="dca" param="bot_id" /> },
    '/dca-create/?base=X&quote=USDT',
    { where: true },
  );
}

describe('spot DCA create page', () => {
  it('RECURRING: limits, frequency presets, estimated rounds, and the create body', async () => {
    const user = userEvent.setup();
    const { calls } = render();
    expect(await screen.findByTestId('dca-limits-0', undefined, WAIT)).toHaveTextContent('5');
    expect(await screen.findByTestId('dca-estimated-rounds', undefined, WAIT)).toHaveTextContent('20');
    await user.selectOptions(screen.getByTestId('dca-frequency'), '3600');
    await user.click(screen.getByTestId('dca-create-submit'));
    expect(await screen.findByTestId('detail-route', undefined, WAIT)).toHaveTextContent('dca 31');
    expect(bodies(calls, `${DCA}/create-bot`)).toEqual([{
      dca_type: 'RECURRING', frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'X', amount: '50' }],
      max_invest_amount: '1000',
    }]);
  });

  it('RECURRING with several coins: add and remove rows, per-row limits, the round total, duplicates refused live', async () => {
    const user = userEvent.setup();
    const { calls } = render();
    await screen.findByTestId('dca-limits-0', undefined, WAIT);
    await user.click(screen.getByTestId('dca-pair-add'));
    await user.click(screen.getByTestId('dca-pair-add'));
    const rows = screen.getAllByTestId('dca-pair-row');
    expect(rows.map((r) => r.getAttribute('data-coin'))).toEqual(['X', 'Y', 'Z']);
    expect(screen.getByTestId('dca-round-total')).toHaveTextContent('90'); // 50 + 20 + 20
    expect(await screen.findByTestId('dca-limits-2', undefined, WAIT)).toHaveTextContent('7');
    expect(await screen.findByTestId('dca-estimated-rounds', undefined, WAIT)).toHaveTextContent('11'); // 1000 // 90
    await user.selectOptions(screen.getByTestId('dca-pair-coin-2'), 'Y');
    expect(screen.getByTestId('dca-pair-dup-2')).toHaveTextContent('Y');
    expect(screen.getByTestId('dca-create-submit')).toBeDisabled();
    await user.click(screen.getByTestId('dca-pair-remove-2'));
    expect(screen.queryByTestId('dca-pair-dup-2')).toBeNull();
    const amount = screen.getByTestId('input-pair-amount-1');
    await user.clear(amount);
    await user.type(amount, '30');
    expect(screen.getByTestId('dca-round-total')).toHaveTextContent('80');
    await waitFor(() => expect(bodies(calls, `${DCA}/create-bot-configuration`))
      .toContainEqual({ bases: ['X', 'Y'], quote_coin: 'USDT', amount: '80' }), WAIT);
    await waitFor(() => expect(screen.getByTestId('dca-estimated-rounds')).toHaveTextContent('12'), WAIT); // 1000 // 80
    await user.click(screen.getByTestId('dca-create-submit'));
    expect(await screen.findByTestId('detail-route', undefined, WAIT)).toHaveTextContent('dca 31');
    expect(bodies(calls, `${DCA}/create-bot`)).toEqual([{
      dca_type: 'RECURRING', frequency_in_second: 86400, quote_coin: 'USDT',
      pairs: [{ base: 'X', amount: '50' }, { base: 'Y', amount: '30' }], max_invest_amount: '1000',
    }]);
  });

  it('at most five coins', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByTestId('dca-limits-0', undefined, WAIT);
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByTestId('dca-pair-add'));
    expect(screen.getAllByTestId('dca-pair-row')).toHaveLength(5);
    expect(screen.getByTestId('dca-pair-add')).toBeDisabled();
  });

  it('SAFETY_ORDER: the ladder preview of MECHANICS §4.2, the SL-above-MPD rule, and the create body', async () => {
    const user = userEvent.setup();
    const { calls } = render();
    await user.click(await screen.findByTestId('dca-type-SAFETY_ORDER'));
    const rows = await findRows('dca-ladder', 'dca-ladder-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('97.0000'), expect.stringContaining('93.4000'), expect.stringContaining('89.0800'),
    ]);
    expect(rows[2]).toHaveTextContent('94.2376');
    expect(rows[2]).toHaveTextContent('98.9495');
    expect(screen.getByTestId('dca-capital')).toHaveTextContent('337.5');
    expect(screen.getByTestId('dca-mpd')).toHaveTextContent('10.92%');
    const sl = screen.getByTestId('input-sl_pct');
    await user.type(sl, '10');
    expect(screen.getByTestId('dca-sl-check')).toBeInTheDocument();
    expect(screen.getByTestId('dca-create-submit')).toBeDisabled();
    await user.clear(sl);
    await user.type(sl, '20');
    expect(screen.queryByTestId('dca-sl-check')).toBeNull();
    await user.click(screen.getByTestId('dca-create-submit'));
    await waitFor(() => expect(bodies(calls, `${DCA}/create-bot`)).toHaveLength(1), WAIT);
    expect(bodies(calls, `${DCA}/create-bot`)[0]).toEqual({
      dca_type: 'SAFETY_ORDER', symbol: 'XUSDT', init_order_amount: '100', safety_order_amount: '50',
      max_safety_orders: 3, price_step: '0.03', step_multiplier: '1.2', volume_multiplier: '1.5', tp_pct: '0.05',
      auto_cycle: 'ENABLE', sl_pct: '0.2',
    });
  });

  it('a refused create names the field and stays on the form', async () => {
    const user = userEvent.setup();
    render({
      [`POST ${DCA}/create-bot`]: {
        ret_code: 10001, ret_msg: 'tp_pct: too high',
        result: { field: 'tp_pct', check_code: 'DCA_CHECK_CODE_TP_PERCENT_TOO_HIGH', bound: '[0.001, 10]' },
      },
    });
    await user.click(await screen.findByTestId('dca-type-SAFETY_ORDER'));
    await user.click(screen.getByTestId('dca-create-submit'));
    expect(await screen.findByText(/tp_pct/, undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dca-create/');
  });
});

describe('spot DCA create page and the backtest lab', () => {
  const SAFETY = {
    dca_type: 'SAFETY_ORDER', symbol: 'XUSDT', init_order_amount: '120', safety_order_amount: '60', max_safety_orders: 4,
    price_step: '0.025', step_multiplier: '1.1', volume_multiplier: '1.4', tp_pct: '0.03', auto_cycle: 'DISABLE', sl_pct: '0.3',
  };
  const page = (url: string, extra: Record<string, RouteAnswer> = {}) => renderBotPage(
    {
      'GET /v2/private/user/profile': profile,
      'GET /s1/bot/grid/v1/list-symbol-info-v2': symbols,
      [`POST ${DCA}/create-bot-configuration`]: configuration,
      ...extra,
    },
    { '/dca-create': <DcaCreatePage /> },
    url,
  );

  it('"Backtest these settings" takes the form as it is to the lab', async () => {
    page('/dca-create/?base=X&quote=USDT');
    const link = await screen.findByTestId('backtest-these', undefined, WAIT);
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/backtest/');
    expect(url.searchParams.get('family')).toBe('DCA_SPOT');
    expect(JSON.parse(url.searchParams.get('params') ?? '')).toEqual({
      dca_type: 'RECURRING', frequency_in_second: 86400, quote_coin: 'USDT', pairs: [{ base: 'X', amount: '50' }],
      max_invest_amount: '1000',
    });
  });

  it('"Create this bot" (?backtest=<job_id>) fills every field the run had, and the same body goes back to the lab', async () => {
    page('/dca-create/?base=X&quote=USDT&backtest=41', {
      'POST /s1/bot/backtest/v1/result': ok({ job_id: '41', family: 'DCA_SPOT', symbols: ['XUSDT'], params: SAFETY }),
    });
    await waitFor(() => expect(screen.getByTestId('dca-form')).toHaveAttribute('data-type', 'SAFETY_ORDER'), WAIT);
    expect(screen.getByTestId('input-init_order_amount')).toHaveValue('120');
    expect(screen.getByTestId('input-price_step')).toHaveValue('2.5');
    expect(screen.getByTestId('input-sl_pct')).toHaveValue('30');
    expect(screen.getByTestId('dca-auto-cycle')).not.toBeChecked();
    const url = new URL(screen.getByTestId('backtest-these').getAttribute('href') ?? '', 'http://localhost');
    expect(JSON.parse(url.searchParams.get('params') ?? '')).toEqual(SAFETY);
  });
});
