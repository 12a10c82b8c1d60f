#!/usr/bin/env node
// Merge a bot family's messages (every key under `<prefix>.`) into the 18 locale files.
//
// A family keeps its messages in src/features/bots/<family>/messages/<locale>.json (the source of
// truth for its keys); merge-messages.mjs says how they are merged. Run it again whenever the
// family's messages change (from web/):
//   node scripts/add-family-messages.mjs futures-grid fgrid
//   node scripts/add-family-messages.mjs dca dca
import { join } from 'node:path';
import { mergeMessages, web } from './merge-messages.mjs';

const [family = 'futures-grid', prefix = 'fgrid'] = process.argv.slice(2);
mergeMessages(join(web, 'src/features/bots', family, 'messages'), prefix);
