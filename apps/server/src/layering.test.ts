import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's layers, top to bottom (docs/ARCHITECTURE.md, "Import direction"). A part imports its own layer
 * and those below, never one above; the entry points (server.ts, cli/) are imported by nothing, not even by
 * each other. `biome.json` holds the rule; this test plants, in every part, an import of every other part and
 * checks that Biome refuses exactly the upward ones.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['server.ts', 'cli/'],
  ['app.ts', 'seed/'],
  ['routes/'],
  ['plugins/'],
  ['admin/', 'notifications/', 'documents/', 'ops/'],
  ['identity/'],
  ['jobs/', 'adapters/'],
  ['lib/'],
  ['db/'],
  ['config.ts'],
];
const ENTRY_POINTS = ['server.ts', 'cli/'];
/** Test code (besides `*.test.ts` anywhere), which may import any layer. */
const EXEMPT = ['test/', 'resilience/'];

const PARTS = LAYERS.flat();
const layerOf = (part: string) => LAYERS.findIndex((layer) => layer.includes(part));
const refused = (from: string, to: string) => from !== to && (layerOf(to) < layerOf(from) || (ENTRY_POINTS.includes(from) && ENTRY_POINTS.includes(to)));

const root = new URL('../../../', import.meta.url);
const src = new URL('apps/server/src/', root);

describe('the layering of the server', () => {
  it('places every folder and top-level file of apps/server/src in a layer (or among the test code)', () => {
    const unplaced = fs
      .readdirSync(src, { withFileTypes: true })
      .filter((e) => !e.name.endsWith('.test.ts'))
      .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
      .filter((name) => !PARTS.includes(name) && !EXEMPT.includes(name));
    expect(unplaced).toEqual([]);
  });

  /**
   * One Biome run over planted files, in a copy of the project's configuration (so nothing is written into the
   * checkout): in each part a file at its top and one a folder deeper (a file part is planted as itself), each
   * importing every other part, one import a line; and a test file and the test folders importing them all.
   */
  const planted = new Map<string, { line: number; from: string; to: string; specifier: string; expected: boolean }[]>();
  let found = new Map<string, Set<number>>();
  let dir = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layering-'));
    const config = JSON.parse(fs.readFileSync(new URL('biome.json', root), 'utf8'));
    delete config.$schema;
    delete config.plugins; // the project's GritQL rules are not the subject here
    fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));

    const targets = (from: string) => PARTS.filter((to) => to !== from);
    const specifiers = (fileDir: string, to: string) => {
      const up = path.posix.relative(fileDir, 'apps/server/src') || '.';
      const rel = up.startsWith('.') ? up : `./${up}`;
      if (to.endsWith('/')) return [`${rel}/${to}layering-target.js`];
      const base = to.replace(/\.ts$/, '');
      return [`${rel}/${base}.js`, `${rel}/${base}`];
    };
    const plant = (file: string, from: string, exempt: boolean) => {
      const lines = targets(from).flatMap((to) => specifiers(path.posix.dirname(file), to).map((specifier) => ({ to, specifier })));
      planted.set(
        file,
        lines.map(({ to, specifier }, i) => ({ line: i + 1, from, to, specifier, expected: !exempt && refused(from, to) })),
      );
      fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), lines.map(({ specifier }) => `import '${specifier}';\n`).join(''));
    };
    for (const part of PARTS) {
      const at = `apps/server/src/${part}`;
      if (part.endsWith('/')) {
        plant(`${at}layering-probe.ts`, part, false);
        plant(`${at}layering-probe/deeper.ts`, part, false);
        plant(`${at}layering-probe.test.ts`, part, true);
      } else {
        plant(at, part, false);
      }
    }
    for (const folder of EXEMPT) plant(`apps/server/src/${folder}layering-probe.ts`, folder, true);

    const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
    const run = spawnSync(process.execPath, [biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'], { cwd: dir, encoding: 'utf8' });
    if (!run.stdout) throw new Error(`biome did not answer: ${run.stderr || run.error}`);
    const report = JSON.parse(run.stdout) as { diagnostics: { category?: string; location?: { path?: string; start?: { line: number } } }[] };
    found = new Map();
    for (const d of report.diagnostics) {
      if (d.category !== 'lint/style/noRestrictedImports' || !d.location?.path || !d.location.start) continue;
      const lines = found.get(d.location.path) ?? new Set<number>();
      lines.add(d.location.start.line);
      found.set(d.location.path, lines);
    }
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const misjudged = (which: (from: string) => boolean) => {
    const wrong: string[] = [];
    for (const [file, lines] of planted) {
      for (const l of lines.filter((l) => which(l.from))) {
        const said = found.get(file)?.has(l.line) ?? false;
        if (said !== l.expected) wrong.push(`${file}: import '${l.specifier}' (${l.from} → ${l.to}) ${l.expected ? 'was let through' : 'was refused'}`);
      }
    }
    return wrong;
  };

  it.each(PARTS)('refuses the imports planted in %s of the layers above it, and lets the others through', (part) => {
    expect(PARTS.some((to) => refused(part, to))).toBe(true);
    expect(misjudged((from) => from === part)).toEqual([]);
  });

  it('lets test code import any layer', () => {
    expect(misjudged((from) => EXEMPT.includes(from))).toEqual([]);
  });
});
