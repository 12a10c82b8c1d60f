import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { STRATEGY_INFO_PATH, type StrategyFamilyInfo } from './api';
import { StrategyInfoButton } from './StrategyInfoButton';

const DCA: StrategyFamilyInfo = {
  family: 'spot_dca',
  name: 'Spot DCA',
  summary: 'Dollar-cost averaging on the spot market.',
  how: ['RECURRING buys at a fixed interval.', 'SAFETY_ORDER buys dips in steps.'],
  risks: ['Averaging down keeps buying a falling coin.'],
  variants: [
    { key: 'RECURRING', name: 'Recurring buy', text: 'Buys every interval.' },
    { key: 'SAFETY_ORDER', name: 'Safety orders', text: 'Buys a dip in steps.' },
  ],
  params: [
    {
      key: 'price_step', label: 'Price step', text: 'How far below the first fill.', required: true, unit: 'ratio',
      unit_text: 'ratio (0.01 = 1 %)', min: '0.001', max: '0.5', of_price: false, bounds_text: '0.001 to 0.5',
      values: [], variants: [{ key: 'SAFETY_ORDER', name: 'Safety orders' }],
    },
    {
      key: 'settle_mode', label: 'On close', text: 'Keep or sell the coins.', required: false, unit: 'choice',
      unit_text: 'one of the values', min: null, max: null, of_price: false, bounds_text: '',
      values: ['DCA_BASE_MODE', 'DCA_QUOTE_MODE'], variants: [],
    },
  ],
};

describe('strategy info button', () => {

  it('opens the family description, risks and parameter glossary asked in the page language', async () => {
    const { fn, calls } = mockFetch({
      [`GET ${STRATEGY_INFO_PATH}`]: ({ url }) => ok({
        lang: url.searchParams.get('lang'), labels: {}, families: [{ ...DCA, family: url.searchParams.get('family') }],
      }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<StrategyInfoButton family="spot_dca" />);
    expect(screen.queryByTestId('strategy-info')).toBeNull();
    await userEvent.click(screen.getByTestId('strategy-info-open'));
    const dialog = await screen.findByTestId('strategy-info');
    expect(await within(dialog).findByText('Spot DCA')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Dollar-cost averaging on the spot market.');
    expect(within(dialog).getByTestId('strategy-info-how').querySelectorAll('li')).toHaveLength(2);
    expect(within(dialog).getByTestId('strategy-info-risks')).toHaveTextContent('Averaging down keeps buying a falling coin.');
    expect(within(dialog).getByTestId('strategy-info-variants')).toHaveTextContent('Recurring buy Buys every interval.');
    const step = within(dialog).getByTestId('strategy-param-price_step');
    expect(step).toHaveTextContent('Price step');
    expect(step).toHaveTextContent('Required');
    expect(within(step).getByTestId('strategy-param-facts')).toHaveTextContent('ratio (0.01 = 1 %) · 0.001 to 0.5');
    expect(within(step).getByTestId('strategy-param-variants')).toHaveTextContent('Used by: Safety orders');
    const settle = within(dialog).getByTestId('strategy-param-settle_mode');
    expect(settle).toHaveTextContent('Optional');
    expect(settle).toHaveTextContent('DCA_BASE_MODE');
    expect(within(settle).getByTestId('strategy-param-facts')).toHaveTextContent(/^one of the values$/);
    const call = calls.find((c) => c.url.startsWith(STRATEGY_INFO_PATH));
    const url = new URL(call!.url, 'http://localhost');
    expect([url.searchParams.get('family'), url.searchParams.get('lang')]).toEqual(['spot_dca', 'en']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('strategy-info')).toBeNull();
  });

  it('shows a translated error and retries', async () => {
    let fail = true;
    vi.stubGlobal('fetch', vi.fn(mockFetch({
      [`GET ${STRATEGY_INFO_PATH}`]: () => (fail
        ? { ret_code: 10016, ret_msg: 'internal', result: null }
        : ok({ lang: 'en', labels: {}, families: [DCA] })),
    }).fn));
    renderWithApp(<StrategyInfoButton family="spot_dca" />);
    await userEvent.click(screen.getByTestId('strategy-info-open'));
    expect(await screen.findByText('Could not load the strategy description.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByTestId('strategy-info-retry'));
    expect(await screen.findByTestId('strategy-info-body')).toHaveTextContent('Parameters');
  });
});
