import { STATUS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeDepartment } from '../admin/academics.js';
import { departments, mailOutbox } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStudent } from '../test/factories.js';
import { notifyStudent } from './notifier.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("a department's new name reaches the next mail at once", async () => {
  const { student } = await buildStudent(t.db, { EMAIL: 'renamed-dept@students.example.edu' });
  const [dept] = await t.db.select().from(departments).where(eq(departments.D_ID, 406));
  const event = { kind: 'clearance' as const, tId: 1, dId: 406, status: STATUS.APPROVED, comment: '', venue: '' };
  const mails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.TO, 'renamed-dept@students.example.edu'));
  await notifyStudent(t.db, t.db, student.ID, event);
  expect(JSON.stringify(await mails())).toContain(dept.D_NM);
  await changeDepartment(t.db, 406, { D_NM: 'Central Library of the University' });
  await notifyStudent(t.db, t.db, student.ID, event);
  const [, second] = (await mails()).sort((a, b) => a.ID - b.ID);
  expect(JSON.stringify(second)).toContain('Central Library of the University');
  expect(JSON.stringify(second)).not.toContain(dept.D_NM);
});
