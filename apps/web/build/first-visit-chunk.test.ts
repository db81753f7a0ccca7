import { describe, expect, it } from 'vitest';
import { onlyForStudents, sharedByVisit } from './first-visit-chunk';

/** A module graph as the bundler gives it: id → code and the ids its imports resolved to. */
function graphOf(modules: Record<string, { code?: string; imports?: string[]; lazy?: string[] }>) {
  return {
    getModuleInfo: (id: string) =>
      modules[id] ? { code: modules[id].code ?? '', importedIds: modules[id].imports ?? [], dynamicallyImportedIds: modules[id].lazy ?? [] } : null,
  };
}

const BARREL = '/app/node_modules/@mantine/core/esm/index.mjs';
const card = '/app/node_modules/@mantine/core/esm/components/Card/Card.mjs';
const badge = '/app/node_modules/@mantine/core/esm/components/Badge/Badge.mjs';
const table = '/app/node_modules/@mantine/core/esm/components/Table/Table.mjs';
const box = '/app/node_modules/@mantine/core/esm/core/Box/Box.mjs';

const modules = {
  '/src/main.tsx': { code: "import { Box } from '@mantine/core';", imports: [BARREL], lazy: ['/src/layout.tsx', '/src/home.tsx', '/src/staff.tsx'] },
  [BARREL]: {
    code: "import { Box } from './core/Box/Box.mjs';\nimport { Card } from './components/Card/Card.mjs';\nimport { Badge } from './components/Badge/Badge.mjs';\nimport { Table } from './components/Table/Table.mjs';\nexport { Badge, Box, Card, Table };",
    imports: [box, card, badge, table],
  },
  [box]: {},
  [card]: { imports: [box] },
  [badge]: { imports: [box] },
  [table]: { imports: [box] },
  '/src/layout.tsx': { code: "import { Card } from '@mantine/core';\nimport { nav } from './nav';", imports: [BARREL, '/src/nav.ts'] },
  '/src/nav.ts': {},
  '/src/home.tsx': { code: 'import { Card, Badge as B } from "@mantine/core";\nimport { dates } from \'./dates\';', imports: [BARREL, '/src/dates.ts'] },
  '/src/dates.ts': {},
  '/src/staff.tsx': { code: "import { Table, Badge } from '@mantine/core';\nimport { dates } from './dates';", imports: [BARREL, '/src/dates.ts'] },
};

describe('sharedByVisit (the student-first chunk)', () => {
  const shared = sharedByVisit(graphOf(modules), '/src/main.tsx', ['/src/layout.tsx', '/src/home.tsx']);

  it('takes what the visit’s parts share with each other or with another screen', () => {
    // Card: the layout and the dashboard; Badge and dates: the dashboard and the staff screen.
    expect([...shared].sort()).toEqual([badge, card, '/src/dates.ts'].sort());
  });

  it('leaves what one part alone needs in that part, and what the entry has in the entry', () => {
    expect(shared.has('/src/nav.ts')).toBe(false);
    expect(shared.has('/src/layout.tsx')).toBe(false);
    expect(shared.has(box)).toBe(false);
  });

  it('follows only the parts of a barrel package that are imported', () => {
    // Table comes with the barrel, but only the staff screen imports it.
    expect(shared.has(table)).toBe(false);
    expect(shared.has(BARREL)).toBe(false);
  });
});

describe('onlyForStudents (the student-only chunk)', () => {
  const DOMAIN = '/repo/packages/domain/src/index.ts';
  const money = '/repo/packages/domain/src/money.ts';
  const steps = '/repo/packages/domain/src/tracker/next-step.ts';
  const withDomain = {
    ...modules,
    '/src/main.tsx': {
      ...modules['/src/main.tsx'],
      code: `${modules['/src/main.tsx'].code}\nimport { isStudent } from '@portal/domain';`,
      imports: [BARREL, DOMAIN],
    },
    [DOMAIN]: { code: "export * from './money.js';\nexport * from './tracker/next-step.js';", imports: [money, steps] },
    [money]: { code: 'export function formatRupees(n) { return n; }' },
    [steps]: { code: "import { formatRupees } from './money.js';\nexport const nextStep = () => formatRupees(1);", imports: [money] },
    // The next steps' words: the student layout's and the dashboard's.
    '/src/words.ts': { code: "import { nextStep } from '@portal/domain';", imports: [DOMAIN] },
    '/src/layout.tsx': {
      ...modules['/src/layout.tsx'],
      code: `${modules['/src/layout.tsx'].code}\nimport { words } from './words';`,
      imports: [BARREL, '/src/nav.ts', '/src/words.ts'],
    },
    '/src/home.tsx': {
      ...modules['/src/home.tsx'],
      code: `${modules['/src/home.tsx'].code}\nimport { words } from './words';`,
      imports: [BARREL, '/src/dates.ts', '/src/words.ts'],
    },
    '/src/staff.tsx': {
      ...modules['/src/staff.tsx'],
      code: `${modules['/src/staff.tsx'].code}\nimport { formatRupees } from '@portal/domain';`,
      imports: [BARREL, '/src/dates.ts', DOMAIN],
    },
  };
  const graph = graphOf(withDomain);
  const shared = sharedByVisit(graph, '/src/main.tsx', ['/src/layout.tsx', '/src/home.tsx']);
  const { students, kept } = onlyForStudents(graph, '/src/main.tsx', shared, ['/src/staff.tsx']);

  it('sets apart what the other screens do not load first, and keeps what they do', () => {
    // Card and the next steps' words: the student layout and dashboard only; Badge and dates: the staff screen too.
    expect([...students].sort()).toEqual([card, '/src/words.ts'].sort());
  });

  it('keeps with every screen the domain modules both the students’ modules and another screen take by name', () => {
    // The dashboard's next steps use money.ts, which the staff screen takes too; the next steps stay the students'.
    expect([...kept]).toEqual([money]);
  });
});
