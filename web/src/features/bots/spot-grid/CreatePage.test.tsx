import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { charts, resetCharts } from '../../../test/lightweightChartsMock';
import {
  bodies, createWithInvestment, DetailStub, expectAdjusts, expectInputs, expectInsufficientToast, expectPickEthUsdt, expectTexts, failedChecks, fillInputs,
  INSUFFICIENT, renderBotPage, WAIT,
} from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { CreatePage } from './CreatePage';
import { DRAFT_KEY } from './formState';

vi.mock('lightweight-charts', () => import('../../../test/lightweightChartsMock'));
vi.mock('../../../app/reload', () => ({ reloadPage: vi.fn() }));

const GRID = '/s1/bot/grid/v1';
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });
const notLoggedIn = { ret_code: 10007, ret_msg: 'not logged in', result: null };

const symbols = ok({
  list: [
    {
      symbol: 'BTCUSDT', amp: '0.05', change_24h: '0.0123', base_token: 'BTC', quote_token: 'USDT', base_unit: '0.000001',
      min_trade_quantity: '0.000001', max_trade_quantity: '9000', min_trade_amount: '5', max_trade_amount: '9000000',
      supportTrailingStop: true, price: '100000.5',
    },
    {
      symbol: 'ETHUSDT', amp: '0.04', change_24h: '-0.021', base_token: 'ETH', quote_token: 'USDT', base_unit: '0.0001',
      min_trade_quantity: '0.0001', max_trade_quantity: '9000', min_trade_amount: '5', max_trade_amount: '9000000',
      supportTrailingStop: true, price: '3500.25',
    },
  ],
});

const klines = ok({
  list: [
    { t: 1_763_800_000_000, o: '99990.25', h: '100100', l: '99950.1', c: '100000.5', v: '3' },
    { t: 1_763_800_900_000, o: '100000.5', h: '100200.75', l: '99980', c: '100010', v: '2' },
  ],
});

const aiParams = ok({
  symbol: 'BTCUSDT',
  list: [
    { style: 'STEADY', min_price: '87624.5', max_price: '112410.36', cell_number: 17, max_drawdown_ratio: '0.0163',
      volatility_ratio: '0.0284', actual_yield: '0.0092', annual_percentage_yield: null, window_days: '7', backtest: { arbitrage_num: 40 } },
    { style: 'HIGH_PROFITS', min_price: '92581.67', max_price: '107453.19', cell_number: 15, max_drawdown_ratio: '0.02',
      volatility_ratio: '0.0284', actual_yield: '0.0312', annual_percentage_yield: '0.3796', window_days: '30', backtest: { arbitrage_num: 95 } },
  ],
});

/** validate-input: the investment must be at least 54.56, the grid count at most 47. */
const validate: RouteAnswer = ({ body }) => {
  const checks = failedChecks([
    [Number(body.quote_investment) < 54.56, 'SPOT_CHECK_CODE_INVESTMENT_TOO_LOW', 'quote_investment', '54.56', '1000000'],
    [Number(body.cell_number) > 47, 'SPOT_CHECK_CODE_GRID_NO_TOO_HIGH', 'cell_number', '2', '47'],
  ]);
  return ok({
    check_code: checks[0]?.check_code ?? 'SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED',
    checks,
    investment: { from: '54.56', to: '1000000' },
    profit: { from: '0.007597', to: '0.008506' },
  });
};

function routes(loggedIn: boolean, extra: Record<string, RouteAnswer> = {}) {
  return {
    'GET /v2/private/user/profile': loggedIn ? profile : notLoggedIn,
    [`GET ${GRID}/list-symbol-info-v2`]: symbols,
    'GET /s1/bot/market/v1/kline': klines,
    [`GET ${GRID}/ai-params-detail`]: aiParams,
    [`POST ${GRID}/validate-input`]: validate,
    [`POST ${GRID}/query-available-balance`]: loggedIn
      ? ok({ base_token: 'BTC', quote_token: 'USDT', base_available: '0', quote_available: '10000' })
      : notLoggedIn,
    [`POST ${GRID}/create-grid`]: ok({ status_code: 200, grid_id: '42' }),
    ...extra,
  };
}

function renderCreate(r: Record<string, RouteAnswer>) {
  return renderBotPage(
    r,
    { '/create': <CreatePage />, '/grid/detail': <DetailStub label="grid" param="grid_id" /> },
    '/create/?base=BTC&quote=USDT',
    { where: true },
  );
}

