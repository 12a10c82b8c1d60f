import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBotPage, WAIT } from '../../../test/botPages';
import { ok } from '../../../test/render';
import { FmartCreatePage } from './CreatePage';

vi.mock('../../../app/reload', () => ({ reloadPage: vi.fn() }));

const RUN = {
  symbol: 'BTCUSDT', martingale_mode: 2, leverage: '3', price_float_percent: '0.015', add_position_percent: '1.3',
  add_position_num: 6, init_margin: '750', round_tp_percent: '0.04', auto_cycle_toggle: 2, entry_price: '98000',
};

describe('futures martingale create page opened from a backtest', () => {
  it('fills every field the run had (?backtest=<job_id>) and sends the same body back to the lab', async () => {
    renderBotPage({
      'POST /s1/bot/backtest/v1/result': ok({ job_id: '41', family: 'MART_FUTURES', symbols: ['BTCUSDT'], params: RUN }),
    }, { '/fmart-create': <FmartCreatePage /> }, '/fmart-create/?base=BTC&quote=USDT&backtest=41');
    await waitFor(() => expect(screen.getByTestId('create-form')).toHaveAttribute('data-mode', 'SHORT'), WAIT);
    const link = await screen.findByTestId('backtest-these', undefined, WAIT);
    await waitFor(() => expect(link).toHaveAttribute('href', expect.stringContaining('family=MART_FUTURES')), WAIT);
    const params = JSON.parse(new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams.get('params') ?? '');
    expect(params).toEqual(RUN);
  });
});
