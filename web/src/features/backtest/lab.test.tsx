import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { charts, resetCharts } from '../../test/lightweightChartsMock';
import { bodies, renderBotPage, WAIT } from '../../test/botPages';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { CompareView } from './Compare';
import { resultFixture, statusFixture } from './fixture';
import { JobProgress } from './JobProgress';
import { LabPage } from './LabPage';
import { ResultView } from './ResultView';

vi.mock('lightweight-charts', () => import('../../test/lightweightChartsMock'));
vi.mock('../../app/reload', () => ({ reloadPage: vi.fn() }));

const BT = '/s1/bot/backtest/v1';
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });

beforeEach(() => {
  resetCharts();
  // the components need no call; the app's providers ask for the profile and flags (logged out)
  vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
});

describe('JobProgress', () => {
  it('shows the percent, the candles done, the time left and cancels', async () => {
    const onCancel = vi.fn();
    renderWithApp(<JobProgress status={statusFixture()} onCancel={onCancel} cancelling={false} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42.5');
    expect(screen.getByTestId('lab-percent')).toHaveTextContent('42.5%');
    expect(screen.getByTestId('lab-candles')).toHaveTextContent('1,224 of 2,880 candles');
    expect(screen.getByTestId('lab-eta')).toHaveTextContent('About 3m left');
    expect(screen.getByTestId('lab-state')).toHaveTextContent('Running');
    await userEvent.setup().click(screen.getByTestId('lab-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has no cancel or time left once the job failed, and names the failure', () => {
    renderWithApp(<JobProgress status={statusFixture({ state: 'failed', error_code: 'INTERRUPTED', eta_ms: null })}
      onCancel={vi.fn()} cancelling={false} />);
    expect(screen.queryByTestId('lab-cancel')).toBeNull();
    expect(screen.queryByTestId('lab-eta')).toBeNull();
    expect(screen.getByTestId('lab-failed')).toHaveTextContent('The backtest failed (INTERRUPTED). Run it again.');
  });
});

describe('ResultView', () => {
  it('renders the metrics, equity against buy-and-hold, drawdown, fills on the candles and the rounds', () => {
    renderWithApp(<ResultView result={resultFixture()} />);
    const metric = (id: string) => screen.getByTestId(`metric-${id}`);
    expect(metric('return')).toHaveTextContent('Return over 2 days+1.25%');
    expect(metric('pnl')).toHaveTextContent('+12.50');
    expect(metric('buyHold')).toHaveTextContent('-4.10');
    expect(metric('maxDrawdown')).toHaveTextContent('3.21%');
    expect(metric('sharpe')).toHaveTextContent('1.87');
    expect(metric('sortino')).toHaveTextContent('2.45');
    expect(metric('fees')).toHaveTextContent('0.84');
    expect(metric('trades')).toHaveTextContent('14');
    expect(metric('gridProfit')).toHaveTextContent('+9.30');
    expect(metric('trendPnl')).toHaveTextContent('+3.20');
    expect(metric('timeInMarket')).toHaveTextContent('76.00%');
    expect(screen.queryByTestId('metric-strategyProfit')).toBeNull(); // a grid shows grid profit vs trend
    // equity and buy-and-hold (two lines), the drawdown below zero, the candles with two fills marked
    const [equity, hold, drawdown, candles] = charts.series;
    expect(equity?.data).toEqual([
      { time: 1_748_736_000, value: 1000 }, { time: 1_748_822_400, value: 990 }, { time: 1_748_908_800, value: 1012.5 }]);
    expect(hold?.data.map((p) => (p as { value: number }).value)).toEqual([1000, 980, 995.9]);
    expect(drawdown?.data.map((p) => (p as { value: number }).value)).toEqual([-0, -1, -0]);
    expect(candles?.data).toHaveLength(2);
    expect(charts.markers.at(-1)).toEqual([
      expect.objectContaining({ time: 1_748_736_000, position: 'belowBar', text: 'B' }),
      expect.objectContaining({ time: 1_748_822_400, position: 'aboveBar', text: 'S' }),
    ]);
    expect(screen.getByText('Fills on the price (2 of 14)')).toBeInTheDocument();
    const round = screen.getByTestId('lab-round');
    expect(round).toHaveTextContent('Cycle');
    expect(round).toHaveTextContent('profit: 0.29 · buy_price: 104000 · sell_price: 104500');
    expect(screen.getByText('Cycles, rounds and rebalances (6)')).toBeInTheDocument();
  });

  it('hides the APR under 30 days and shows it, labelled with its window, from 30 days', () => {
    const { unmount } = renderWithApp(<ResultView result={resultFixture()} />);
    expect(screen.queryByTestId('metric-apr')).toBeNull();
    expect(screen.getByTestId('lab-apr-note')).toHaveTextContent('APR is shown for windows of 30 days or more.');
    unmount();
    renderWithApp(<ResultView result={resultFixture({ days: '45' }, { apr: '0.2135' })} />);
    expect(screen.getByTestId('metric-apr')).toHaveTextContent('APR (from 45 days)+21.35%');
    expect(screen.queryByTestId('lab-apr-note')).toBeNull();
  });

  it('shows a non-grid run its realised profit instead of grid profit and trend', () => {
    renderWithApp(<ResultView result={resultFixture({ family: 'DCA_SPOT' }, { grid_profit: null, trend_pnl: null })} />);
    expect(screen.getByTestId('metric-strategyProfit')).toHaveTextContent('+9.30');
    expect(screen.queryByTestId('metric-gridProfit')).toBeNull();
  });
});

describe('CompareView', () => {
  it('puts the runs side by side and overlays their returns', () => {
    const a = resultFixture();
    const b = resultFixture({ job_id: '42', family: 'GRID_FUTURES', days: '40' },
      { return_ratio: '-0.05', apr: '-0.4562', max_drawdown: '0.12', grid_profit: '3', trend_pnl: '-53', total_pnl: '-50' });
    renderWithApp(<CompareView results={[a, b]} />);
    expect(screen.getAllByTestId('lab-compare-run').map((th) => th.textContent)).toEqual(['#41 Spot grid BTCUSDT', '#42 Futures grid BTCUSDT']);
    const cells = (id: string) => within(screen.getByTestId(`compare-${id}`)).getAllByRole('cell').slice(1).map((c) => c.textContent);
    expect(cells('return')).toEqual(['+1.25%', '-5.00%']);
    expect(cells('apr')).toEqual(['--', '-45.62%']); // the APR row only where a run gives one
    expect(cells('maxDrawdown')).toEqual(['3.21%', '12.00%']);
    expect(screen.getByTestId('lab-compare-chart')).toHaveAttribute('data-lines', '2');
    // each run's equity as its return on the investment, in %
    expect(charts.series[0]?.data.map((p) => (p as { value: number }).value)).toEqual([0, -1, 1.25]);
  });
});

describe('LabPage', () => {
  it('runs the settings a create page sent, polls the job, then shows the result and its create link', async () => {
    let polls = 0;
    const { calls } = renderBotPage({
      'GET /v2/private/user/profile': profile,
      [`POST ${BT}/list`]: ok({ list: [] }),
      [`POST ${BT}/create`]: ok({ job_id: '41' }),
      [`POST ${BT}/status`]: () => ok(statusFixture(++polls < 2 ? {} : { state: 'done', progress: 100, candles_done: 2880, eta_ms: null })),
      [`POST ${BT}/result`]: ok(resultFixture()),
    }, { '/backtest': <LabPage /> }, `/backtest/?family=GRID_SPOT&params=${encodeURIComponent(JSON.stringify(resultFixture().params))}`);
    const user = userEvent.setup();
    expect(screen.getByTestId('lab-family')).toHaveValue('GRID_SPOT');
    expect(screen.getByTestId('lab-symbol')).toHaveValue('BTCUSDT');
    await user.selectOptions(screen.getByTestId('lab-preset'), '3d');
    await user.click(await screen.findByTestId('lab-run'));
    await waitFor(() => expect(bodies(calls, `${BT}/create`)).toHaveLength(1), WAIT);
    const [body] = bodies(calls, `${BT}/create`);
    expect(body.family).toBe('GRID_SPOT');
    expect(body.params).toEqual(resultFixture().params);
    expect(body.window.to_ms - body.window.from_ms).toBe(3 * 86_400_000);
    expect(body.options).toEqual({ fees: true, funding: false }); // no funding on spot
    expect(await screen.findByTestId('lab-progress', {}, WAIT)).toHaveAttribute('data-state', 'running');
    expect(await screen.findByTestId('lab-result', {}, { timeout: 4000 })).toHaveAttribute('data-job', '41');
    expect(screen.getByTestId('lab-create-bot')).toHaveAttribute('href', '/create/?base=BTC&quote=USDT&backtest=41');
  });

  it('runs on the part of the window the server holds when the window reaches outside it', async () => {
    const windows: { from_ms: number; to_ms: number }[] = [];
    renderBotPage({
      'GET /v2/private/user/profile': profile,
      [`POST ${BT}/list`]: ok({ list: [] }),
      [`POST ${BT}/create`]: ({ body }) => {
        windows.push(body.window);
        return windows.length === 1
          ? { ret_code: 12302, ret_msg: 'window', result: { field: 'window', check_code: 'WINDOW_OUT_OF_HISTORY', bound: `${body.window.from_ms + 60_000}..${body.window.to_ms - 60_000}` }, time_now: '0' }
          : ok({ job_id: '43' });
      },
      [`POST ${BT}/status`]: ok(statusFixture({ job_id: '43' })),
    }, { '/backtest': <LabPage /> }, '/backtest/');
    await userEvent.setup().click(await screen.findByTestId('lab-run'));
    await waitFor(() => expect(windows).toHaveLength(2), WAIT);
    expect(windows[1]).toEqual({ from_ms: windows[0]!.from_ms + 60_000, to_ms: windows[0]!.to_ms - 60_000 });
    expect(await screen.findByTestId('lab-progress', {}, WAIT)).toBeInTheDocument();
  });
});

describe('LabPage uploads', () => {
  it('uploads one CSV per leg of a combo, then runs on its candles (no window)', async () => {
    const combo = {
      symbol_settings: [{ symbol: 'BTCUSDT', side: 1, weight: '0.5' }, { symbol: 'ETHUSDT', side: 2, weight: '0.5' }],
      leverage: '2', init_margin: '1000', adjust_position_mode: 'TIME', adjust_position_percent: '0.05',
    };
    const { calls } = renderBotPage({
      'GET /v2/private/user/profile': profile,
      [`POST ${BT}/list`]: ok({ list: [] }),
      [`POST ${BT}/upload-candles`]: ok({ candles_id: '9', symbols: ['BTCUSDT', 'ETHUSDT'], rows: 2, first_ms: 0, last_ms: 60_000 }),
      [`POST ${BT}/create`]: ok({ job_id: '44' }),
      [`POST ${BT}/status`]: ok(statusFixture({ job_id: '44', family: 'COMBO_FUTURES', state: 'queued', progress: 0 })),
    }, { '/backtest': <LabPage /> }, `/backtest/?family=COMBO_FUTURES&params=${encodeURIComponent(JSON.stringify(combo))}`);
    const user = userEvent.setup();
    expect(screen.queryByTestId('lab-symbol')).toBeNull(); // a combo's symbols are its legs
    await user.click(screen.getByTestId('lab-source-upload'));
    expect(screen.getByTestId('lab-run')).toBeDisabled();
    const csv = (close: string) => new File([`ts,open,high,low,close,volume\n0,1,1,1,${close},1\n60000,1,1,1,1,1\n`], 'c.csv', { type: 'text/csv' });
    await user.upload(screen.getByTestId('lab-file-BTCUSDT'), csv('1'));
    await user.upload(screen.getByTestId('lab-file-ETHUSDT'), csv('1'));
    await user.click(screen.getByTestId('lab-funding')); // funding off
    await waitFor(() => expect(screen.getByTestId('lab-run')).toBeEnabled(), WAIT);
    await user.click(screen.getByTestId('lab-run'));
    await waitFor(() => expect(bodies(calls, `${BT}/create`)).toHaveLength(1), WAIT);
    const [upload] = bodies(calls, `${BT}/upload-candles`);
    expect(Object.keys(upload.legs)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(upload.legs.BTCUSDT).toMatch(/^ts,open,high,low,close,volume\n/);
    expect(bodies(calls, `${BT}/create`)).toEqual([
      { family: 'COMBO_FUTURES', params: combo, options: { fees: true, funding: false }, candles_id: '9' }]);
    expect(await screen.findByTestId('lab-progress', {}, WAIT)).toHaveAttribute('data-state', 'queued');
  });
});
