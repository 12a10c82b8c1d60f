import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodies, WAIT } from '../../test/botPages';
import { ok } from '../../test/render';
import { F, renderCreate } from '../bots/futures-martingale/testFixtures';
import { pick } from './testPicks';

vi.mock('../../app/reload', () => ({ reloadPage: vi.fn() }));

const ID = 'fmart-BTCUSDT-hf-7d-20250527';
const short = pick({
  aurora_id: ID, biz_type: 'MART_FUTURES', symbol: 'BTCUSDT', style: 3, style_name: 'HIGH_FREQUENCY', market_mode: 'SHORT',
  params: {
    symbol: 'BTCUSDT', martingale_mode: 2, leverage: '3', price_float_percent: '0.01', add_position_percent: '1.3',
    add_position_num: 4, round_tp_percent: '0.03', init_margin: '1000',
  },
});

describe('futures martingale create page opened from an AI pick', () => {

  it('fills mode, leverage and the ladder of the pick and creates it', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate(
      {
        [`POST ${F}/create-fmart-bot`]: ok({ status_code: 0, bot_id: '42' }),
        'POST /operation/tools/aurora/info': ok(short),
      },
      `/fmart-create/?base=BTC&quote=USDT&aurora=${ID}`,
    );
    await waitFor(() => expect(screen.getByTestId('input-leverage')).toHaveValue('3'), WAIT);
    expect(screen.getByTestId('input-add_position_num')).toHaveValue('4');
    await screen.findByTestId('validation-ok', undefined, WAIT);
    await waitFor(() => expect(screen.getByTestId('create-submit')).toBeEnabled(), WAIT);
    await user.click(screen.getByTestId('create-submit'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('confirm-mode')).toHaveTextContent('Short 3x');
    await waitFor(() => expect(within(dialog).getByTestId('confirm-create')).toBeEnabled(), WAIT);
    await user.click(within(dialog).getByTestId('confirm-create'));
    expect(await screen.findByTestId('detail-route', undefined, WAIT)).toHaveTextContent('fmart 42');
    const [body] = bodies(calls, `${F}/create-fmart-bot`) as Record<string, unknown>[];
    expect(body).toMatchObject({
      symbol: 'BTCUSDT', martingale_mode: 2, leverage: '3', price_float_percent: '0.01', add_position_percent: '1.3',
      add_position_num: 4, round_tp_percent: '0.03',
    });
  });
});
