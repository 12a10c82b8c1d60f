import {
  CandlestickSeries, ColorType, createChart, createSeriesMarkers, LineSeries,
  type IChartApi, type ISeriesApi, type SeriesMarker, type Time, type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/** One line of a lab chart: `[ts ms, value]` points (values are display-only floats here). */
export interface Line { id: string; title: string; color: string; points: [number, number][] }
/** A fill marked on the candles. */
export interface Mark { ts: number; side: 'BUY' | 'SELL'; liquidation: boolean; title: string }
export type Bar = [number, string, string, string, string];

export const LAB_COLORS = ['#f7a600', '#3d8bfd', '#20b26c', '#c77dff', '#848e9c'] as const;

const THEME = {
  layout: { background: { type: ColorType.Solid, color: '#15191e' }, textColor: '#848e9c', attributionLogo: true },
  grid: { vertLines: { color: '#1e2329' }, horzLines: { color: '#1e2329' } },
  rightPriceScale: { borderColor: '#2b3139' },
  timeScale: { borderColor: '#2b3139', timeVisible: true, secondsVisible: false },
  autoSize: true,
} as const;

const sec = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/** Points with ascending, unique times (the chart library refuses others). */
function ordered(points: [number, number][]) {
  const seen = new Map<number, number>();
  for (const [ts, v] of points) if (Number.isFinite(v)) seen.set(sec(ts), v);
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([time, value]) => ({ time: time as UTCTimestamp, value }));
}

/**
 * Lines over time (equity against buy-and-hold, the drawdown, compared runs), zoomable with the
 * wheel and a drag. Time runs left to right in every language (as the price charts do).
 */
export function LinesChart({ lines, height = 260, testId, percent = false }: {
  lines: Line[]; height?: number; testId: string; percent?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const drawn = useRef<ISeriesApi<'Line'>[]>([]);

  useEffect(() => {
    if (!box.current) return undefined;
    chart.current = createChart(box.current, THEME);
    return () => {
      chart.current?.remove();
      chart.current = null;
      drawn.current = [];
    };
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    for (const s of drawn.current) c.removeSeries?.(s);
    drawn.current = lines.map((l) => {
      const s = c.addSeries(LineSeries, {
        color: l.color, lineWidth: 2, title: l.title, priceLineVisible: false,
        priceFormat: percent ? { type: 'percent', precision: 2, minMove: 0.01 } : { type: 'price', precision: 2, minMove: 0.01 },
      });
      s.setData(ordered(l.points));
      return s;
    });
    c.timeScale().fitContent();
  }, [lines, percent]);

  return <div ref={box} dir="ltr" className="chart-box" style={{ height }} data-testid={testId} data-lines={lines.length} />;
}

/** The candles of a leg with the run's fills marked on them (buys below, sells above), zoomable. */
export function FillsChart({ bars, marks, height = 340 }: { bars: Bar[]; marks: Mark[]; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const markers = useRef<ReturnType<typeof createSeriesMarkers<Time>> | null>(null);

  useEffect(() => {
    if (!box.current) return undefined;
    const c = createChart(box.current, THEME);
    series.current = c.addSeries(CandlestickSeries, {
      upColor: '#20b26c', downColor: '#ef454a', borderVisible: false, wickUpColor: '#20b26c', wickDownColor: '#ef454a',
    });
    markers.current = createSeriesMarkers(series.current, []);
    chart.current = c;
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
      markers.current = null;
    };
  }, []);

  useEffect(() => {
    const times = new Set<number>();
    const data = [];
    for (const [ts, o, h, l, c] of bars) {
      const time = sec(ts);
      if (times.has(time)) continue;
      times.add(time);
      data.push({ time, open: Number(o), high: Number(h), low: Number(l), close: Number(c) });
    }
    data.sort((a, b) => a.time - b.time);
    series.current?.setData(data);
    // a fill sits on the bar that holds it (bars merge candles: the last bar opened at or before it)
    const starts = data.map((d) => d.time as number);
    const at = (ts: number) => {
      const t = sec(ts);
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= t) lo = mid;
        else hi = mid - 1;
      }
      return starts[lo] ?? t;
    };
    const list: SeriesMarker<Time>[] = marks.map((m) => ({
      time: at(m.ts) as UTCTimestamp,
      position: m.side === 'BUY' ? 'belowBar' : 'aboveBar',
      color: m.liquidation ? '#ef454a' : m.side === 'BUY' ? '#20b26c' : '#f7a600',
      shape: m.side === 'BUY' ? 'arrowUp' : 'arrowDown',
      text: m.title,
    }));
    list.sort((a, b) => (a.time as number) - (b.time as number));
    markers.current?.setMarkers(list);
    chart.current?.timeScale().fitContent();
  }, [bars, marks]);

  return <div ref={box} dir="ltr" className="chart-box" style={{ height }} data-testid="lab-fills-chart"
    data-bars={bars.length} data-marks={marks.length} />;
}
