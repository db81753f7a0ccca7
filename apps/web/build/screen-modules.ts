import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The modules of the screens, each with whether only students open it: each area's routes.tsx names a
 * screen's module and its paths, config/route-access.ts each path's access; a screen all of whose paths
 * are `student` is only for students (scripts/check-bundle-budgets.mjs places the screens the same way).
 */
export function screenModules(srcDir: string): Map<string, { onlyStudents: boolean }> {
  const accessOf = new Map(
    [...readFileSync(path.join(srcDir, 'config/route-access.ts'), 'utf8').matchAll(/\[PATHS\.(\w+)\]:\s*'([\w-]+)'/g)].map((m) => [m[1], m[2]]),
  );
  const accessOfScreen = new Map<string, string[]>();
  for (const area of readdirSync(path.join(srcDir, 'features'))) {
    const file = path.join(srcDir, 'features', area, 'routes.tsx');
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    const moduleOf = new Map(
      [...code.matchAll(/const (\w+) = lazyScreen\(\s*\(\) => import\('(\.[^']+)'\)/g)].map((m) => [m[1], path.join(path.dirname(file), `${m[2]}.tsx`)]),
    );
    for (const [, pathKey, component] of code.matchAll(/path:\s*PATHS\.(\w+),\s*element:\s*<(\w+)/g)) {
      const screen = moduleOf.get(component);
      if (screen) accessOfScreen.set(screen, [...(accessOfScreen.get(screen) ?? []), accessOf.get(pathKey) ?? 'unknown']);
    }
  }
  return new Map([...accessOfScreen].map(([screen, kinds]) => [screen, { onlyStudents: kinds.every((k) => k === 'student') }]));
}
