import path from 'node:path';

/** What the bundler tells about a module while it splits the code (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: string[]; dynamicallyImportedIds: string[] } | null;
}

/** Packages whose entry only re-exports their parts: a screen that takes two names of one takes only those two parts. */
const BARREL = /node_modules[\\/](@mantine[\\/]core|@mantine[\\/]hooks|@tabler[\\/]icons-react)[\\/]/;
const DOMAIN = /[\\/]packages[\\/]domain[\\/]/;
const DOMAIN_ENTRY = /[\\/]packages[\\/]domain[\\/]src[\\/]index\.ts$/;
const BARREL_PACKAGE = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/** The names `code` imports from each specifier ('*' for all: a namespace, a side effect, a default). */
function importsOf(code: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (spec: string, names: string[]) => {
    const set = out.get(spec) ?? new Set<string>();
    for (const n of names) set.add(n);
    out.set(spec, set);
  };
  for (const m of code.matchAll(/\bimport\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/g)) {
    const [, def, named, spec] = m;
    const names = named
      ? named
          .split(',')
          .map((n) => n.trim().split(/\s+as\s+/)[0])
          .filter(Boolean)
      : [];
    add(spec, def || !named ? ['*'] : names);
  }
  return out;
}

/** An entry that only re-exports: each exported name → the file (relative to it) it comes from. */
function reExportsOf(code: string): Map<string, string> {
  const localFrom = new Map<string, string>();
  for (const m of code.matchAll(/\bimport\s*(?:\{([^}]*)\}|\*\s*as\s+([\w$]+))\s*from\s*["']([^"']+)["']/g)) {
    const [, named, ns, src] = m;
    if (ns) localFrom.set(ns, src);
    for (const n of named?.split(',') ?? []) {
      const [, local = n.trim()] = n.trim().split(/\s+as\s+/);
      if (local) localFrom.set(local.trim(), src);
    }
  }
  const out = new Map<string, string>();
  for (const m of code.matchAll(/\bexport\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g)) {
    const [, list, src] = m;
    for (const n of list.split(',')) {
      const [local, exported = local] = n
        .trim()
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      const from = src ?? localFrom.get(local);
      if (exported && from) out.set(exported, from);
    }
  }
  return out;
}

/** The modules `from` needs (not counting those in `stop`), following only the parts of a barrel package that are imported. */
function staticClosure(graph: ModuleGraph, from: string[], stop: Set<string>): Set<string> {
  const seen = new Set<string>();
  const barrels = new Map<string, Map<string, string>>();
  const visit = (id: string) => {
    if (seen.has(id) || stop.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) return;
    const imports = info.code ? importsOf(info.code) : new Map<string, Set<string>>();
    for (const dep of info.importedIds) {
      const pkg = BARREL.test(dep) ? dep.match(BARREL_PACKAGE)?.[1].replace(/\\/g, '/') : undefined;
      const names = pkg ? imports.get(pkg) : undefined;
      if (!pkg || !names || names.has('*')) {
        visit(dep);
        continue;
      }
      if (!barrels.has(dep)) barrels.set(dep, reExportsOf(graph.getModuleInfo(dep)?.code ?? ''));
      for (const name of names) {
        const rel = barrels.get(dep)?.get(name);
        if (rel) visit(path.resolve(path.dirname(dep), rel));
      }
    }
  };
  from.forEach(visit);
  return seen;
}

/** Every module loaded on demand (`import()`) anywhere under the entry. */
function lazyModules(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const dep of info?.importedIds ?? []) visit(dep);
    for (const dep of info?.dynamicallyImportedIds ?? []) {
      lazy.add(dep);
      visit(dep);
    }
  };
  visit(entry);
  return lazy;
}

/**
 * The modules that one visit's lazily loaded parts (`parts`: the layout, the screen, …) need beyond the
 * entry and share: with each other, or with any other lazily loaded module. Put in one chunk, the visit
 * loads a handful of files instead of one per shared piece (a browser fetches six at a time over
 * HTTP/1.1). What only one part needs stays in that part's own chunk, so other screens do not load it.
 */
