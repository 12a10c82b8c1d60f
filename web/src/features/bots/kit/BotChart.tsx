import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { Candle } from './api';
import { CandleChart, type ChartLine } from './charts';

/** Candle interval and count of a bot chart. */
const INTERVAL = '15m';
const CANDLES = 300;
/** A running bot's chart follows the market. */
const LIVE_REFRESH_MS = 5_000;

/** Where a family's candles come from: its query-cache namespace and its kline fetcher. */
export interface CandleSource {
  /** query-cache namespace (`klines` spot, `linear-klines` perpetuals) */
  queryKey: string;
  fetch: (symbol: string, interval: string, limit: number) => Promise<Candle[]>;
}

interface Props {
  source: CandleSource;
  symbol: string;
  /** refresh the candles (the bot is still running) */
  live: boolean;
  lines: ChartLine[];
  decimals: number;
}

const NO_CANDLES: never[] = [];

/** Candles of the bot's market with its grid and price lines drawn on them. */
export function BotChart({ source, symbol, live, lines, decimals }: Props) {
  const klines = useQuery({
    queryKey: [source.queryKey, symbol, INTERVAL],
    queryFn: () => source.fetch(symbol, INTERVAL, CANDLES),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
  return (
    <section className="card min-w-0" data-testid="bot-chart-card">
      <h2 className="card-title mb-3"><FormattedMessage id="chart.title" /></h2>
      <CandleChart candles={klines.data ?? NO_CANDLES} lines={lines} decimals={decimals} height={320} testId="bot-chart" />
    </section>
  );
}
