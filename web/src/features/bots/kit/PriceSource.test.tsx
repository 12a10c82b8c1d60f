import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient, Providers } from '../../../app/Providers';
import ar from '../../../i18n/locales/ar-SA.json';
import { mockFetch, ok, renderWithApp } from '../../../test/render';
import { PriceSource } from './PriceSource';

const row = (over: Record<string, unknown>) => ({
  category: 'spot', symbol: 'BTCUSDT', source: 'simulator', state: 'simulator', venue_symbol: null,
  last_price: '100000', last_ts: 1, error: null, venue_rules: null, ...over,
});

function show(rows: unknown[], symbol = 'BTCUSDT', category: 'spot' | 'linear' = 'spot') {
  const { fn } = mockFetch({ 'GET /s1/bot/market/v1/sources': ok({ list: rows }) });
  vi.stubGlobal('fetch', fn);
  renderWithApp(<PriceSource symbol={symbol} category={category} />);
}

describe('where the prices come from', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says simulated prices for the simulator', async () => {
    show([row({})]);
    expect(await screen.findByTestId('price-source')).toHaveTextContent('Simulated prices');
  });

  it('names the venue and its feed state, with the error as the title when it is not live', async () => {
    show([
      row({}),
      row({ category: 'linear', source: 'bybit', state: 'reconnecting', error: 'ExchangeNotAvailable: 503' }),
    ], 'BTCUSDT', 'linear');
    const badge = await screen.findByTestId('price-source');
    expect(badge).toHaveTextContent('Bybit prices · reconnecting');
    expect(badge).toHaveAttribute('title', 'ExchangeNotAvailable: 503');
    expect(badge).toHaveClass('text-accent');
  });

  it('shows a live venue quietly', async () => {
    show([row({ source: 'binance', state: 'live', venue_symbol: 'BTC/USDT' })]);
    const badge = await screen.findByTestId('price-source');
    expect(badge).toHaveTextContent('Binance prices · live');
    expect(badge).toHaveClass('text-muted');
  });

  it('reads in Arabic, right to left, with the venue name as it is', async () => {
    const { fn } = mockFetch({ 'GET /s1/bot/market/v1/sources': ok({ list: [row({ source: 'binance', state: 'stale' })] }) });
    vi.stubGlobal('fetch', fn);
    render(
      <Providers locale="ar-SA" messages={ar} client={makeQueryClient()}>
        <div dir="rtl"><PriceSource symbol="BTCUSDT" category="spot" /></div>
      </Providers>,
    );
    expect(await screen.findByTestId('price-source')).toHaveTextContent('أسعار Binance · متأخر');
  });
});
