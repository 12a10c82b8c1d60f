import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { CopyDialog } from './CopyDialog';
import { rankRow } from './testRows';

const PARAMS = 'POST /s1/bot/tradingbot/v1/copy-params';
const COPY = 'POST /s1/bot/tradingbot/v1/copy-bot';
const fail = (code: number, msg: string) => ({ ret_code: code, ret_msg: msg, result: { bot_code: 'X' }, time_now: '0' });

function preview(investment: string) {
  const half = String(Number(investment) / 1600 * 1600);
  return ok({
    bot_type: 'GRID_FUTURES', bot_id: '2', symbol: 'BTCUSDT', original_investment: '1600', investment: half,
    params: {
      symbol: 'BTCUSDT', grid_mode: 2, min_price: '95000', max_price: '105000', cell_number: 10, leverage: '20',
      total_investment: half, create_type: 'COPY', block_source: 'RANK_LIST', followed_grid_id: '2',
    },
    checks: Number(investment) < 100
      ? [{ check_code: 'FGRID_CHECK_CODE_INVESTMENT_TOO_LOW', field: 'total_investment', from: '100', to: '', message: 'low' }]
      : [],
  });
}

describe('copy dialog', () => {

  it('shows the parameters at the chosen investment, then creates the copy and links to it', async () => {
    const asked: string[] = [];
    const made: unknown[] = [];
    const { fn } = mockFetch({
      [PARAMS]: ({ body }) => { asked.push(body.investment); return preview(body.investment); },
      [COPY]: ({ body }) => { made.push(body); return ok({ bot_type: 'GRID_FUTURES', bot_id: '9', followed_bot_id: '2' }); },
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<CopyDialog row={rankRow()} onClose={() => undefined} />);

    const dialog = await screen.findByTestId('copy-dialog');
    expect(dialog).toHaveTextContent('Copy Futures grid · BTCUSDT');
    expect(dialog).toHaveTextContent("The same bot as tr***'s");
    const input = within(dialog).getByTestId('copy-investment');
    expect(input).toHaveValue('1600');
    fireEvent.change(input, { target: { value: '800' } });
    await waitFor(() => expect(asked.at(-1)).toBe('800'));
    const params = await within(dialog).findByTestId('copy-params');
    await waitFor(() => expect(params.querySelector('[data-param="total_investment"]')).toHaveTextContent('Investment800'));
    expect(params.querySelector('[data-param="leverage"]')).toHaveTextContent('Leverage20');
    expect(params.querySelector('[data-param="min_price"]')).toHaveTextContent('Lowest price95000');
    expect(params.querySelector('[data-param="grid_mode"]')).toHaveTextContent('ModeLong');
    expect(params.querySelector('[data-param="followed_grid_id"]')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('copy-confirm'));
    await waitFor(() => expect(made).toEqual([{ bot_type: 'GRID_FUTURES', bot_id: '2', investment: '800' }]));
    const link = await within(dialog).findByTestId('copy-open-detail');
    expect(link).toHaveAttribute('href', '/fgrid/detail/?bot_id=9');
    expect(within(dialog).getByTestId('copy-done')).toHaveTextContent('Your copy is running.');
  });

  it('shows failing checks and keeps confirm disabled; a refusal is explained', async () => {
    const { fn } = mockFetch({
      [PARAMS]: ({ body }) => preview(body.investment),
      [COPY]: fail(12003, 'insufficient'),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<CopyDialog row={rankRow()} onClose={() => undefined} />);
    const dialog = await screen.findByTestId('copy-dialog');
    const input = within(dialog).getByTestId('copy-investment');
    fireEvent.change(input, { target: { value: '50' } });
    const checks = await within(dialog).findByTestId('copy-checks');
    expect(checks).toHaveTextContent('Investment must be between 100 and —.');
    expect(within(dialog).getByTestId('copy-confirm')).toBeDisabled();
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(await within(dialog).findByText('Enter an amount above zero.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '5000' } });
    await waitFor(() => expect(within(dialog).getByTestId('copy-confirm')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('copy-confirm'));
    expect(await within(dialog).findByTestId('copy-create-error'))
      .toHaveTextContent('Not enough USDT in your funding account for this investment.');
  });

  it('explains why an original cannot be copied', async () => {
    const { fn } = mockFetch({ [PARAMS]: fail(12016, 'closed') });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<CopyDialog row={rankRow()} onClose={() => undefined} />);
    expect(await screen.findByTestId('copy-error')).toHaveTextContent('This bot has closed: it cannot be copied.');
    expect(screen.getByTestId('copy-confirm')).toBeDisabled();
  });
});