export function sharedByVisit(graph: ModuleGraph, entry: string, parts: string[]): Set<string> {
  const initial = staticClosure(graph, [entry], new Set());
  const partClosures = parts.map((p) => staticClosure(graph, [p], initial));
  const others = staticClosure(
    graph,
    [...lazyModules(graph, entry)].filter((m) => !parts.includes(m)),
    initial,
  );
  const shared = new Set<string>();
  for (const [i, closure] of partClosures.entries())
    for (const m of closure) if (others.has(m) || partClosures.some((c, j) => j !== i && c.has(m))) shared.add(m);
  return shared;
}

/** Each name the shared domain package's entry exports → the module that defines it (following `export *`). */
function domainExports(graph: ModuleGraph, entry: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (id: string) => {
    const info = graph.getModuleInfo(id);
    const code = info?.code ?? '';
    for (const m of code.matchAll(/\bexport\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g)) if (!out.has(m[1])) out.set(m[1], id);
    for (const m of code.matchAll(/\bexport\s*\{([^}]*)\}/g))
      for (const n of m[1].split(',')) {
        const name = n
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (name && !out.has(name)) out.set(name, id);
      }
    for (const m of code.matchAll(/\bexport\s*\*\s*from\s*["']([^"']+)["']/g)) {
      const target = path.resolve(path.dirname(id), m[1]).replace(/\.js$/, '');
      const dep = info?.importedIds.find((d) => d.replace(/\.(ts|js)$/, '') === target || d === `${target}/index.ts`);
      if (dep) visit(dep);
    }
  };
  visit(entry);
  return out;
}

/** The shared domain package's modules `modules` take by name, with what those import. */
function domainTaken(graph: ModuleGraph, modules: Iterable<string>, exported: Map<string, string>): Set<string> {
  const taken: string[] = [];
  for (const m of modules)
    for (const name of importsOf(graph.getModuleInfo(m)?.code ?? '').get('@portal/domain') ?? []) {
      const from = exported.get(name);
      if (from) taken.push(from);
    }
  return new Set([...staticClosure(graph, taken, new Set())].filter((m) => DOMAIN.test(m)));
}

/**
 * Of what a student's visit shares (`shared`), the modules that no other screen needs before it shows:
 * `others` are the lazily loaded modules every other screen loads first (the screen providers, the other
 * layouts, the screens not only for students); dialogs and other parts loaded on demand do not count.
 * The rest of the visit's shared modules, which every signed-in screen loads with the screen providers,
 * stay apart from these, so staff, transport and administration screens load none of them.
 * `kept`: modules of the shared domain package (one barrel the entry imports, so the bundler places its
 * modules by where they are used) that both these and the other screens take: they stay with every
 * screen, or the bundler would put them with the students' modules that import them.
 */
export function onlyForStudents(graph: ModuleGraph, entry: string, shared: Set<string>, others: string[]): { students: Set<string>; kept: Set<string> } {
  const initial = staticClosure(graph, [entry], new Set());
  const needed = staticClosure(graph, others, initial);
  const students = new Set([...shared].filter((m) => !needed.has(m)));
  const domainEntry = [...initial].find((m) => DOMAIN_ENTRY.test(m));
  if (!domainEntry) return { students, kept: new Set() };
  const exported = domainExports(graph, domainEntry);
  const byOthers = domainTaken(graph, needed, exported);
  const byStudents = domainTaken(graph, staticClosure(graph, [...students], initial), exported);
  // The entry's own are in the entry's chunk already (the entry takes the whole barrel: by name here).
  const byEntry = domainTaken(
    graph,
    [...initial].filter((m) => !DOMAIN.test(m)),
    exported,
  );
  return { students, kept: new Set([...byStudents].filter((m) => byOthers.has(m) && !byEntry.has(m))) };
}
