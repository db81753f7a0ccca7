import { and, inArray, lt, ne } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { ROLE, STATUS } from '@portal/domain';
import { accounts, cardRequests, eftApplications, eftSchedules, students } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { MAJORS, studentIdentity } from '../db/academics.js';
import { DEMO_PASSWORD } from './core.js';
import { makePortraitJpeg } from './photos.js';
import { address, BLOOD_GROUPS, personName, phone } from './random.js';
import { insertInChunks, readByIds, type SeedContext } from './context.js';

const DAY = 86_400_000;
/** Share of ctx.requests that are endowment applications. */
const EFT_SHARE = 0.05;

/**
 * Dedicated students for the browser journeys of this area (password DEMO_PASSWORD):
 * 1 applies for a new card; 2 has a delivered card and applies for a duplicate; 3 applies for the
 * endowment fund. None is in ctx.studentIds, so no other area's seed touches them.
 */
export const STUDENTS_E2E = [
  { username: 'students-e2e-1', name: 'Hira Journey', rn: 9001, yearsAgo: 1, delivered: false },
  { username: 'students-e2e-2', name: 'Usman Duplicate', rn: 9002, yearsAgo: 2, delivered: true },
  { username: 'students-e2e-3', name: 'Sana Endowment', rn: 9003, yearsAgo: 2, delivered: false },
];

const REASONS = [
  'My father lost his job this year and the family cannot pay the semester fee.',
  'Our family business suffered in the floods and my elder brother is the only earner now.',
  'My father passed away last year; my mother supports five children on a small pension.',
  'Medical treatment of my mother has used all of our savings this year.',
  'I support my younger siblings\' education from a part-time job that does not cover my fee.',
];
const OCCUPATIONS = ['Farmer', 'Shopkeeper', 'Driver', 'Labourer', 'Clerk', 'Tailor', 'Retired', 'Teacher', 'Security Guard', 'Electrician'];

/** A one-page PDF "income certificate" used as every seeded supporting document. */
function incomeCertificate(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text('Income Certificate', { align: 'center' }).moveDown();
  doc.fontSize(11).text('Certified that the monthly household income of the applicant\'s family is as stated in the application. (Demo document.)');
  doc.end();
  return done;
}

/** Endowment schedules (one closed, one live now), ~5% of requests as applications, and the e2e students. */
export async function seedStudents(ctx: SeedContext): Promise<void> {
  const { db, rng, now } = ctx;
  const [past, live] = await db
    .insert(eftSchedules)
    .values([
      { TITLE: `Endowment Fund ${now.getFullYear() - 1} Autumn`, OPENS_AT: new Date(now.getTime() - 240 * DAY), CLOSES_AT: new Date(now.getTime() - 200 * DAY), CREATED_AT: new Date(now.getTime() - 245 * DAY) },
      { TITLE: `Endowment Fund ${now.getFullYear()} Spring`, OPENS_AT: new Date(now.getTime() - 7 * DAY), CLOSES_AT: new Date(now.getTime() + 45 * DAY), CREATED_AT: new Date(now.getTime() - 8 * DAY) },
    ])
    .returning();

  // Eligible-looking students (degree programmes, past the first year), never the two demo students.
  const demoIds = ctx.studentIds.slice(0, 2);
  const pool = await readByIds(ctx.studentIds.slice(2), (part) =>
    db
      .select({ ID: students.ID })
      .from(students)
      .where(and(inArray(students.ID, part), ne(students.C_CODE, 1), lt(students.YEAR, now.getFullYear()))),
  );
  const ids = pool.map((p) => p.ID).filter((id) => !demoIds.includes(id));
  const wanted = Math.min(ids.length, Math.round(ctx.requests * EFT_SHARE));
  const doc = await incomeCertificate();
  const rows: (typeof eftApplications.$inferInsert)[] = [];
  const used = new Set<number>();
  while (rows.length < wanted) {
    const studentId = rng.pick(ids);
    if (used.has(studentId)) continue;
    used.add(studentId);
    const isLive = rng.chance(0.6);
    const schedule = isLive ? live : past;
    const applied = new Date(schedule.OPENS_AT.getTime() + rng.next() * (Math.min(now.getTime(), schedule.CLOSES_AT.getTime()) - schedule.OPENS_AT.getTime()));
    const status = isLive ? rng.pick([STATUS.SUBMITTED, STATUS.SUBMITTED, STATUS.VERIFYING, STATUS.IN_PROGRESS, STATUS.DOCUMENTS_PENDING]) : rng.pick([STATUS.APPROVED, STATUS.APPROVED, STATUS.REJECTED]);
    rows.push({
      SCHEDULE_ID: schedule.ID,
      STUDENT_ID: studentId,
      HOUSEHOLD_INCOME: rng.int(15, 120) * 1000,
      DEPENDANTS: rng.int(1, 9),
      GUARDIAN_OCCUPATION: rng.pick(OCCUPATIONS),
      REASON: rng.pick(REASONS),
      DOC: doc,
      DOC_NAME: 'income-certificate.pdf',
      DOC_TYPE: 'application/pdf',
      DOC_SIZE: doc.length,
      STATUS: status,
      COMMENT: status === STATUS.REJECTED ? 'Household income above the fund\'s limit' : status === STATUS.DOCUMENTS_PENDING ? 'Please upload the latest salary slip of your guardian' : status === STATUS.APPROVED ? 'Approved for 50% fee support' : '',
      APPLIED_AT: applied,
      UPDATED_AT: applied,
    });
  }
  await insertInChunks(db, eftApplications, rows, { ID: eftApplications.ID }, ctx.progress('endowment applications'));
  await seedE2eStudents(ctx);
}

async function seedE2eStudents(ctx: SeedContext) {
  const { db, rng, now } = ctx;
  const cs = MAJORS[0];
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const [i, s] of STUDENTS_E2E.entries()) {
    const year = now.getFullYear() - s.yearsAgo;
    const photo = await makePortraitJpeg(40 + i * 90);
    const [row] = await db
      .insert(students)
      .values({ ...studentIdentity(cs, year, s.rn, now.getFullYear()), NM: s.name, F_NM: personName(rng), F_CONTACT: phone(rng), PH1: phone(rng), ADD1: address(rng), B_GROUP: rng.pick(BLOOD_GROUPS), C_CODE: cs.C_CODE, MAJ_ID: cs.MAJ_ID, D_ID: cs.D_ID, YEAR: year, RN: s.rn, PHOTO: photo, PHOTO_UPDATED_AT: now })
      .returning({ ID: students.ID });
    await db.insert(accounts).values({ USERNAME: s.username, PASSWORD_HASH: hash, ROLE: ROLE.STUDENT, STUDENT_ID: row.ID, NM: s.name });
    if (s.delivered) {
      const applied = new Date(now.getTime() - 300 * DAY);
      await db.insert(cardRequests).values({ STUDENT_ID: row.ID, CARD_TYPE: 1, ATTEMPT_NO: 1, REQ_STATUS: STATUS.DELIVERED, DATE_OF_APPLY: applied, DISTRIBUTION_DATE: new Date(applied.getTime() + 14 * DAY), UPDATED_AT: applied });
    }
  }
}
