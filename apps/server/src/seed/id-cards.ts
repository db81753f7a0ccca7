import { eq, inArray, sql } from 'drizzle-orm';
import { cardTypeForAttempt, CARD_TYPE, DEFAULT_DUES, DUES_CODE_FOR_CARD_TYPE, STATUS } from '@portal/domain';
import { accounts, cardRequests, students } from '../db/schema/index.js';
import { MAJORS, studentIdentity } from '../db/academics.js';
import { makePortraitJpeg } from './photos.js';
import { insertInChunks, readByIds, type SeedContext } from './context.js';
import type { Rng } from './random.js';

const DAY = 86_400_000;
/** Share of ctx.requests that are ID-card requests. */
const CARD_SHARE = 0.35;
/** A student's latest card request was made within this many days. */
const LATEST_WITHIN_DAYS = 420;

/**
 * Dedicated students of the ID-card browser journeys (no accounts: only the card office acts on
 * them). None is in ctx.studentIds, so no other area's seed touches them. Roll numbers are
 * `88NN-BSCS-YY` of last year's intake. Their requests are older than every demo request, so the
 * office's lists (newest first) open on the demo's students; the journeys find theirs by name.
 */
export const ID_CARDS_E2E = [
  { key: 'edit', rn: 8801, name: 'Idcard Edit Journey', request: { CARD_TYPE: CARD_TYPE.NEW, REQ_STATUS: STATUS.SUBMITTED } },
  { key: 'photo', rn: 8802, name: 'Idcard Photo Journey', request: { CARD_TYPE: CARD_TYPE.NEW, REQ_STATUS: STATUS.VERIFYING } },
  { key: 'restore', rn: 8803, name: 'Idcard Restore Journey', request: { CARD_TYPE: CARD_TYPE.DUPLICATE, REQ_STATUS: STATUS.FEE_PAID } },
  { key: 'download', rn: 8804, name: 'Idcard Download Journey', request: { CARD_TYPE: CARD_TYPE.TRIPLICATE, REQ_STATUS: STATUS.IN_PROGRESS } },
  { key: 'record', rn: 8805, name: 'Idcard Record Journey', request: null },
  { key: 'image', rn: 8806, name: 'Idcard Image Journey', request: null },
] as const;

/** The status of a student's latest request, weighted like a working card office. */
function latestStatus(rng: Rng, cardType: number): number {
  const x = rng.next();
  if (x < 0.3) return STATUS.SUBMITTED;
  if (x < 0.42) return STATUS.IN_PROGRESS;
  if (x < 0.5) return STATUS.VERIFYING;
  if (x < 0.58) return cardType === CARD_TYPE.NEW ? STATUS.PENDING : STATUS.FEE_PENDING;
  if (x < 0.62) return STATUS.INFO_MISSING;
  if (x < 0.66) return STATUS.IMAGE_NOT_CLEAR;
  if (x < 0.7) return cardType === CARD_TYPE.NEW ? STATUS.SUBMITTED : STATUS.FEE_PAID;
  if (x < 0.92) return STATUS.DELIVERED;
  if (x < 0.96) return STATUS.COMPLETE;
  if (x < 0.98) return STATUS.REJECTED;
  return STATUS.CANCELLED;
}

/** 1 card for most students; some lost theirs and applied for a duplicate, triplicate or quadruplicate. */
function cardCount(rng: Rng): number {
  const x = rng.next();
  return x < 0.72 ? 1 : x < 0.9 ? 2 : x < 0.97 ? 3 : 4;
}

const feeOf = (cardType: number) =>
  cardType === CARD_TYPE.NEW ? null : (DEFAULT_DUES.find((d) => d.code === DUES_CODE_FOR_CARD_TYPE[cardType])?.amount ?? null);

/**
 * About 35% of ctx.requests as card histories: a student's earlier cards are delivered, the latest is
 * in any card status; ~2% of latest requests are soft-deleted by the card office. The two demo
 * students (`student`, `newstudent`) get none. Plus the journey students above.
 */
