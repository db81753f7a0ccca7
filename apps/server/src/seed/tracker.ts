import { ROLE } from '@portal/domain';
import { hashPassword } from '../lib/passwords.js';
import { MAJORS, studentIdentity } from '../db/academics.js';
import { accounts, students } from '../db/schema/index.js';
import type { SeedContext } from './context.js';
import { DEMO_PASSWORD } from './core.js';
import { makePortraitJpeg } from './photos.js';

/**
 * The dedicated student of the tracker journey (e2e/tests/tracker.spec.ts): a final-year
 * BS Computer Science student with a photo and no requests; the journey applies for clearance itself.
 * Seeded last and without the shared random generator, so no other seeded data changes.
 */
export const TRACKER_STUDENT = { username: 'tracker-student', name: 'Ayesha Tracker', rn: 9101, yearsAgo: 3 };

export async function seedTracker(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const cs = MAJORS[0];
  const year = now.getFullYear() - TRACKER_STUDENT.yearsAgo;
  const [row] = await db
    .insert(students)
    .values({
      ...studentIdentity(cs, year, TRACKER_STUDENT.rn, now.getFullYear()),
      NM: TRACKER_STUDENT.name,
      F_NM: 'Tariq Mehmood',
      F_CONTACT: '03001234567',
      PH1: '03007654321',
      ADD1: 'House 8, Street 2, Johar Town, Lahore',
      B_GROUP: 'B+',
      C_CODE: cs.C_CODE,
      MAJ_ID: cs.MAJ_ID,
      D_ID: cs.D_ID,
      YEAR: year,
      RN: TRACKER_STUDENT.rn,
      PHOTO: await makePortraitJpeg(200),
      PHOTO_UPDATED_AT: now,
    })
    .returning({ ID: students.ID });
  await db.insert(accounts).values({ USERNAME: TRACKER_STUDENT.username, PASSWORD_HASH: await hashPassword(DEMO_PASSWORD), ROLE: ROLE.STUDENT, STUDENT_ID: row!.ID, NM: TRACKER_STUDENT.name });
}
