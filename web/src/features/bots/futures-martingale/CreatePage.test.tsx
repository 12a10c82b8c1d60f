import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodies, expectTexts, findRows, WAIT } from '../../../test/botPages';
import { F, renderCreate } from './testFixtures';

vi.mock('../../../app/reload', () => ({ reloadPage: vi.fn() }));

describe('futures martingale create page', () => {
  it('AI tab: each style of the mode; "use these parameters" fills the manual form', async () => {
    const user = userEvent.setup();
    renderCreate();
    const panel = await screen.findByTestId('ai-panel', undefined, WAIT);
    expect(within(panel).getByTestId('ai-style-STEADY')).toBeInTheDocument();
    expect(within(panel).queryByTestId('ai-style-HIGH_PROFITS')).toBeNull(); // a SHORT suggestion
    expect(screen.getByTestId('ai-leverage-STEADY')).toHaveTextContent('3x');
    // the 7-day backtest over its window: its yield, drawdown and rounds, no APR (it was +2,002.74 %)
    const steady = within(panel).getByTestId('ai-style-STEADY');
    expectTexts({ 'ai-window-STEADY': '7-day backtest', 'ai-yield-STEADY': '+38.42%', 'ai-trades-STEADY': '12' }, steady);
    expect(steady).toHaveTextContent('8.00%');
    expect(steady).not.toHaveTextContent('APR');
    await user.click(screen.getByTestId('ai-use-STEADY'));
    expect(await screen.findByTestId('origin-ai')).toBeInTheDocument();
    expect(screen.getByTestId('input-leverage')).toHaveValue('3');
    expect(screen.getByTestId('input-price_float_percent')).toHaveValue('3');
    expect(screen.getByTestId('input-add_position_num')).toHaveValue('3');
    expect(screen.getByTestId('input-round_tp_percent')).toHaveValue('4');
    expect(screen.getByTestId('input-init_margin')).toHaveValue('800'); // raised to the suggestion's minimum
    await user.click(screen.getByTestId('mode-SHORT'));
    await user.click(screen.getByTestId('tab-ai'));
    const high = await screen.findByTestId('ai-style-HIGH_PROFITS');
    // a 30-day backtest: the APR beside its yield, labelled with its window
    expectTexts({ 'ai-window-HIGH_PROFITS': '30-day backtest', 'ai-yield-HIGH_PROFITS': '+6.00%', 'ai-apr-HIGH_PROFITS': '+73.00%' }, high);
    expect(high).toHaveTextContent('APR, 30-day backtest');
  });

  it('manual: the ladder preview and liquidation price, then confirm, create and land on the detail page', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate();
    await user.click(await screen.findByTestId('tab-manual'));
    const rows = await findRows('ladder-preview', 'ladder-row');
    expect(rows).toHaveLength(5); // the initial order and 4 adds
    expect(rows[0]).toHaveTextContent('Initial');
    expect(rows[1]).toHaveTextContent('99,000.0');
    expect(rows[1]).toHaveTextContent('600 USDT');
    expect(rows[4]).toHaveTextContent('98,000.0');
    expect(screen.getByTestId('estimated-liq-price')).toHaveTextContent('81,234.5');
    expect(await screen.findByTestId('validation-ok', undefined, WAIT)).toBeInTheDocument();
    await user.click(screen.getByTestId('auto-cycle'));
    await user.type(screen.getByTestId('input-sl_percent'), '40');
    await waitFor(() => expect(screen.getByTestId('create-submit')).toBeEnabled(), WAIT);
    await user.click(screen.getByTestId('create-submit'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('confirm-mode')).toHaveTextContent('Long 5x');
    expect(within(dialog).getByTestId('confirm-liq')).toHaveTextContent('81,234.5');
    await waitFor(() => expect(within(dialog).getByTestId('confirm-create')).toBeEnabled(), WAIT);
    await user.click(within(dialog).getByTestId('confirm-create'));
    expect(await screen.findByTestId('detail-route', undefined, WAIT)).toHaveTextContent('fmart 41');
    expect(bodies(calls, `${F}/create-fmart-bot`)).toEqual([{
      symbol: 'BTCUSDT', martingale_mode: 1, leverage: '5', price_float_percent: '0.02', add_position_percent: '1.5',
      add_position_num: 4, init_margin: '500', round_tp_percent: '0.05', auto_cycle_toggle: 2, sl_percent: '0.4',
    }]);
  });

  it('live checks name the bound; the leverage is clamped into it on leaving the field', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByTestId('tab-manual'));
    await screen.findByTestId('validation-ok', undefined, WAIT);
    const margin = screen.getByTestId('input-init_margin');
    await user.clear(margin);
    await user.type(margin, '10');
    const lev = screen.getByTestId('input-leverage');
    await user.clear(lev);
    await user.type(lev, '30');
    const checks = await screen.findAllByTestId('validation-check', undefined, WAIT);
    expect(checks.map((c) => c.textContent)).toEqual([
      'Leverage must be at most 20x.', 'Initial margin must be at least 50 USDT.',
    ]);
    expect(screen.getByTestId('create-submit')).toBeDisabled();
    expect(screen.queryByTestId('ladder-preview')).toBeNull();
    await user.click(margin);
    expect(lev).toHaveValue('20');
  });
});
