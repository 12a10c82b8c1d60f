import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient, Providers } from '../../../app/Providers';
import ar from '../../../i18n/locales/ar-SA.json';
import { expectTexts } from '../../../test/botPages';
import { mockFetch, renderWithApp } from '../../../test/render';
import { AiCard, AiTrades, AiYield } from './AiCards';

/** One AI card as the create pages build it: the window, the window's yield (and APR), the trades. */
function card(days: number, apr: string | null, windowYield = '0.3842') {
  return (
    <AiCard style="HIGH_PROFITS" known days={days} onUse={() => undefined}>
      <AiYield style="HIGH_PROFITS" value={windowYield} apr={apr} days={days} />
      <AiTrades style="HIGH_PROFITS" value={12} labelId="fmart.detail.completedRounds" />
    </AiCard>
  );
}

describe('AI cards: every figure over its own window', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn)));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a 7-day backtest as its yield, its rounds and the window, never an APR', () => {
    renderWithApp(card(7, null));
    const c = screen.getByTestId('ai-style-HIGH_PROFITS');
    expectTexts({ 'ai-window-HIGH_PROFITS': '7-day backtest', 'ai-yield-HIGH_PROFITS': '+38.42%', 'ai-trades-HIGH_PROFITS': '12' }, c);
    expect(c).toHaveTextContent('Backtest yield');
    expect(c).toHaveTextContent('Completed rounds');
    expect(c).not.toHaveTextContent('APR');
    expect(within(c).queryByTestId('ai-apr-HIGH_PROFITS')).toBeNull();
  });

  it('does not annualise a 7-day window even when a server sends an APR for it', () => {
    renderWithApp(card(7, '20.0274'));
    const c = screen.getByTestId('ai-style-HIGH_PROFITS');
    expect(c).not.toHaveTextContent('APR');
    expect(c).not.toHaveTextContent('2,002.74%');
  });

  it('shows the APR of a 30-day window beside its yield, labelled with the window', () => {
    renderWithApp(card(30, '0.74825', '0.0615'));
    const c = screen.getByTestId('ai-style-HIGH_PROFITS');
    expectTexts({ 'ai-window-HIGH_PROFITS': '30-day backtest', 'ai-yield-HIGH_PROFITS': '+6.15%', 'ai-apr-HIGH_PROFITS': '+74.83%' }, c);
    expect(c).toHaveTextContent('APR, 30-day backtest');
  });

  it('reads right to left in Arabic with the window in the labels', () => {
    render(
      <Providers locale="ar-SA" messages={ar} client={makeQueryClient()}>
        <div dir="rtl">{card(30, '0.74825', '0.0615')}</div>
      </Providers>,
    );
    const c = screen.getByTestId('ai-style-HIGH_PROFITS');
    expect(screen.getByTestId('ai-window-HIGH_PROFITS')).toHaveTextContent('اختبار رجعي لـ 30 يوم');
    expect(c).toHaveTextContent('العائد السنوي، اختبار رجعي لـ 30 يوم');
    expect(screen.getByTestId('ai-apr-HIGH_PROFITS').querySelector('bdi')).not.toBeNull();
  });
});
