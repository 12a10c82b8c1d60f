import {
  CandlestickSeries, ColorType, createChart, LineSeries, LineStyle,
  type IChartApi, type IPriceLine, type ISeriesApi, type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { Candle } from './api';
import { toMs } from './format';

/** A horizontal price line on the chart (grid level, entry, TP, SL). */
export interface ChartLine {
  price: string;
  color: string;
  title?: string;
  kind: 'level' | 'bound' | 'entry' | 'tp' | 'sl';
}

export const LINE_COLORS = {
  level: 'rgba(132, 142, 156, 0.55)',
  bound: '#f7a600',
  entry: '#3d8bfd',
  tp: '#20b26c',
  sl: '#ef454a',
} as const;

const THEME = {
  layout: {
    background: { type: ColorType.Solid, color: '#15191e' },
    textColor: '#848e9c',
    // keep the TradingView attribution (licence of lightweight-charts)
    attributionLogo: true,
  },
  grid: { vertLines: { color: '#1e2329' }, horzLines: { color: '#1e2329' } },
  rightPriceScale: { borderColor: '#2b3139' },
  timeScale: { borderColor: '#2b3139', timeVisible: true, secondsVisible: false },
  autoSize: true,
} as const;

function toNumber(s: string): number {
  // display only: the chart library draws floats; money maths stays in decimal.js
  return Number(s);
}

/** Candles of the kline endpoint (ms, strings) to chart bars (seconds, numbers), ascending and unique. */
export function toBars(candles: Candle[]) {
  const seen = new Set<number>();
  const bars = [];
  for (const c of candles) {
    const ms = toMs(c.t);
    if (ms === null) continue;
    const time = Math.floor(ms / 1000) as UTCTimestamp;
    if (seen.has(time)) continue;
    seen.add(time);
    bars.push({ time, open: toNumber(c.o), high: toNumber(c.h), low: toNumber(c.l), close: toNumber(c.c) });
  }
  return bars.sort((a, b) => a.time - b.time);
}

interface CandleProps {
  candles: Candle[];
  lines: ChartLine[];
  decimals: number;
  height?: number;
  testId?: string;
}

/**
 * Candlestick chart (lightweight-charts v5) with a price line per grid level and the
 * entry/TP/SL lines. The y-range auto-fits to include the lines. Always left-to-right.
 */
export function CandleChart({ candles, lines, decimals, height = 380, testId = 'price-chart' }: CandleProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const priceLines = useRef<IPriceLine[]>([]);
  const extent = useRef<{ min: number; max: number } | null>(null);
  const fitted = useRef(false);

  useEffect(() => {
    if (!box.current) return undefined;
    const c = createChart(box.current, THEME);
    const s = c.addSeries(CandlestickSeries, {
      upColor: '#20b26c', downColor: '#ef454a', borderVisible: false,
      wickUpColor: '#20b26c', wickDownColor: '#ef454a',
      autoscaleInfoProvider: (original: () => { priceRange: { minValue: number; maxValue: number } } | null) => {
        const res = original();
        const e = extent.current;
        if (!res || !e) return res;
        return {
          ...res,
          priceRange: {
            minValue: Math.min(res.priceRange.minValue, e.min),
            maxValue: Math.max(res.priceRange.maxValue, e.max),
          },
        };
      },
    });
    chart.current = c;
    series.current = s;
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
      priceLines.current = [];
      fitted.current = false;
    };
  }, []);

  useEffect(() => {
    series.current?.applyOptions({
      priceFormat: { type: 'price', precision: decimals, minMove: Number(`1e-${decimals}`) },
    });
  }, [decimals]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    s.setData(toBars(candles));
    if (!fitted.current && candles.length) {
      chart.current?.timeScale().fitContent();
      fitted.current = true;
    }
  }, [candles]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    for (const l of priceLines.current) s.removePriceLine(l);
    const nums = lines.map((l) => toNumber(l.price)).filter((n) => Number.isFinite(n) && n > 0);
    extent.current = nums.length ? { min: Math.min(...nums), max: Math.max(...nums) } : null;
    priceLines.current = lines
      .filter((l) => Number.isFinite(toNumber(l.price)) && toNumber(l.price) > 0)
      .map((l) => s.createPriceLine({
        price: toNumber(l.price),
        color: l.color,
        lineWidth: l.kind === 'level' ? 1 : 2,
        lineStyle: l.kind === 'level' || l.kind === 'bound' ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: l.kind !== 'level',
        title: l.title ?? '',
      }));
    chart.current?.priceScale('right').applyOptions({ autoScale: true });
  }, [lines]);

  return <div ref={box} dir="ltr" className="chart-box" style={{ height }} data-testid={testId} data-lines={lines.length} />;
}

export interface Point { time: number; value: string }

/** A line chart of a value over time (the bot's total profit while the page is open). */
export function ValueChart({ points, height = 220, testId = 'pnl-chart' }: { points: Point[]; height?: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const series = useRef<ISeriesApi<'Line'> | null>(null);
  const chart = useRef<IChartApi | null>(null);

  useEffect(() => {
    if (!box.current) return undefined;
    const c = createChart(box.current, { ...THEME, timeScale: { ...THEME.timeScale, secondsVisible: true } });
    series.current = c.addSeries(LineSeries, { color: '#f7a600', lineWidth: 2, priceLineVisible: false });
    chart.current = c;
    return () => {
      c.remove();
      series.current = null;
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const seen = new Map<number, number>();
    for (const p of points) seen.set(Math.floor(p.time / 1000), toNumber(p.value));
    const data = [...seen.entries()].sort((a, b) => a[0] - b[0])
      .map(([time, value]) => ({ time: time as UTCTimestamp, value }));
    series.current?.setData(data);
    chart.current?.timeScale().fitContent();
  }, [points]);

  return <div ref={box} dir="ltr" className="chart-box" style={{ height }} data-testid={testId} data-points={points.length} />;
}
