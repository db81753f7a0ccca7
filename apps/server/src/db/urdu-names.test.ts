import { DEPARTMENT_NAMES_UR, departmentName } from '@portal/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { departments } from './schema/index.js';

/** Every office and department a database starts with has its Urdu name, found by id and by its English name. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Urdu names of the reference departments', () => {
  it('cover every department of a new database', async () => {
    const rows = await t.db.select({ D_ID: departments.D_ID, D_NM: departments.D_NM }).from(departments);
    expect(rows.length).toBeGreaterThan(20);
    const missing = rows.filter((d) => !DEPARTMENT_NAMES_UR[d.D_ID]).map((d) => `${d.D_ID} ${d.D_NM}`);
    expect(missing).toEqual([]);
    // By name alone (screens that only have the name): the domain knows the database's English names.
    const byName = rows.filter((d) => departmentName('ur', d.D_NM) !== DEPARTMENT_NAMES_UR[d.D_ID]).map((d) => d.D_NM);
    expect(byName).toEqual([]);
  });
});
