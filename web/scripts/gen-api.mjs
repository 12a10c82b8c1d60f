#!/usr/bin/env node
/**
 * The web app's API types, generated from the server's contract (docs/ARCHITECTURE.md, Requests).
 *
 *   node scripts/gen-api.mjs              dump the server's /openapi.json into src/api/openapi.json
 *                                         (`tradingbot openapi`, no server started), then regenerate
 *                                         src/api/schema.gen.ts from it (`npm run gen:api`, `make api-types`)
 *   node scripts/gen-api.mjs --types-only regenerate src/api/schema.gen.ts from the checked-in openapi.json
 *   node scripts/gen-api.mjs --check      fail when schema.gen.ts is not what openapi.json generates
 *                                         (part of `npm test`; the server side of the drift check is
 *                                         tests/unit/api/test_openapi_drift.py)
 *
 * BOT_CLI: the command that runs the backend's CLI (default `../.venv/bin/tradingbot`), e.g.
 * `BOT_CLI="env PYTHONPATH=$PWD/../src /path/to/venv/bin/python -m tradingbot.cli"`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA_JSON = join(WEB, 'src/api/openapi.json');
const SCHEMA_TS = join(WEB, 'src/api/schema.gen.ts');
const HEADER = `/**
 * Generated from src/api/openapi.json by openapi-typescript (scripts/gen-api.mjs): do not edit.
 * Regenerate both with \`make api-types\` (or \`npm run gen:api\` in web/).
 */

`;

/** The TypeScript of a contract's text: the same text always gives the same file. */
export async function typesOf(jsonText) {
  // defaultNonNullable off: a request field with a default stays optional (answers list theirs as required)
  const ast = await openapiTS(JSON.parse(jsonText), { silent: true, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

function dumpContract() {
  const [cmd, ...args] = (process.env.BOT_CLI || '../.venv/bin/tradingbot').split(/\s+/).filter(Boolean);
  execFileSync(cmd, [...args, 'openapi', '--out', SCHEMA_JSON], { cwd: WEB, stdio: 'inherit' });
}

async function main(mode) {
  if (mode === '--check') {
    const expected = await typesOf(readFileSync(SCHEMA_JSON, 'utf8'));
    if (readFileSync(SCHEMA_TS, 'utf8') !== expected) {
      console.error('src/api/schema.gen.ts is not what src/api/openapi.json generates: run `make api-types`');
      process.exit(1);
    }
    console.log('src/api/schema.gen.ts matches src/api/openapi.json');
    return;
  }
  if (mode !== '--types-only') dumpContract();
  writeFileSync(SCHEMA_TS, await typesOf(readFileSync(SCHEMA_JSON, 'utf8')));
  console.log(mode === '--types-only' ? 'wrote src/api/schema.gen.ts' : 'wrote src/api/openapi.json and src/api/schema.gen.ts');
}

const mode = process.argv[2];
if (mode !== undefined && !['--check', '--types-only'].includes(mode)) {
  console.error(`unknown option ${mode}: use --check or --types-only`);
  process.exit(2);
}
await main(mode);
