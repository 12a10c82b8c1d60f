import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en.json';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { AuthDialogContext } from '../auth/authDialogContext';
import { BOT_TYPES, PNL_BUCKETS, RUN_TIME_BUCKETS, SORTERS } from './api';
import { RankingBlock } from './RankingBlock';
import { rankRow } from './testRows';
import { expectTexts } from '../../test/botPages';

const RANK = 'POST /operation/tools/v1/mixed-ranking';
const PROFILE = 'GET /v2/private/user/profile';

const closed = rankRow({
  botType: 'MART_FUTURES', botId: '4', botStatus: 'COMPLETED', closeReason: 'LIQUIDATION', fundsAdded: false,
  fundsWithdrawn: true, yieldRateE4: -1200, pnl: '-96', yieldTrendList: [], fgridBot: undefined,
  fmartinBot: { fmartMode: 'LONG', leverageE2: 500 },
});

describe('ranking block', () => {

  it('lists rows with their figures, markers and outcome, and pages with "more"', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { fn } = mockFetch({
      [RANK]: ({ body }) => {
        bodies.push(body);
        return ok({ list: body.page === 1 ? [rankRow()] : [closed], total: 11, page: body.page, limit: 10 });
      },
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<RankingBlock />);

    const block = await screen.findByTestId('ranking');
    const [row] = await within(block).findAllByTestId('ranking-row');
    expect(row).toHaveAttribute('data-bot-type', 'GRID_FUTURES');
    expectTexts({ 'ranking-family': 'Futures grid', 'ranking-leverage': '20x', 'ranking-pnl-per': '+9.38%' }, row!);
    expect(within(row!).getByTestId('ranking-pnl-per')).toHaveClass('text-up');
    expectTexts({
      'ranking-runtime': '3D 2h 0m', 'ranking-drawdown': '1.25%', 'ranking-copied': '3', 'ranking-owner': 'tr***',
      'ranking-funds-added': 'Funds added',
    }, row!);
    expect(within(row!).queryByTestId('ranking-funds-withdrawn')).toBeNull();
    const trend = within(row!).getByTestId('ranking-trend');
    expect(trend).toHaveAccessibleName('Daily yield over 3 days, latest +9.38%');
    expect(trend.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(within(block).getByTestId('ranking-total')).toHaveTextContent('1 of 11 bots');
    expect(bodies[0]).toEqual({ runTimeBucket: '', pnlBucket: '', botType: '', sortBy: 'PNL_PER', sortOrder: 'DESC', page: 1, limit: 10 });

    fireEvent.click(within(block).getByTestId('ranking-more'));
    await waitFor(() => expect(within(block).getAllByTestId('ranking-row')).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ page: 2 });
    const last = within(block).getAllByTestId('ranking-row')[1]!;
    expect(within(last).getByTestId('ranking-outcome')).toHaveTextContent('Closed: Liquidated');
    expect(within(last).queryByTestId('ranking-copy')).toBeNull();
    expect(within(last).getByTestId('ranking-funds-withdrawn')).toBeInTheDocument();
    expect(within(last).getByTestId('ranking-trend-empty')).toBeInTheDocument();
    expect(within(block).queryByTestId('ranking-more')).toBeNull();
  });

  it('sends the chosen buckets, family and sorter', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { fn } = mockFetch({ [RANK]: ({ body }) => { bodies.push(body); return ok({ list: [], total: 0, page: 1, limit: 10 }); } });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<RankingBlock />);

    expect(await screen.findByTestId('ranking-empty')).toHaveTextContent('No bot matches these filters yet.');
    fireEvent.change(screen.getByTestId('ranking-filter-runtime'), { target: { value: 'D1_TO_D7' } });
    fireEvent.change(screen.getByTestId('ranking-filter-pnl'), { target: { value: 'PNL_5_10' } });
    fireEvent.change(screen.getByTestId('ranking-filter-family'), { target: { value: 'DCA_SPOT' } });
    fireEvent.change(screen.getByTestId('ranking-filter-sort'), { target: { value: 'COPIED_COUNT' } });
    fireEvent.change(screen.getByTestId('ranking-filter-order'), { target: { value: 'ASC' } });
    await waitFor(() => expect(bodies.at(-1)).toEqual({
      runTimeBucket: 'D1_TO_D7', pnlBucket: 'PNL_5_10', botType: 'DCA_SPOT', sortBy: 'COPIED_COUNT', sortOrder: 'ASC', page: 1, limit: 10,
    }));
    const options = within(screen.getByTestId('ranking-filter-pnl')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All', '0–5%', '5–10%', '10–20%', '20–50%', '50–70%', '70–100%', 'Over 100%']);
  });

  it('sends a logged-out user to log in from Copy; a logged-in user sees the listed setting', async () => {
    const { fn } = mockFetch({ [RANK]: ok({ list: [rankRow()], total: 1, page: 1, limit: 10 }) });
    vi.stubGlobal('fetch', vi.fn(fn));
    const openAuth = vi.fn();
    renderWithApp(<AuthDialogContext.Provider value={{ openAuth }}><RankingBlock /></AuthDialogContext.Provider>);
    fireEvent.click(await screen.findByTestId('ranking-copy'));
    expect(openAuth).toHaveBeenCalledWith('login');
    expect(screen.queryByTestId('copy-dialog')).toBeNull();
    expect(screen.queryByTestId('ranking-setting')).toBeNull();
  });

  it('lets a logged-in user choose whether their bots are listed', async () => {
    const saved: unknown[] = [];
    const { fn } = mockFetch({
      [RANK]: ok({ list: [], total: 0, page: 1, limit: 10 }),
      [PROFILE]: ok({ id: 7 }),
      'POST /s1/bot/tradingbot/v1/ranking-settings': ({ body }) => {
        if ('listed' in body) saved.push(body.listed);
        return ok({ listed: 'listed' in body ? body.listed : true, nick_name: 'tr***' });
      },
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<RankingBlock />);
    const box = await screen.findByTestId('ranking-listed');
    expect(screen.getByTestId('ranking-setting')).toHaveTextContent('List my bots as tr***');
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(saved).toEqual([false]));
    await waitFor(() => expect(screen.getByTestId('ranking-listed')).not.toBeChecked());
  });

  it('has a message for every bucket, family and sorter', () => {
    const messages = en as Record<string, string>;
    const ids = [
      ...RUN_TIME_BUCKETS.map((b) => `ranking.runtime.${b}`), ...PNL_BUCKETS.map((b) => `ranking.pnl.${b}`),
      ...SORTERS.map((s) => `ranking.sort.${s}`), ...BOT_TYPES.map((t) => `myBots.type.${t}`),
      'ranking.filter.runtime', 'ranking.filter.pnl', 'ranking.filter.family', 'ranking.filter.all', 'ranking.sortBy',
      'ranking.order', 'ranking.order.DESC', 'ranking.order.ASC', 'ranking.more',
    ];
    expect(ids.filter((id) => !(id in messages))).toEqual([]);
  });
});
