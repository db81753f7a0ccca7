import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, isNotNull } from 'drizzle-orm';
import { DEPT, MSG, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { auditLog, cardRequests, eftApplications, eftSchedules, students, transportRequests } from '../db/schema/index.js';

/**
 * A multipart body that cannot be read (no boundary, cut off, a field named like a prototype property,
 * more parts than a form has) is the caller's mistake: 400 with a message saying so, never a 500, and
 * nothing is written. Every upload route reads its form with the one reader (lib/multipart-form.ts).
 */
let t: TestApp;
let student: SessionUser;
let withoutPhoto: SessionUser;
let treasurer: SessionUser;
const day = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  student = (await buildStudent(t.db, { YEAR: new Date().getFullYear() - 2 })).user;
  withoutPhoto = (await buildStudent(t.db, { withPhoto: false })).user;
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
  await t.db.insert(eftSchedules).values({ TITLE: 'Open schedule', OPENS_AT: new Date(Date.now() - day), CLOSES_AT: new Date(Date.now() + day) });
});
afterAll(() => t.close());

const B = 'portal-boundary';
/** Bodies a browser never sends but a careless or hostile client may. */
const MALFORMED: [string, string, string][] = [
  ['no boundary in the content type', 'multipart/form-data', `--${B}\r\nContent-Disposition: form-data; name="ADDRESS"\r\n\r\nHouse 1\r\n--${B}--\r\n`],
  ['a body cut off before its closing boundary', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="ADDRESS"\r\n\r\nHouse 1`],
  ['a body of plain text', `multipart/form-data; boundary=${B}`, 'just some text, no parts at all'],
  ['a field named after a prototype property', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="constructor"\r\n\r\nx\r\n--${B}--\r\n`],
  ['more fields than a form has', `multipart/form-data; boundary=${B}`, `${Array.from({ length: 60 }, (_, i) => `--${B}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('')}--${B}--\r\n`],
  ['a file part cut off mid-file', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0`],
];

const ROUTES: [string, () => SessionUser][] = [
  ['/api/student/card-requests', () => student],
  ['/api/student/duplicate-card-requests', () => student],
  ['/api/eft/apply', () => student],
  ['/api/eft/my-applications/1/document', () => student],
  ['/api/clearance-requests/challans/reconcile', () => treasurer],
  ['/api/clearance-requests/student/uploadImg', () => withoutPhoto],
  ['TRANSPORT', () => student],
];
/** The transport application's path names the student (checked before the form is read). */
const urlOf = (url: string, user: SessionUser) => (url === 'TRANSPORT' ? `/api/card/applyfortransportcard/${user.C_CODE}/${user.SE_ID}/${user.ROLNO}/REPLACE` : url);

const written = async () => {
  const counts = await Promise.all([
    t.db.select({ n: count() }).from(cardRequests),
    t.db.select({ n: count() }).from(eftApplications),
    t.db.select({ n: count() }).from(transportRequests),
    t.db.select({ n: count() }).from(auditLog),
    t.db.select({ n: count() }).from(students).where(isNotNull(students.PHOTO)),
  ]);
  return counts.map(([c]) => c.n);
};

describe('malformed multipart bodies on the upload routes', () => {
  for (const [url, who] of ROUTES) {
    it.each(MALFORMED)(`${url}: %s → 400, nothing written`, async (_name, contentType, payload) => {
      const before = await written();
      const res = await t.app.inject({ method: 'POST', url: urlOf(url, who()), payload: Buffer.from(payload, 'latin1'), headers: { ...(await t.auth(who())), 'content-type': contentType } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg: MSG.badMultipart });
      expect(await written()).toEqual(before);
    });
  }
});
