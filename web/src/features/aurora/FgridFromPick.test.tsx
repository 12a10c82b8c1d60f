import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodies, createWithInvestment, WAIT } from '../../test/botPages';
import { resetCharts } from '../../test/lightweightChartsMock';
import { ok } from '../../test/render';
import { C, renderCreate, routes } from '../bots/futures-grid/testFixtures';
import { pick } from './testPicks';

vi.mock('lightweight-charts', () => import('../../test/lightweightChartsMock'));
vi.mock('../../app/reload', () => ({ reloadPage: vi.fn() }));

const ID = 'fgrid-BTCUSDT-st-7d-20250527';
const short = pick({
  aurora_id: ID, biz_type: 'GRID_FUTURES', symbol: 'BTCUSDT', style: 2, style_name: 'STEADY', market_mode: 'SHORT',
  params: {
    symbol: 'BTCUSDT', min_price: '97000.3', max_price: '108000.7', cell_number: 22, grid_type: 'GEOMETRIC', grid_mode: 3,
    leverage: '4', total_investment: '10000',
  },
});

describe('futures grid create page opened from an AI pick', () => {
  beforeEach(() => resetCharts());
  afterEach(() => localStorage.clear());

  it('fills mode, range, grids, spacing and leverage of the pick and creates it', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate(
      routes(true, { 'POST /operation/tools/aurora/info': ok(short) }),
      `/fgrid-create/?base=BTC&quote=USDT&aurora=${ID}`,
    );
    await waitFor(() => expect(screen.getByTestId('input-cell_number')).toHaveValue('22'), WAIT);
    expect(screen.getByTestId('input-min_price')).toHaveValue('97000.3');
    expect(screen.getByTestId('input-max_price')).toHaveValue('108000.7');
    expect(screen.getByTestId('input-leverage')).toHaveValue('4');
    expect(screen.getByTestId('grid-type-GEOMETRIC')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('origin-ai')).toBeInTheDocument();
    await createWithInvestment(user, '500');
    await screen.findByTestId('detail-route');
    expect(bodies(calls, `${C}/fgrid-bot-create`)[0]).toMatchObject({
      symbol: 'BTCUSDT', grid_mode: 3, grid_type: 2, min_price: '97000.3', max_price: '108000.7', cell_number: 22,
      leverage: '4', total_investment: '500',
    });
  });
});
