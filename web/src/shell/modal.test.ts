import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODAL_MIN_WIDTH_PX, MOBILE_MAX_WIDTH } from '../platform/constants';

const src = join(process.cwd(), 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('modals (SPEC §2: min width 480 px, mobile under 767 px)', () => {
  it('the .modal style has a 480 px minimum and a sheet layout at <= 767 px', () => {
    const css = readFileSync(join(src, 'index.css'), 'utf8');
    const block = /\.modal \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(block).toContain(`min-width: ${MODAL_MIN_WIDTH_PX}px`);
    expect(css).toMatch(new RegExp(`@media \\(max-width: ${MOBILE_MAX_WIDTH}px\\) \\{\\s*\\.modal \\{[^}]*min-width: 0`));
  });

  it('every dialog uses the .modal style', () => {
    const offenders: string[] = [];
    for (const file of files(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<Dialog\.Content\b[^>]*>/g)) {
        if (!/className="modal[\s"]/.test(m[0])) offenders.push(`${file.replace(src, 'src')}: ${m[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
