import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * The Node the project names (package.json `engines`, the README) runs every installed package: no package in
 * the lockfile asks for a newer one, so `npm install` and `npm ci` print no engine warning on it. A package
 * whose newest release asks for more is kept at the last release that does not (README, "Two commands"). And
 * every dependency with an install script is named in `allowScripts`, approved or refused.
 */
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};
const root = new URL('../../../', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

describe('dependencies and the Node the project names', () => {
  const named = readJson('package.json').engines.node as string;
  const lock = readJson('package-lock.json') as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean }>;
  };

  it.each([
    ['the oldest Node named', semver.minVersion(named)!.version],
    ['the Node running the tests', process.versions.node],
  ])('%s (%s) is one every package of the lockfile supports', (_which, version) => {
    expect(semver.satisfies(version, named)).toBe(true);
    const refusing = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && p.engines && !Array.isArray(p.engines) && p.engines.node && !semver.satisfies(version, p.engines.node))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it("names every dependency that has an install script in allowScripts (npm 11 runs none it has not been told about)", () => {
    const decided = readJson('package.json').allowScripts as Record<string, boolean>;
    const undecided = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && p.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''))
      .filter((name) => !Object.hasOwn(decided, name));
    expect(undecided).toEqual([]);
  });
});

