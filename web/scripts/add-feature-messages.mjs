#!/usr/bin/env node
// Merge a feature's messages (every key under `<prefix>.`) into the 18 locale files.
//
// Like add-family-messages.mjs, for a feature outside the bot families: its messages are in
// src/features/<feature>/messages/<locale>.json; merge-messages.mjs says how they are merged.
//   node scripts/add-feature-messages.mjs ranking ranking
import { join } from 'node:path';
import { mergeMessages, web } from './merge-messages.mjs';

const [feature, prefix = feature] = process.argv.slice(2);
if (!feature) {
  console.error('usage: node scripts/add-feature-messages.mjs <feature> [prefix]');
  process.exit(2);
}
mergeMessages(join(web, 'src/features', feature, 'messages'), prefix);
