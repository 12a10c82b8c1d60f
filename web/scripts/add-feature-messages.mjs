#!/usr/bin/env node
// Merge a feature's messages (every key under `<prefix>.`) into the 18 locale files.
//
// Like add-family-messages.mjs, for a feature outside the bot families: it reads
// src/features/<feature>/messages/<locale>.json (the source of truth for its keys), then for each
// locale reads src/i18n/locales/<locale>.json as it is *now*, drops the feature's keys, appends
// ours (in the order of en) and writes the file back at once, so keys others add meanwhile stay.
//   node scripts/add-feature-messages.mjs ranking ranking
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(web, 'src/i18n/locales');
const [feature, prefix = feature] = process.argv.slice(2);
if (!feature) {
  console.error('usage: node scripts/add-feature-messages.mjs <feature> [prefix]');
  process.exit(2);
}
const sourceDir = join(web, 'src/features', feature, 'messages');
const PREFIX = `${prefix}.`;
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const order = Object.keys(read(join(sourceDir, 'en.json')));

let failed = false;
for (const file of readdirSync(localesDir).filter((f) => f.endsWith('.json')).sort()) {
  const ours = read(join(sourceDir, file));
  const missing = order.filter((k) => typeof ours[k] !== 'string' || !ours[k].trim());
  const extra = Object.keys(ours).filter((k) => !order.includes(k) || !k.startsWith(PREFIX));
  if (missing.length || extra.length) {
    console.error(`${file}: missing ${missing.join(', ') || '-'}; unexpected ${extra.join(', ') || '-'}`);
    failed = true;
    continue;
  }
  const path = join(localesDir, file);
  const current = read(path);
  const kept = Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith(PREFIX)));
  writeFileSync(path, `${JSON.stringify({ ...kept, ...Object.fromEntries(order.map((k) => [k, ours[k]])) }, null, 2)}\n`);
}
process.exit(failed ? 1 : 0);
