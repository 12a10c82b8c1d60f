import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { fetchMarketSources, type MarketSource } from './api';

const VENUE_NAMES: Record<string, string> = { binance: 'Binance', bybit: 'Bybit', okx: 'OKX' };
const LOCAL = new Set(['simulator', 'replay', 'manual']);
const REFRESH_MS = 10_000;

/** Where this symbol's prices come from (the simulator, or a real venue and how its feed is doing),
 * beside the price: paper trading on a venue's live prices says so. */
export function PriceSource({ symbol, category }: { symbol: string; category: 'spot' | 'linear' }) {
  const intl = useIntl();
  const sources = useQuery({ queryKey: ['market-sources'], queryFn: fetchMarketSources, refetchInterval: REFRESH_MS });
  const row: MarketSource | undefined = sources.data?.find((s) => s.symbol === symbol && s.category === category);
  if (!row) return null;
  const local = LOCAL.has(row.source);
  const text = local
    ? intl.formatMessage({ id: `source.${row.source}` })
    : intl.formatMessage({ id: 'source.venue' }, {
      venue: VENUE_NAMES[row.source] ?? row.source,
      state: intl.formatMessage({ id: `source.state.${row.state}` }),
    });
  const warn = !local && row.state !== 'live';
  return (
    <span className={`text-xs ${warn ? 'text-accent' : 'text-muted'}`} data-testid="price-source"
      data-source={row.source} data-state={row.state} title={row.error ?? undefined}>
      {text}
    </span>
  );
}
