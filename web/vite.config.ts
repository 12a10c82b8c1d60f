/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const require = createRequire(import.meta.url);
const LOCALE_JSON = /[\\/]src[\\/]i18n[\\/]locales[\\/][^\\/]+\.json$/;
const PRECOMPILED = '\0precompiled:';

/**
 * Production builds ship each locale's messages already parsed (the ICU message AST react-intl
 * formats directly), so the message parser stays out of the bundle (see the alias below) and no
 * message is parsed in the browser. Tests and the dev server keep the plain JSON strings.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'bot:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\.json$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        // an id without the .json extension (Vite's JSON plugin would take it); the chunk keeps its name
        return resolved && LOCALE_JSON.test(resolved.id) ? PRECOMPILED + resolved.id.slice(0, -'.json'.length) : null;
      },
    },
    load: {
      filter: { id: /^\0precompiled:/ },
      handler(id) {
        const file = `${id.slice(PRECOMPILED.length)}.json`;
        this.addWatchFile(file);
        const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
        return `export default ${JSON.stringify(compiled)};`;
      },
    },
  };
}

// The backend serves dist/ at /tradingbot/ and /{locale}/tradingbot/, so asset
// URLs must be absolute (/tradingbot/assets/...) to work under both prefixes.
export default defineConfig(({ command }) => ({
  base: '/tradingbot/',
  plugins: [precompiledMessages(), react(), tailwindcss()],
  resolve: {
    // messages are precompiled in builds (above): react-intl's formatter without the ICU parser
    alias: command === 'build'
      ? [{
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: join(dirname(require.resolve('@formatjs/icu-messageformat-parser')), 'no-parser.js'),
      }]
      : [],
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Long-cached vendor chunks the home route loads anyway: React, the router and data cache,
        // the message formatter (rarely changing; named so the first page's parts read clearly).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router-query', test: /node_modules[\\/](react-router|@tanstack)[\\/]/ },
            { name: 'intl', test: /node_modules[\\/](react-intl|intl-messageformat|@formatjs)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/setupTests.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
