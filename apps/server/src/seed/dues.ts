import { CARD_TYPE, DEFAULT_DUES, ROLE, STATUS, amountWords } from '@portal/domain';
import { accounts, cardDues, cardRequests, students } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { MAJORS, studentIdentity } from '../db/academics.js';
import { DEMO_PASSWORD } from './core.js';
import { makePortraitJpeg } from './photos.js';
import type { SeedContext } from './context.js';

/** A student whose new, duplicate and triplicate cards were delivered: the next card is a quadruplicate (Qrup dues). */
export const DUES_DEMO_STUDENT = { username: 'dues-student', name: 'Sana Iqbal Qureshi', rn: 7407 };

/**
 * The five card dues at their defaults (kept when already there: ensureReferenceData) and the
 * dedicated student the dues journey issues a new challan for.
 */
export async function seedDues(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  await db
    .insert(cardDues)
    .values(DEFAULT_DUES.map((d) => ({ REQ_SNM: d.code, REQ_DEF: d.name, DUES: d.amount, DUES_DESC: amountWords(d.amount) })))
    .onConflictDoNothing();

  const major = MAJORS[0];
  const year = now.getFullYear() - 2;
  const photo = await makePortraitJpeg(40);
  const [student] = await db
    .insert(students)
    .values({
      ...studentIdentity(major, year, DUES_DEMO_STUDENT.rn, now.getFullYear()),
      NM: DUES_DEMO_STUDENT.name,
      F_NM: 'Muhammad Iqbal Qureshi',
      F_CONTACT: '03214445566',
      PH1: '03001112233',
      ADD1: 'House 7, Street 4, Garden Town, Lahore',
      B_GROUP: 'A+',
      C_CODE: major.C_CODE,
      MAJ_ID: major.MAJ_ID,
      D_ID: major.D_ID,
      YEAR: year,
      RN: DUES_DEMO_STUDENT.rn,
      PHOTO: photo,
      PHOTO_UPDATED_AT: now,
    })
    .returning({ ID: students.ID });
  await db.insert(accounts).values({ USERNAME: DUES_DEMO_STUDENT.username, PASSWORD_HASH: await hashPassword(DEMO_PASSWORD), ROLE: ROLE.STUDENT, STUDENT_ID: student.ID, NM: DUES_DEMO_STUDENT.name });
  const fee = (code: string) => DEFAULT_DUES.find((d) => d.code === code)!.amount;
  const cards = [
    { CARD_TYPE: CARD_TYPE.NEW, ATTEMPT_NO: 1, FEE_AMOUNT: null, days: 600 },
    { CARD_TYPE: CARD_TYPE.DUPLICATE, ATTEMPT_NO: 2, FEE_AMOUNT: fee('DSC'), days: 400 },
    { CARD_TYPE: CARD_TYPE.TRIPLICATE, ATTEMPT_NO: 3, FEE_AMOUNT: fee('TSC'), days: 200 },
  ];
  await db.insert(cardRequests).values(
    cards.map((c) => {
      const applied = new Date(now.getTime() - c.days * 86_400_000);
      return {
        STUDENT_ID: student.ID,
        CARD_TYPE: c.CARD_TYPE,
        ATTEMPT_NO: c.ATTEMPT_NO,
        S_CONTACT: '03001112233',
        F_CONTACT: '03214445566',
        B_GROUP: 'A+',
        ADDRESS: 'House 7, Street 4, Garden Town, Lahore',
        DATE_OF_APPLY: applied,
        DISTRIBUTION_DATE: new Date(applied.getTime() + 14 * 86_400_000),
        REQ_STATUS: STATUS.DELIVERED,
        FEE_AMOUNT: c.FEE_AMOUNT,
        FEE_DUE_DATE: c.FEE_AMOUNT ? new Date(applied.getTime() + 10 * 86_400_000) : null,
        FEE_PAID_AT: c.FEE_AMOUNT ? new Date(applied.getTime() + 3 * 86_400_000) : null,
        UPDATED_AT: applied,
      };
    }),
  );
}
