import type { DecimalString, GridType } from './api';
import { LINE_COLORS, type ChartLine } from './charts';
import { cellCount, gridLevelStrings, parseDecimal } from './math';

/** More levels than this are not drawn: they would fill the chart and slow it down. */
const MAX_DRAWN_LEVELS = 300;

/** A bot's grid levels as chart lines, the two bounds highlighted; none for a cell count that cannot be drawn. */
export function gridLevelLines(
  min: DecimalString, max: DecimalString, cells: number, type: GridType, decimals: number,
): ChartLine[] {
  const levels = Number.isInteger(cells) && cells > 0 && cells <= MAX_DRAWN_LEVELS
    ? gridLevelStrings(min, max, cells, type, decimals) : [];
  return levels.map((p, i) => {
    const edge = i === 0 || i === levels.length - 1;
    return { price: p, color: edge ? LINE_COLORS.bound : LINE_COLORS.level, kind: edge ? 'bound' : 'level' };
  });
}

/** A create form's grid levels, once its count, bounds (0 < min < max) make a grid that can be drawn. */
export function formGridLines(
  form: { cellNumber: string; minPrice: string; maxPrice: string; gridType: GridType }, decimals: number,
): ChartLine[] {
  const cells = cellCount(form.cellNumber);
  const min = parseDecimal(form.minPrice);
  const max = parseDecimal(form.maxPrice);
  if (!cells || !min || !max || !max.gt(min) || !min.gt(0)) return [];
  return gridLevelLines(min.toFixed(), max.toFixed(), cells, form.gridType, decimals);
}

/** A titled price mark (entry, TP, SL, liquidation) for each value above zero, in the colour of its kind unless told. */
export function markLines(
  marks: readonly (readonly [value: string, kind: ChartLine['kind'], title: string, color?: string])[],
): ChartLine[] {
  return marks.flatMap(([value, kind, title, color]) => {
    const d = parseDecimal(value);
    return d && d.gt(0) ? [{ price: d.toFixed(), color: color ?? LINE_COLORS[kind], kind, title }] : [];
  });
}
