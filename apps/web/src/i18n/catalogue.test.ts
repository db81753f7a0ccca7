import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
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
});
