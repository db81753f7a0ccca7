import { ROLE } from '@portal/domain';
import { hashPassword } from '../lib/passwords.js';
import { MAJORS, studentIdentity } from '../db/academics.js';
import { accounts, students } from '../db/schema/index.js';
import type { SeedContext } from './context.js';
import { DEMO_PASSWORD } from './core.js';
import { makePortraitJpeg } from './photos.js';

/**
 * The dedicated students of the bulk-decisions journey (e2e/tests/bulk.spec.ts): six
 * final-year BS Information Technology students (`bulk-student-1` … `-6`) with photos and no requests; the journey
 * applies for clearance as each of them. Seeded last and without the shared random generator, so no
 * other seeded data changes.
 */
export const BULK_STUDENTS = { usernamePrefix: 'bulk-student-', count: 6, firstRn: 9201, yearsAgo: 3 };

export async function seedBulkJourney(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const it = MAJORS.find((m) => m.SHORT === 'BSIT')!;
  const year = now.getFullYear() - BULK_STUDENTS.yearsAgo;
  const hash = await hashPassword(DEMO_PASSWORD);
  const photo = await makePortraitJpeg(200);
  for (let i = 0; i < BULK_STUDENTS.count; i++) {
    const rn = BULK_STUDENTS.firstRn + i;
    const name = `Bulk Student ${i + 1}`;
    const [row] = await db
      .insert(students)
      .values({
        ...studentIdentity(it, year, rn, now.getFullYear()),
        NM: name,
        F_NM: 'Khalid Mehmood',
        F_CONTACT: '03001234567',
        PH1: '03007654321',
        ADD1: 'House 3, Street 7, Garden Town, Lahore',
        B_GROUP: 'A+',
        C_CODE: it.C_CODE,
        MAJ_ID: it.MAJ_ID,
        D_ID: it.D_ID,
        YEAR: year,
        RN: rn,
        PHOTO: photo,
        PHOTO_UPDATED_AT: now,
      })
      .returning({ ID: students.ID });
    await db.insert(accounts).values({ USERNAME: `${BULK_STUDENTS.usernamePrefix}${i + 1}`, PASSWORD_HASH: hash, ROLE: ROLE.STUDENT, STUDENT_ID: row!.ID, NM: name });
  }
}
