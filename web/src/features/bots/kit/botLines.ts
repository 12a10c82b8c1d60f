import type { DecimalString, GridType } from './api';
import { LINE_COLORS, type ChartLine } from './charts';
import { gridLevelStrings } from './math';

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
