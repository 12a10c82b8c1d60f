/**
 * A stand-in for lightweight-charts in jsdom (no canvas): records the series data and price
 * lines so tests can check what the chart was asked to draw. Use with
 * `vi.mock('lightweight-charts', () => import('../../test/lightweightChartsMock'))`.
 */
export interface FakeSeries {
  data: unknown[];
  lines: { price: number; color: string; title?: string }[];
}

export const charts: { series: FakeSeries[]; removed: number; markers: unknown[][] } = { series: [], removed: 0, markers: [] };

export function resetCharts(): void {
  charts.series = [];
  charts.removed = 0;
  charts.markers = [];
}

/** The markers plugin: records the last markers set on each series it was made for. */
export function createSeriesMarkers(_series: unknown, initial: unknown[] = []) {
  const index = charts.markers.push(initial) - 1;
  return { setMarkers: (m: unknown[]) => { charts.markers[index] = m; }, detach: () => undefined };
}

export const ColorType = { Solid: 'solid' } as const;
export const LineStyle = { Solid: 0, Dotted: 1, Dashed: 2 } as const;
export const CandlestickSeries = { type: 'Candlestick' };
export const LineSeries = { type: 'Line' };

export function createChart() {
  return {
    addSeries() {
      const s: FakeSeries = { data: [], lines: [] };
      charts.series.push(s);
      return {
        setData: (d: unknown[]) => { s.data = d; },
        applyOptions: () => undefined,
        createPriceLine: (o: { price: number; color: string; title?: string }) => {
          const line = { price: o.price, color: o.color, title: o.title };
          s.lines.push(line);
          return line;
        },
        removePriceLine: (l: unknown) => { s.lines = s.lines.filter((x) => x !== l); },
      };
    },
    removeSeries: () => undefined,
    timeScale: () => ({ fitContent: () => undefined }),
    priceScale: () => ({ applyOptions: () => undefined }),
    remove: () => { charts.removed += 1; },
  };
}
