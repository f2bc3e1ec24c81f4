import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * The site's stylesheets are written flat: no rule inside another. A rule that lost its closing brace
 * makes every rule after it a nested one (browsers read CSS nesting now), so those rules silently apply
 * only inside the unclosed one: the records' status pills lost their colours that way and no test saw it.
 */
const SOURCE = new URL('../../src/', import.meta.url);

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Rules whose parent is a rule, as "file:line selector inside parent". */
export function nestedRules(css: string, file = 'stylesheet.css'): string[] {
  const found: string[] = [];
  postcss.parse(css, { from: file }).walkRules((rule) => {
    if (rule.parent?.type === 'rule') found.push(`${file}:${rule.source?.start?.line} ${rule.selector} inside ${(rule.parent as postcss.Rule).selector}`);
  });
  return found;
}

describe('stylesheets', () => {
  const files = stylesheets(SOURCE.pathname);

  it('finds the site stylesheets', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('hold no rule inside another (an unclosed brace would make the rest nested)', () => {
    expect(files.flatMap((file) => nestedRules(readFileSync(file, 'utf8'), file.slice(SOURCE.pathname.length)))).toEqual([]);
  });

  it('sees a rule that lost its closing brace', () => {
    expect(nestedRules('.a img {\n  border: 0;\n.b {\n  color: red;\n}\n\n.c {\n  color: blue;\n}\n}\n')).toEqual([
      'stylesheet.css:3 .b inside .a img',
      'stylesheet.css:7 .c inside .a img',
    ]);
    expect(nestedRules('.a img {\n  border: 0;\n}\n.b {\n  color: red;\n}\n')).toEqual([]);
  });
});