export async function seedIdCards(ctx: SeedContext): Promise<void> {
  const { db, rng, now } = ctx;
  const target = Math.round(ctx.requests * CARD_SHARE);
  const [cardStaff] = await db.select({ ID: accounts.ID }).from(accounts).where(eq(accounts.USERNAME, 'card')).limit(1);
  const pool = ctx.studentIds.slice(2);
  // Every student has at least one card: the first `target` students of the pool are enough.
  const info = new Map(
    (
      await readByIds(pool.slice(0, target), (part) =>
        db
          .select({ ID: students.ID, PH1: students.PH1, F_CONTACT: students.F_CONTACT, B_GROUP: students.B_GROUP, ADD1: students.ADD1, YEAR: students.YEAR })
          .from(students)
          .where(inArray(students.ID, part)),
      )
    ).map((s) => [s.ID, s]),
  );

  const rows: (typeof cardRequests.$inferInsert)[] = [];
  for (const id of pool) {
    if (rows.length >= target) break;
    const s = info.get(id);
    if (!s) continue;
    const cards = Math.min(cardCount(rng), target - rows.length);
    // Latest first, walking back in time; nothing before the student's admission.
    let applied = rng.recentDate(now, LATEST_WITHIN_DAYS);
    const admitted = new Date(s.YEAR, 8, 1).getTime();
    const history: (typeof cardRequests.$inferInsert)[] = [];
    for (let attempt = cards; attempt >= 1; attempt--) {
      const cardType = cardTypeForAttempt(attempt);
      const latest = attempt === cards;
      const status = latest ? latestStatus(rng, cardType) : STATUS.DELIVERED;
      const handled = status !== STATUS.SUBMITTED && status !== STATUS.PENDING;
      const fee = feeOf(cardType);
      const delivered = status === STATUS.DELIVERED || status === STATUS.COMPLETE;
      history.push({
        STUDENT_ID: id,
        CARD_TYPE: cardType,
        ATTEMPT_NO: attempt,
        S_CONTACT: s.PH1,
        F_CONTACT: s.F_CONTACT,
        B_GROUP: s.B_GROUP,
        ADDRESS: s.ADD1,
        DATE_OF_APPLY: applied,
        // A delivered card's day is past; a card in hand may have the day it will be handed out.
        DISTRIBUTION_DATE: delivered ? rng.daysAfter(applied, 7, 25, now) : handled && rng.chance(0.3) ? new Date(applied.getTime() + rng.int(7, 25) * DAY) : null,
        RF_ID: delivered ? `RF${rng.digits(7)}` : null,
        MACHINE_ID: delivered ? `M-${rng.int(1, 12)}` : null,
        COMMENT:
          status === STATUS.REJECTED
            ? 'Student is not enrolled this semester'
            : status === STATUS.INFO_MISSING
              ? 'Blood group missing'
              : status === STATUS.IMAGE_NOT_CLEAR
                ? 'Please upload a clear photo'
                : '',
        REQ_STATUS: status,
        FEE_AMOUNT: fee,
        FEE_DUE_DATE: fee ? new Date(applied.getTime() + 10 * DAY) : null,
        FEE_PAID_AT: fee && status !== STATUS.FEE_PENDING ? rng.daysAfter(applied, 1, 9, now) : null,
        UPDATED_AT: applied,
        DELETED_AT: latest && rng.chance(0.02) ? rng.daysAfter(applied, 1, 5, now) : null,
        DELETED_BY: null,
      });
      applied = new Date(Math.max(admitted, applied.getTime() - rng.int(60, 300) * DAY));
    }
    for (const r of history) if (r.DELETED_AT) r.DELETED_BY = cardStaff?.ID ?? null;
    rows.push(...history.reverse());
  }
  await insertInChunks(db, cardRequests, rows, { ID: cardRequests.TRANS_ID }, ctx.progress('card requests'), 1000);
  await seedJourneyStudents(ctx);
  // Planner statistics for the lists (PGlite runs no autovacuum): without them a page of 10 joins every row.
  await db.execute(sql`analyze students`);
  await db.execute(sql`analyze card_requests`);
}

async function seedJourneyStudents(ctx: SeedContext) {
  const { db, now } = ctx;
  const major = MAJORS[0];
  const year = now.getFullYear() - 1;
  for (const [i, j] of ID_CARDS_E2E.entries()) {
    const photo = await makePortraitJpeg(200 + i * 25);
    const [s] = await db
      .insert(students)
      .values({
        ...studentIdentity(major, year, j.rn, now.getFullYear()),
        NM: j.name,
        F_NM: 'Muhammad Journey',
        F_CONTACT: '03214440000',
        PH1: `0300444000${i}`,
        ADD1: 'House 12, Street 3, Model Town, Lahore',
        B_GROUP: 'B+',
        C_CODE: major.C_CODE,
        MAJ_ID: major.MAJ_ID,
        D_ID: major.D_ID,
        YEAR: year,
        RN: j.rn,
        PHOTO: photo,
        PHOTO_UPDATED_AT: now,
      })
      .returning({ ID: students.ID });
    if (!j.request) continue;
    const applied = new Date(now.getTime() - (LATEST_WITHIN_DAYS + 10 + i) * DAY);
    await db.insert(cardRequests).values({
      STUDENT_ID: s.ID,
      CARD_TYPE: j.request.CARD_TYPE,
      ATTEMPT_NO: j.request.CARD_TYPE === CARD_TYPE.NEW ? 1 : j.request.CARD_TYPE,
      S_CONTACT: `0300444000${i}`,
      F_CONTACT: '03214440000',
      B_GROUP: 'B+',
      ADDRESS: 'House 12, Street 3, Model Town, Lahore',
      DATE_OF_APPLY: applied,
      REQ_STATUS: j.request.REQ_STATUS,
      FEE_AMOUNT: feeOf(j.request.CARD_TYPE),
      UPDATED_AT: applied,
    });
  }
}
