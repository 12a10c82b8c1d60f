import { parse } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

// vitest runs from the web/ folder
const dir = join(process.cwd(), 'src', 'i18n', 'locales');
const load = (code: string) => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const en = load('en');
const enKeys = Object.keys(en).sort();

/** Names of the ICU arguments of a message, sorted. */
function argNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: ReturnType<typeof parse>) => {
    for (const n of nodes) {
      if ('value' in n && typeof n.value === 'string' && n.type !== 0) names.add(n.value);
      if ('options' in n) for (const o of Object.values(n.options)) walk(o.value);
      if ('children' in n) walk(n.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('locale files', () => {
  it('has one file per supported language and no others', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has exactly the keys of en, no empty values, valid ICU', (code) => {
    const messages = load(code);
    expect(Object.keys(messages).sort()).toEqual(enKeys);
    for (const [key, value] of Object.entries(messages)) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), key).not.toBe('');
      expect(() => parse(value), `${code}:${key}`).not.toThrow();
      expect(argNames(value), `${code}:${key} arguments`).toEqual(argNames(en[key] ?? ''));
    }
  });

  it('translates: most messages differ from English in every other language', () => {
    for (const code of LOCALES.filter((l) => l !== 'en')) {
      const messages = load(code);
      const same = enKeys.filter((k) => messages[k] === en[k]);
      expect(same.length, `${code} untranslated: ${same.join(', ')}`).toBeLessThan(enKeys.length * 0.2);
    }
  });
});
