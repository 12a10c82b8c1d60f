// The merge both add-*-messages scripts run: a part of the app keeps its messages (every key
// under `<prefix>.`) in <sourceDir>/<locale>.json, the source of truth for its keys. For each
// locale this reads src/i18n/locales/<locale>.json as it is *now*, drops the part's keys, appends
// ours (in the order of en) and writes the file back at once, so keys other people add to the
// locale files in the meantime are kept. Sets a failing exit code when a locale is incomplete.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(web, 'src/i18n/locales');
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));

export function mergeMessages(sourceDir, prefix) {
  const PREFIX = `${prefix}.`;
  const en = read(join(sourceDir, 'en.json'));
  const order = Object.keys(en);
  let failed = false;
  for (const file of readdirSync(localesDir).filter((f) => f.endsWith('.json')).sort()) {
    const locale = file.replace(/\.json$/, '');
    let ours;
    try {
      ours = read(join(sourceDir, file));
    } catch {
      console.error(`${locale}: no ${relative(web, join(sourceDir, file))}`);
      failed = true;
      continue;
    }
    const missing = order.filter((k) => typeof ours[k] !== 'string' || !ours[k].trim());
    const extra = Object.keys(ours).filter((k) => !(k in en) || !k.startsWith(PREFIX));
    if (missing.length || extra.length) {
      console.error(`${locale}: missing ${missing.join(', ') || '-'}; unexpected ${extra.join(', ') || '-'}`);
      failed = true;
      continue;
    }
    // read, merge and write back immediately: never from an older copy
    const path = join(localesDir, file);
    const current = read(path);
    const merged = {};
    for (const [k, v] of Object.entries(current)) if (!k.startsWith(PREFIX)) merged[k] = v;
    for (const k of order) merged[k] = ours[k];
    writeFileSync(path, `${JSON.stringify(merged, null, 2)}\n`);
    console.log(`${locale}: ${order.length} ${prefix} keys merged (${Object.keys(merged).length} keys)`);
  }
  process.exitCode = failed ? 1 : 0;
}
