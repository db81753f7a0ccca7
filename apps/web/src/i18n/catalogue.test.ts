import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enScreens } from './en-screens';
import { enStart } from './en-start';
import { messageTree } from './message-tree';
import { ur } from './ur';

type Node = { [key: string]: string | Node };

/** Every leaf of a catalogue as `path → text`. */
function leaves(node: Node, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

/** A key named in code, t('section.key') or t(`section.${…}`), or kept in a table for t(): its section. */
const SECTION_NAMED = /['`]([A-Za-z]\w*)\.(?:[\w -]+['`]|\$\{)/g;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const SRC = join(__dirname, '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

// English's `msg` section is the domain's messages, added when Urdu loads (./load-language.ts).
const enLeaves = leaves({ ...en, msg: messageTree() } as unknown as Node);
const urLeaves = leaves(ur as unknown as Node);

describe('the language catalogues', () => {
  it('Urdu has every key of English', () => {
    const missing = [...enLeaves.keys()].filter((k) => !urLeaves.has(k));
    expect(missing).toEqual([]);
  });

  it('English has every key of Urdu (no stale translations)', () => {
    const extra = [...urLeaves.keys()].filter((k) => !enLeaves.has(k));
    expect(extra).toEqual([]);
  });

  it('no text is empty and Urdu keeps every placeholder of English', () => {
    for (const [key, text] of enLeaves) {
      expect(text.trim(), key).not.toBe('');
      const translated = urLeaves.get(key);
      if (translated === undefined) continue;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('every key the code asks for by name is in the English catalogue', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/\bt\(\s*'([A-Za-z][\w-]*(?:\.[\w -]+)+)'/g)) {
        if (!enLeaves.has(m[1]!)) missing.push(`${file.slice(SRC.length + 1)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every navigation label and heading of the layouts is in the nav section', () => {
    const dir = join(SRC, 'app', 'layouts');
    const missing: string[] = [];
    for (const name of readdirSync(dir).filter((n) => /nav-items\.ts$|transport-layout\.tsx$/.test(n))) {
      const code = readFileSync(join(dir, name), 'utf8');
      for (const m of code.matchAll(/\b(?:label|heading): '([^']+)'/g)) {
        if (!enLeaves.has(`nav.${m[1]}`)) missing.push(`${name}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('code outside an area asks only for shared texts, an area\'s code also for its own part', async () => {
    // What loads with every screen; an area's part loads with its screens only (features/<area>/english.ts).
    const shared = new Set(Object.keys({ ...enStart, ...enScreens }));
    const partOf = new Map<string, Set<string>>();
    for (const name of readdirSync(join(SRC, 'i18n', 'en-areas'))) {
      const part = Object.values((await import(`./en-areas/${name}`)) as Record<string, object>)[0]!;
      partOf.set(name.replace(/\.ts$/, ''), new Set(Object.keys(part)));
    }
    const sections = new Set(Object.keys(en));
    const misplaced: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const rel = file.slice(SRC.length + 1);
      if (/^i18n[\\/](en|ur)(-areas[\\/]|-msg[\\/]|\.ts|-screens|-start|-lists)/.test(rel)) continue;
      const area = /^features[\\/]([\w-]+)[\\/]/.exec(rel)?.[1];
      const own = (area && partOf.get(area)) || new Set<string>();
      // A key's section, wherever the code names it: t('section.key'), or a key kept in a table for t().
      for (const m of readFileSync(file, 'utf8').matchAll(SECTION_NAMED)) {
        const section = m[1]!;
        if (sections.has(section) && !shared.has(section) && !own.has(section)) misplaced.push(`${rel}: ${section}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('every module of an area that names its own texts loads them', async () => {
    const missing: string[] = [];
    for (const name of readdirSync(join(SRC, 'i18n', 'en-areas'))) {
      const area = name.replace(/\.ts$/, '');
      const part = Object.values((await import(`./en-areas/${name}`)) as Record<string, object>)[0]!;
      const own = new Set(Object.keys(part));
      for (const file of sourceFiles(join(SRC, 'features', area))) {
        const code = readFileSync(file, 'utf8');
        if (![...code.matchAll(SECTION_NAMED)].some((m) => own.has(m[1]!))) continue;
        if (!/^import '(\.\.?\/)+english';$/m.test(code)) missing.push(file.slice(SRC.length + 1));
      }
    }
    expect(missing).toEqual([]);
  });
});
