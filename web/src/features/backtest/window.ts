/** The lab's window picker: presets ending at the last whole minute, or dates in UTC. */
export const PRESETS = [
  { id: '6h', ms: 6 * 3_600_000 },
  { id: '1d', ms: 86_400_000 },
  { id: '3d', ms: 3 * 86_400_000 },
  { id: '7d', ms: 7 * 86_400_000 },
  { id: '30d', ms: 30 * 86_400_000 },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

export const MINUTE_MS = 60_000;

/** The window of a preset: `[end - length, end)`, `end` the last whole minute of `now`. */
export function presetWindow(id: PresetId, now: number): { from: number; to: number } {
  const to = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const length = PRESETS.find((p) => p.id === id)?.ms ?? 86_400_000;
  return { from: to - length, to };
}

/** `YYYY-MM-DDTHH:mm` (a datetime-local input's value) of a UTC time. */
export function toInput(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/** The UTC time of a datetime-local value, null when it is not one. */
export function fromInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00Z`);
  return Number.isFinite(ms) ? ms : null;
}

/** The part of `want` inside what the server holds (`held`), null when they do not meet. */
export function clampWindow(want: { from: number; to: number }, held: { from: number; to: number }) {
  const from = Math.max(want.from, held.from);
  const to = Math.min(want.to, held.to);
  return to > from ? { from, to } : null;
}
