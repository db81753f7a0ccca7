import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACADEMICS_MSG } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { auditLog, majors, students } from '../db/schema/index.js';
import { runAdminCommand } from './admin-commands.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The command line's academic commands run the administrator's services: same rules, same audit. */
describe('npm run admin -- add-department / add-programme / set-target-days / import-students', () => {
  it('adds a department and a programme, sets target days, and imports into the programme', async () => {
    expect((await runAdminCommand(t.db as never, 'add-department', { id: '215', name: 'Geology' })).lines).toEqual(['Added department 215 Geology.']);
    expect((await runAdminCommand(t.db as never, 'add-programme', { id: '150', name: 'BS Geology', short: 'BSGEOL', dept: '215', level: '2' })).exitCode).toBe(0);
    expect((await runAdminCommand(t.db as never, 'set-target-days', { dept: '215', days: '4' })).lines[0]).toContain('overdue after 4 working days');
    const csv = 'NM,F_NM,MAJ_ID,YEAR,RN\nSana Malik,Malik Riaz,150,2025,7\n';
    expect((await runAdminCommand(t.db as never, 'import-students', { csv, password: 'Welcome@123' })).lines[0]).toBe('Imported 1 students; 0 rows rejected.');
    // The same file again changes nothing and rejects nothing.
    expect((await runAdminCommand(t.db as never, 'import-students', { csv, password: 'Welcome@123' })).lines[0]).toBe('Imported 0 students; 0 rows rejected.');
    expect((await t.db.select().from(students).where(eq(students.MAJ_ID, 150))).map((s) => s.ROLNO)).toEqual(['0007-BSGEOL-25']);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY, 'programme'));
    expect(entries).toMatchObject([{ ENTITY_ID: '150', ACTION: 'create', ACTOR_NAME: expect.stringMatching(/command line/i) }]);
  });

  it('refuses with the screens’ messages and writes nothing', async () => {
    await expect(runAdminCommand(t.db as never, 'add-programme', { id: '151', name: 'BS Lower', short: 'bslow', dept: '215', level: '2' })).rejects.toThrow(ACADEMICS_MSG.shortFormat);
    await expect(runAdminCommand(t.db as never, 'add-programme', { id: '152', name: 'BS Office', short: 'BSOFF', dept: '101', level: '2' })).rejects.toThrow(ACADEMICS_MSG.notAcademic);
    await expect(runAdminCommand(t.db as never, 'add-department', { id: '201', name: 'Again' })).rejects.toThrow(ACADEMICS_MSG.deptTaken);
    expect(await t.db.select().from(majors).where(eq(majors.MAJ_ID, 151))).toEqual([]);
  });
});