async function fillManual(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('tab-manual'));
  // the defaults (±5 % around the price) arrive with the symbol price
  await waitFor(() => expect(screen.getByTestId('input-min_price')).toHaveValue('95000.48'));
  await fillInputs(user, [['min_price', '95000'], ['max_price', '105000'], ['cell_number', '10']]);
}

describe('spot grid create page', () => {
  beforeEach(() => {
    resetCharts();
    window.sessionStorage.clear();
  });

  it('shows the pair, price and 24 h change, and the AI styles with their figures over their own window', async () => {
    renderCreate(routes(true));
    expect(await screen.findByTestId('symbol-price')).toHaveTextContent('100,000.50');
    expect(screen.getByTestId('symbol-change')).toHaveTextContent('+1.23%');
    const steady = await screen.findByTestId('ai-style-STEADY');
    expect(within(steady).getByText('Steady')).toBeInTheDocument();
    // a 7-day backtest: its yield, drawdown and arbitrages over the window, no APR
    expectTexts({ 'ai-window-STEADY': '7-day backtest', 'ai-yield-STEADY': '+0.92%', 'ai-trades-STEADY': '40' }, steady);
    expect(within(steady).getByText('1.63%')).toBeInTheDocument();
    expect(steady).not.toHaveTextContent('APR');
    // a 30-day backtest: the APR beside its yield (0.0312 / 30 × 365), labelled with the window
    const high = screen.getByTestId('ai-style-HIGH_PROFITS');
    expectTexts({ 'ai-window-HIGH_PROFITS': '30-day backtest', 'ai-yield-HIGH_PROFITS': '+3.12%', 'ai-apr-HIGH_PROFITS': '+37.96%' }, high);
    expect(high).toHaveTextContent('APR, 30-day backtest');
    // the styles are listed in the contract order: HIGH_PROFITS first
    const cards = screen.getAllByTestId(/^ai-style-/);
    expect(cards.map((c) => c.dataset.testid)).toEqual(['ai-style-HIGH_PROFITS', 'ai-style-STEADY']);
  });

  it('validates while typing, shows each failing check with its bound, then creates with the right body', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate(routes(true));
    await fillManual(user);

    // no investment yet: checked as 0, the minimum is reported
    expect(await screen.findByText('Investment must be at least 54.56 USDT', undefined, WAIT)).toBeInTheDocument();
    await user.clear(screen.getByTestId('input-cell_number'));
    await user.type(screen.getByTestId('input-cell_number'), '60');
    expect(await screen.findByText('Number of grids must be at most 47', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getAllByTestId('validation-check')).toHaveLength(2);
    expect(screen.getByTestId('create-submit')).toBeDisabled();

    await user.clear(screen.getByTestId('input-cell_number'));
    await user.type(screen.getByTestId('input-cell_number'), '10');
    await user.type(screen.getByTestId('input-investment'), '1000');
    await user.click(screen.getByTestId('advanced-toggle'));
    await user.type(screen.getByTestId('input-take_profit_price'), '110000');
    await user.type(screen.getByTestId('input-stop_loss_price'), '90000');
    await user.type(screen.getByTestId('input-ts_percent'), '5');

    expect(await screen.findByTestId('validation-ok', undefined, WAIT)).toHaveTextContent('All parameters are valid.');
    expectTexts({
      'profit-per-grid': '0.76% – 0.85%', 'min-investment': '54.56 USDT', 'available-balance': 'Available: 10,000 USDT',
    });

    const expected = {
      symbol: 'BTCUSDT', min_price: '95000', max_price: '105000', cell_number: 10, grid_type: 'ARITHMETIC', invest_mode: 0,
      quote_investment: '1000', take_profit_price: '110000', stop_loss_price: '90000', ts_percent: '0.05',
    };
    const validations = bodies(calls, `${GRID}/validate-input`);
    expect(validations.at(-1)).toEqual(expected);
    // debounced: far fewer calls than keystrokes
    expect(validations.length).toBeLessThan(10);

    // chart: 11 grid levels (arithmetic, exact) plus the take-profit and stop-loss lines
    const lines = charts.series[0]!.lines;
    expect(lines.map((l) => l.price)).toEqual([95000, 96000, 97000, 98000, 99000, 100000, 101000, 102000, 103000,
      104000, 105000, 110000, 90000]);
    expect(new Set(lines.slice(-2).map((l) => l.color)).size).toBe(2);

    await user.click(screen.getByTestId('create-submit'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('confirm-range')).toHaveTextContent('95,000.00 – 105,000.00');
    expect(within(dialog).getByTestId('confirm-investment')).toHaveTextContent('1,000 USDT');
    expect(within(dialog).getByText('5.00%')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('confirm-create'));

    expect(await screen.findByTestId('detail-route')).toHaveTextContent('grid 42');
    expect(screen.getByTestId('where')).toHaveTextContent('/grid/detail/?grid_id=42');
    expect(bodies(calls, `${GRID}/create-grid`)).toEqual([
      { ...expected, source: 1, block_source: 'MAIN_PAGE_CREATE_BLOCK', create_type: 'MANUAL' },
    ]);
    expect(await screen.findByText('Bot created')).toBeInTheDocument();
  });

  it('AI: one click fills the manual form; create says AI_CREATE_BLOCK / AUTO', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate(routes(true));
    await user.click(await screen.findByTestId('ai-use-STEADY'));
    expectInputs({ min_price: '87624.50', max_price: '112410.36', cell_number: '17' });
    expect(screen.getByTestId('origin-ai')).toBeInTheDocument();
    await createWithInvestment(user, '500');
    await screen.findByTestId('detail-route');
    expect(bodies(calls, `${GRID}/create-grid`)[0]).toMatchObject({
      min_price: '87624.5', max_price: '112410.36', cell_number: 17, quote_investment: '500',
      source: 1, block_source: 'AI_CREATE_BLOCK', create_type: 'AUTO',
    });
  });

  it('quick-adjust buttons move a price by ±10/50/200 ticks of the symbol', async () => {
    const user = userEvent.setup();
    renderCreate(routes(true));
    await user.click(await screen.findByTestId('tab-manual'));
    await waitFor(() => expect(screen.getByTestId('input-min_price')).toHaveValue('95000.48'));
    await expectAdjusts(user, [
      ['min_price', 10, '95000.58'], ['min_price', 200, '95002.58'], ['min_price', -50, '95002.08'], ['max_price', -200, '104998.53'],
    ]);
    expect(screen.getByRole('button', { name: 'Change Min price by -10 ticks' })).toBeInTheDocument();
  });

  it('an anonymous Create opens the login modal, keeps the form, and re-opens the confirmation after login', async () => {
    const user = userEvent.setup();
    renderCreate(routes(false));
    await fillManual(user);
    await user.type(screen.getByTestId('input-investment'), '1000');
    const submit = screen.getByTestId('create-submit');
    expect(submit).toHaveTextContent('Log in to create');
    await user.click(submit);
    expect(await screen.findByTestId('auth-dialog')).toBeInTheDocument();
    const kept = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    expect(kept).toMatchObject({
      symbol: 'BTCUSDT', resume: 'confirm', origin: 'manual',
      values: { minPrice: '95000', maxPrice: '105000', cellNumber: '10', investment: '1000' },
    });

    // the login reloads the page: a fresh app, now logged in
    cleanup();
    const { calls } = renderCreate(routes(true));
    const dialog = await screen.findByTestId('confirm-dialog', undefined, WAIT);
    expect(within(dialog).getByTestId('confirm-range')).toHaveTextContent('95,000.00 – 105,000.00');
    expect(within(dialog).getByTestId('confirm-investment')).toHaveTextContent('1,000 USDT');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(within(dialog).getByTestId('confirm-create')).toBeEnabled(), WAIT);
    await user.click(within(dialog).getByTestId('confirm-create'));
    await screen.findByTestId('detail-route');
    expect(bodies(calls, `${GRID}/create-grid`)[0]).toMatchObject({ min_price: '95000', quote_investment: '1000', source: 1 });
  });

  it('a refused create shows a localized toast by bot code and stays on the form', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate(routes(true, {
      [`POST ${GRID}/create-grid`]: INSUFFICIENT,
    }));
    await fillManual(user);
    await createWithInvestment(user, '1000');
    await expectInsufficientToast();
    expect(bodies(calls, `${GRID}/create-grid`)).toHaveLength(1);
  });

  it('changing the pair updates base and quote in the query string', async () => {
    const user = userEvent.setup();
    renderCreate(routes(true));
    await expectPickEthUsdt(user, { optionTexts: ['ETH/USDT', '-2.10%'], where: '/create/?base=ETH&quote=USDT', price: '3,500.25' });
  });
});
