import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AI_STYLES } from '../features/bots/kit/api';
import { COMMON_CHECK_CODES, SPOT_CHECK_CODES } from '../features/bots/kit/checks';
import { BOT_CODES } from '../features/bots/kit/errors';
import { CLOSE_MODES, CLOSE_REASONS } from '../features/bots/kit/labels';
import { FAMILIES } from '../features/backtest/api';
import { WINDOW_CHECKS } from '../features/backtest/errors';
import { PRESETS } from '../features/backtest/window';
import en from './locales/en.json';

const messages = en as Record<string, string>;
const src = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('message ids used by the code', () => {
  it('every literal id in the source exists in en.json', () => {
    const missing: string[] = [];
    const patterns = [/\b(?:id|[a-z]+Id)="([\w.-]+)"/g, /\bid: '([\w.-]+)'/g, /label\('([\w.-]+)'\)/g, /formatMessage\(\{ id: '([\w.-]+)' \}/g];
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      // TableHead's columns are message ids
      const columns = [...text.matchAll(/cols=\{\[([^\]]*)\]/g)].map((m) => m[1] ?? '').join(',');
      const ids = [
        ...patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1] ?? '')),
        ...[...columns.matchAll(/'([\w.-]+)'/g)].map((m) => m[1] ?? ''),
      ];
      for (const id of ids) if (id.includes('.') && !(id in messages)) missing.push(`${file.replace(src, 'src')}: ${id}`);
    }
    expect(missing).toEqual([]);
  });

  it('every id built from an enumeration exists', () => {
    const ids = [
      ...SPOT_CHECK_CODES.map((c) => `check.${c}`),
      ...COMMON_CHECK_CODES.map((c) => `check.${c}`),
      'check.unknown',
      ...BOT_CODES.map((c) => `botError.${c}`),
      ...CLOSE_REASONS.map((c) => `closeReason.${c}`),
      ...CLOSE_MODES.flatMap((m) => [`closeMode.${m}`, `closeMode.${m}.desc`]),
      ...AI_STYLES.map((s) => `ai.style.${s}`),
      ...['RAW', 'REJECTED', 'NEW', 'AWAIT_ACTIVATION', 'INITIALIZING', 'RUNNING', 'CANCELLING', 'COMPLETED'].map((s) => `botStatus.${s}`),
      ...['ARITHMETIC', 'GEOMETRIC'].map((g) => `gridType.${g}`),
      ...['BUY', 'SELL'].map((s) => `side.${s}`),
      ...['GRID_SPOT', 'DCA_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'].map((t) => `myBots.type.${t}`),
      ...['ongoing', 'closed'].map((s) => `myBots.${s}`),
      // the backtest lab
      ...FAMILIES.map((f) => `lab.family.${f}`),
      ...['queued', 'running', 'done', 'failed', 'cancelled'].map((s) => `lab.state.${s}`),
      ...['CYCLE', 'ROUND', 'REBALANCE'].map((k) => `lab.round.${k}`),
      ...PRESETS.map((p) => `lab.preset.${p.id}`),
      ...WINDOW_CHECKS.map((c) => `lab.error.${c}`),
      ...['history', 'upload'].map((s) => `lab.form.source.${s}`),
    ];
    expect(ids.filter((id) => !(id in messages))).toEqual([]);
  });
});
