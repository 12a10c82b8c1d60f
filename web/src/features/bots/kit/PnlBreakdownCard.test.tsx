import { render, screen, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { makeQueryClient, Providers } from '../../../app/Providers';
import ar from '../../../i18n/locales/ar-SA.json';
import { renderWithApp } from '../../../test/render';
import { displayParts, PART_KEYS, type PnlBreakdown } from './pnlBreakdown';
import { PnlBreakdownCard } from './PnlBreakdownCard';

/** Issue 26's stop-loss DCA: cycle profit before fees, fees, the total (exact, as the detail sends it). */
const DCA_STOP: PnlBreakdown = {
  realised_profit: '-2.2341433448', trend_pnl: '0', trading_fee: '-0.503872792',
  funding_fee: '0', liquidation_loss: '0', total_pnl: '-2.7380161368',
};

/** A futures grid with every part: rounded on their own to 4 places they would add up to 2.0000, not 2.0001. */
const FGRID: PnlBreakdown = {
  realised_profit: '1.00004', trend_pnl: '1.00004', trading_fee: '-0.00003',
  funding_fee: '0.00002', liquidation_loss: '-0.00002', total_pnl: '2.00005',
};

const sum = (parts: Record<string, string>) =>
  PART_KEYS.reduce((acc, k) => acc.plus(parts[k] ?? '0'), new Decimal(0)).toFixed();

describe('PnL breakdown shown', () => {
  it('rounds each part half up and lets the trend take the remainder, so the shown parts add up', () => {
    const shown = displayParts(FGRID, 4);
    expect(shown).toEqual({
      realised_profit: '1.0000', trend_pnl: '1.0001', trading_fee: '0.0000',
      funding_fee: '0.0000', liquidation_loss: '0.0000', total_pnl: '2.0001',
    });
    expect(sum(shown)).toBe('2.0001');
    expect(sum(displayParts(DCA_STOP, 2))).toBe('-2.74');
    expect(displayParts(DCA_STOP, 2)).toMatchObject({ realised_profit: '-2.23', trading_fee: '-0.50', trend_pnl: '-0.01' });
  });

  it('lists a spot bot: realised, trend, fees and the total', () => {
    renderWithApp(<PnlBreakdownCard breakdown={DCA_STOP} quote="USDT" realised="cycle" />);
    const card = screen.getByTestId('pnl-breakdown');
    expect(card).toHaveTextContent('PnL breakdown');
    expect(within(card).getByText('Cycle profit')).toBeInTheDocument();
    expect(screen.getByTestId('pnl-part-realised_profit')).toHaveTextContent('-2.2341 USDT');
    expect(screen.getByTestId('pnl-part-trend_pnl')).toHaveTextContent('0.0000 USDT');
    expect(screen.getByTestId('pnl-part-trading_fee')).toHaveTextContent('-0.5039 USDT');
    expect(screen.getByTestId('pnl-part-total')).toHaveTextContent('-2.7380 USDT');
    expect(screen.queryByTestId('pnl-part-funding_fee')).toBeNull();
    expect(screen.queryByTestId('pnl-part-liquidation_loss')).toBeNull();
  });

  it('adds funding and liquidation for a perpetual bot', () => {
    renderWithApp(<PnlBreakdownCard breakdown={FGRID} quote="USDT" realised="grid" perpetual />);
    expect(screen.getByText('Grid profit')).toBeInTheDocument();
    expect(screen.getByTestId('pnl-part-trend_pnl')).toHaveTextContent('+1.0001 USDT');
    expect(screen.getByTestId('pnl-part-funding_fee')).toHaveTextContent('0.0000 USDT');
    expect(screen.getByTestId('pnl-part-liquidation_loss')).toHaveTextContent('0.0000 USDT');
    expect(screen.getByTestId('pnl-part-total')).toHaveTextContent('+2.0001 USDT');
  });

  it('reads in Arabic, right to left', () => {
    render(
      <Providers locale="ar-SA" messages={ar} client={makeQueryClient()}>
        <div dir="rtl"><PnlBreakdownCard breakdown={FGRID} quote="USDT" realised="round" perpetual /></div>
      </Providers>,
    );
    const card = screen.getByTestId('pnl-breakdown');
    expect(card).toHaveTextContent('تفصيل الأرباح والخسائر');
    expect(card).toHaveTextContent('ربح الجولة');
    expect(card).toHaveTextContent('خسائر التصفية');
  });
});
