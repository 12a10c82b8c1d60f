import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { charts, resetCharts } from '../../../test/lightweightChartsMock';
import {
  bodies, createWithInvestment, expectAdjusts, expectInputs, expectInsufficientToast, expectPickEthUsdt, expectTexts, fillInputs, INSUFFICIENT, WAIT,
} from '../../../test/botPages';
import { DRAFT_KEY } from './formState';
import { C, renderCreate, routes } from './testFixtures';

vi.mock('lightweight-charts', () => import('../../../test/lightweightChartsMock'));
vi.mock('../../../app/reload', () => ({ reloadPage: vi.fn() }));

async function manual(user: ReturnType<typeof userEvent.setup>, mode: 'NEUTRAL' | 'LONG' | 'SHORT') {
  await user.click(await screen.findByTestId(`mode-${mode}`));
  await user.click(screen.getByTestId('tab-manual'));
  await waitFor(() => expect(screen.getByTestId('input-min_price')).not.toHaveValue(''));
  await fillInputs(user, [['min_price', '95000'], ['max_price', '105000'], ['cell_number', '10'], ['leverage', '3']]);
}

describe('futures grid create page', () => {
  beforeEach(() => {
    resetCharts();
    window.sessionStorage.clear();
  });

  it('shows the perpetual with its live price, mark price and funding rate, and the AI suggestions of the mode', async () => {
    const user = userEvent.setup();
    renderCreate(routes(true));
    expect(await screen.findByTestId('symbol-price')).toHaveTextContent('100,000.0');
    expectTexts({ 'symbol-mark': '100,000.5', 'symbol-funding': '0.0100%', 'symbol-change': '+1.23%' });
    // NEUTRAL first: only its suggestion
    const panel = await screen.findByTestId('ai-panel');
    expect(panel).toHaveAttribute('data-mode', 'NEUTRAL');
    expect(within(panel).getAllByTestId(/^ai-style-/)).toHaveLength(1);
    expect(within(panel).getByTestId('ai-leverage-STEADY')).toHaveTextContent('5x');
    // a 3-day backtest: its yield and arbitrages over the window, no APR
    expectTexts({ 'ai-window-STEADY': '3-day backtest', 'ai-yield-STEADY': '+0.94%', 'ai-trades-STEADY': '21' }, panel);
    expect(panel).not.toHaveTextContent('APR');
    await user.click(screen.getByTestId('mode-SHORT'));
    expect(screen.getByTestId('mode-description')).toHaveTextContent('Opens a short position at the start');
    expect(await screen.findByTestId('ai-style-HIGH_PROFITS')).toHaveTextContent('96,560.7 – 110,331.5');
  });

  it('AI: one click fills range, grids and leverage of the mode (on the tick, within the leverage bounds)', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate(routes(true));
    await user.click(await screen.findByTestId('mode-LONG'));
    await user.click(await screen.findByTestId('ai-use-HIGH_PROFITS'));
    expectInputs({ min_price: '89675.3', max_price: '103446.1', cell_number: '14', leverage: '3' });
    expect(screen.getByTestId('origin-ai')).toBeInTheDocument();
    await createWithInvestment(user, '500');
    await screen.findByTestId('detail-route');
    expect(bodies(calls, `${C}/fgrid-bot-create`)[0]).toMatchObject({
      symbol: 'BTCUSDT', grid_mode: 2, min_price: '89675.3', max_price: '103446.1', cell_number: 14, leverage: '3',
      total_investment: '500', block_source: 'AI_CREATE_BLOCK', create_type: 'AUTO',
    });
  });

  it('leverage bounds come from the symbol (E2 / 100) capped by the mode config, and typed values are clamped', async () => {
    const user = userEvent.setup();
    renderCreate(routes(true));
    await user.click(await screen.findByTestId('tab-manual'));
    // NEUTRAL: min(100x symbol, 80x config)
    await waitFor(() => expect(screen.getByTestId('leverage-bounds')).toHaveTextContent('1x – 80x'));
    expect(screen.getByTestId('input-leverage')).toHaveValue('3');
    await user.click(screen.getByTestId('mode-LONG'));
    await waitFor(() => expect(screen.getByTestId('leverage-bounds')).toHaveTextContent('1x – 25x'));
    expect(screen.getByTestId('leverage-slider')).toHaveAttribute('max', '25');
    await user.clear(screen.getByTestId('input-leverage'));
    await user.type(screen.getByTestId('input-leverage'), '40');
    await user.tab();
    expect(screen.getByTestId('input-leverage')).toHaveValue('25');
    await user.click(screen.getByTestId('leverage-mark-10'));
    expect(screen.getByTestId('input-leverage')).toHaveValue('10');
  });

  it('LONG: validates live with localized checks, shows the estimated liquidation price, creates and lands on the detail page', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate(routes(true));
    await manual(user, 'LONG');

    // no investment yet: checked as 0, the minimum is reported
    expect(await screen.findByText('Investment must be at least 380.11 USDT', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('create-submit')).toBeDisabled();
    await user.type(screen.getByTestId('input-investment'), '500');
    await user.click(screen.getByTestId('advanced-toggle'));
    await user.type(screen.getByTestId('input-take_profit'), '600');
    expect(await screen.findByText('Take profit must be at most 500.00%', undefined, WAIT)).toBeInTheDocument();
    await user.clear(screen.getByTestId('input-take_profit'));
    await user.click(screen.getByTestId('unit-take_profit-price'));
    await user.type(screen.getByTestId('input-take_profit'), '110000');
    await user.type(screen.getByTestId('input-stop_loss'), '30');
    await user.type(screen.getByTestId('input-trailing_stop'), '10');

    expect(await screen.findByTestId('validation-ok', undefined, WAIT)).toHaveTextContent('All parameters are valid.');
    expect(screen.getByTestId('liq-price-long')).toHaveTextContent('63,199.2');
    expect(screen.queryByTestId('liq-price-short')).toBeNull();
    expectTexts({
      'profit-per-grid': '2.76% – 3.04%', 'position-value': '1,500 USDT', 'margin-balance': '500 / 10,000 USDT',
      'available-balance': 'Available: 10,000 USDT',
    });

    const expected = {
      symbol: 'BTCUSDT', grid_mode: 2, grid_type: 1, min_price: '95000', max_price: '105000', cell_number: 10, leverage: '3',
      total_investment: '500', tp_sl_type: 3, take_profit_price: '110000', stop_loss_per: '0.3', trailing_stop_per: '0.1',
    };
    expect(bodies(calls, `${C}/validate-fgrid-input`).at(-1)).toEqual(expected);

    // chart: 11 levels, the TP price and the estimated liquidation line
    await waitFor(() => expect(charts.series[0]!.lines.map((l) => l.price).slice(-2)).toEqual([110000, 63199.23]));
    expect(charts.series[0]!.lines.at(-1)!.title).toBe('Liquidation');

    await user.click(screen.getByTestId('create-submit'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expectTexts({
      'confirm-mode': 'Long 3x', 'confirm-range': '95,000.0 – 105,000.0', 'confirm-leverage': '3x',
      'confirm-investment': '500 USDT', 'confirm-tp': '110,000.0', 'confirm-sl': '30.00%', 'confirm-liq-long': '63,199.2',
      'confirm-risk': 'lose the whole investment',
    }, dialog);
    await user.click(within(dialog).getByTestId('confirm-create'));

    expect(await screen.findByTestId('detail-route')).toHaveTextContent('bot 77');
    expect(screen.getByTestId('where')).toHaveTextContent('/fgrid/detail/?bot_id=77');
    expect(bodies(calls, `${C}/fgrid-bot-create`)).toEqual([{ ...expected, block_source: 'MAIN_PAGE_CREATE_BLOCK', create_type: 'MANUAL' }]);
    expect((await screen.findAllByText('Futures grid bot created'))[0]).toBeInTheDocument();
  });

  it('NEUTRAL: percentages only, both liquidation estimates; a validation leverage cap is shown with its bound', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate(routes(true));
    await manual(user, 'NEUTRAL');
    await user.type(screen.getByTestId('input-investment'), '500');
    await user.click(screen.getByTestId('advanced-toggle'));
    expect(screen.queryByTestId('unit-take_profit-price')).toBeNull();
    await user.type(screen.getByTestId('input-take_profit'), '50');
    await user.type(screen.getByTestId('input-stop_loss'), '20');
    await screen.findByTestId('validation-ok', undefined, WAIT);
    expect(screen.getByTestId('liq-price-long')).toHaveTextContent('63,199.2');
    expect(screen.getByTestId('liq-price-short')).toHaveTextContent('141,000.5');
    expect(bodies(calls, `${C}/validate-fgrid-input`).at(-1)).toMatchObject({
      grid_mode: 1, tp_sl_type: 1, take_profit_per: '0.5', stop_loss_per: '0.2',
    });
    await user.clear(screen.getByTestId('input-leverage'));
    await user.type(screen.getByTestId('input-leverage'), '30');
    expect(await screen.findByText('Leverage must be at most 25x', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('create-submit')).toBeDisabled();
  });

  it('quick-adjust moves a price by ±10/50/200 ticks of the symbol tick size', async () => {
    const user = userEvent.setup();
    renderCreate(routes(true));
    await user.click(await screen.findByTestId('tab-manual'));
    await waitFor(() => expect(screen.getByTestId('input-min_price')).toHaveValue('95000.0'));
    await expectAdjusts(user, [['min_price', 10, '95001.0'], ['min_price', -200, '94981.0'], ['max_price', 50, '105005.0']]);
  });

  it('an anonymous Create keeps the form, opens the login modal and re-opens the confirmation after login', async () => {
    const user = userEvent.setup();
    renderCreate(routes(false));
    await manual(user, 'SHORT');
    await user.type(screen.getByTestId('input-investment'), '500');
    const submit = screen.getByTestId('create-submit');
    expect(submit).toHaveTextContent('Log in to create');
    await user.click(submit);
    expect(await screen.findByTestId('auth-dialog')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({
      symbol: 'BTCUSDT', resume: 'confirm', values: { mode: 'SHORT', minPrice: '95000', leverage: '3', investment: '500' },
    });

    cleanup();
    const { calls } = renderCreate(routes(true));
    const dialog = await screen.findByTestId('confirm-dialog', undefined, WAIT);
    expect(within(dialog).getByTestId('confirm-mode')).toHaveTextContent('Short 3x');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(within(dialog).getByTestId('confirm-create')).toBeEnabled(), WAIT);
    await user.click(within(dialog).getByTestId('confirm-create'));
    await screen.findByTestId('detail-route');
    expect(bodies(calls, `${C}/fgrid-bot-create`)[0]).toMatchObject({ grid_mode: 3, min_price: '95000', total_investment: '500' });
  });

  it('a refused create shows the localized reason and stays on the form', async () => {
    const user = userEvent.setup();
    renderCreate(routes(true, {
      [`POST ${C}/fgrid-bot-create`]: INSUFFICIENT,
    }));
    await manual(user, 'LONG');
    await createWithInvestment(user, '500');
    await expectInsufficientToast();
  });

  it('the contract picker changes base and quote in the query string', async () => {
    const user = userEvent.setup();
    renderCreate(routes(true));
    await expectPickEthUsdt(user, { optionTexts: ['ETH/USDT', '50x'], where: '/fgrid-create/?base=ETH&quote=USDT', price: '3,500.25' });
  });
});
