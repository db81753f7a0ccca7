import { CARD_TYPE, STATUS, type CardKind } from '@portal/domain';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  busRoutes,
  busStops,
  cardRequests as cr,
  challans,
  clearanceRequests,
  issuedCards,
  majors,
  students,
  transportRequests as tr,
} from '../../db/schema/index.js';

/** An issued card's own row, when the request has one. */
export interface IssuedCardRow {
  cardId: number;
  validUntil: string;
  createdAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
}

/**
 * Everything a card is made from and judged by: the request (ID-card or transport), its student, and
 * the facts that revoke it (a later card request, a complete clearance, a paid challan).
 */
export interface CardSource {
  kind: CardKind;
  transId: number;
  studentId: number;
  deleted: boolean;
  /** ID card: CARD_TYPE; transport: 0. */
  cardType: number;
  status: number;
  feeUnpaid: boolean;
  rfId: string | null;
  contact: string;
  address: string;
  bloodGroup: string;
  rollNo: string;
  name: string;
  fatherName: string;
  programme: string;
  session: string;
  admissionYear: number;
  cCode: number;
  hasPhoto: boolean;
  route: string | null;
  stop: string | null;
  /** Transport: when its challan was paid (null: not paid). */
  challanPaidAt: Date | null;
  replacedByLater: boolean;
  studentCleared: boolean;
  card: IssuedCardRow | null;
}

const cleared = sql<boolean>`exists (select 1 from ${clearanceRequests} c where c.student_id = ${students.ID} and c.deleted_at is null and c.req_status = ${STATUS.APPROVED})`;

const replacementTypes = sql.raw([CARD_TYPE.DUPLICATE, CARD_TYPE.TRIPLICATE, CARD_TYPE.QUADRUPLICATE].join(', '));

const cardColumns = {
  cardId: issuedCards.CARD_ID,
  validUntil: issuedCards.VALID_UNTIL,
  createdAt: issuedCards.CREATED_AT,
  revokedAt: issuedCards.REVOKED_AT,
  revokeReason: issuedCards.REVOKE_REASON,
};

const studentColumns = {
  studentId: students.ID,
  rollNo: students.ROLNO,
  name: students.NM,
  fatherName: students.F_NM,
  programme: majors.NAME,
  session: students.SESSION,
  admissionYear: students.YEAR,
  cCode: students.C_CODE,
  hasPhoto: sql<boolean>`(${students.PHOTO} is not null)`,
  studentCleared: cleared,
  phone: students.PH1,
  studentAddress: students.ADD1,
  studentBloodGroup: students.B_GROUP,
};

function idCardQuery(db: DbOrTx) {
  return db
    .select({
      ...studentColumns,
      transId: cr.TRANS_ID,
      deletedAt: cr.DELETED_AT,
      cardType: cr.CARD_TYPE,
      status: cr.REQ_STATUS,
      feeUnpaid: sql<boolean>`(coalesce(${cr.FEE_AMOUNT}, 0) > 0 and ${cr.FEE_PAID_AT} is null and not exists (select 1 from ${challans} ch where ch.card_trans_id = ${cr.TRANS_ID} and ch.paid > 0))`,
      rfId: cr.RF_ID,
      contact: cr.S_CONTACT,
      address: cr.ADDRESS,
      bloodGroup: cr.B_GROUP,
      replacedByLater: sql<boolean>`exists (select 1 from ${cr} later where later.student_id = ${cr.STUDENT_ID} and later.trans_id > ${cr.TRANS_ID} and later.deleted_at is null and later.card_type in (${replacementTypes}))`,
      card: cardColumns,
    })
    .from(cr)
    .innerJoin(students, eq(students.ID, cr.STUDENT_ID))
    .innerJoin(majors, eq(majors.MAJ_ID, students.MAJ_ID))
    .leftJoin(issuedCards, eq(issuedCards.CARD_TRANS_ID, cr.TRANS_ID));
}

const paidAt = sql<Date | null>`(select coalesce(ch.paid_at, ch.created_at) from ${challans} ch where ch.transport_trans_id = ${tr.TRANS_ID} and ch.paid > 0 limit 1)`.mapWith(
  (v: string | Date | null) => (v == null ? null : new Date(v)),
);

function passQuery(db: DbOrTx) {
  return db
    .select({
      ...studentColumns,
      transId: tr.TRANS_ID,
      status: tr.REQ_STATUS,
      contact: tr.S_CONTACT,
      address: tr.ADDRESS,
      route: sql<string>`${busRoutes.ROUTE_NO} || ' - ' || ${busRoutes.ROUTE_NAME}`,
      stop: busStops.STOP_NAME,
      challanPaidAt: paidAt,
      replacedByLater: sql<boolean>`exists (select 1 from ${tr} later join ${challans} lch on lch.transport_trans_id = later.trans_id and lch.paid > 0 where later.student_id = ${tr.STUDENT_ID} and later.trans_id > ${tr.TRANS_ID})`,
      card: cardColumns,
    })
    .from(tr)
    .innerJoin(students, eq(students.ID, tr.STUDENT_ID))
    .innerJoin(majors, eq(majors.MAJ_ID, students.MAJ_ID))
    .innerJoin(busRoutes, eq(busRoutes.ROUTE_ID, tr.ROUTE_ID))
    .innerJoin(busStops, eq(busStops.STOP_ID, tr.STOP_ID))
    .leftJoin(issuedCards, eq(issuedCards.TRANSPORT_TRANS_ID, tr.TRANS_ID));
}

type IdRow = Awaited<ReturnType<ReturnType<typeof idCardQuery>['execute']>>[number];
type PassRow = Awaited<ReturnType<ReturnType<typeof passQuery>['execute']>>[number];

const cardOf = (c: IdRow['card']): IssuedCardRow | null => (c && c.cardId != null ? (c as IssuedCardRow) : null);

/** What the card says of its holder and what decides its validity, read alike from either kind's row. */
function holderOf(r: IdRow | PassRow) {
  return {
    transId: r.transId,
    studentId: r.studentId,
    status: r.status,
    contact: r.contact || r.phone,
    address: r.address || r.studentAddress,
    rollNo: r.rollNo,
    name: r.name,
    fatherName: r.fatherName,
    programme: r.programme,
    session: r.session,
    admissionYear: r.admissionYear,
    cCode: r.cCode,
    hasPhoto: !!r.hasPhoto,
    replacedByLater: !!r.replacedByLater,
    studentCleared: !!r.studentCleared,
    card: cardOf(r.card),
  };
}

function fromIdRow(r: IdRow): CardSource {
  return {
    ...holderOf(r),
    kind: 'id-card',
    deleted: r.deletedAt != null,
    cardType: r.cardType,
    feeUnpaid: !!r.feeUnpaid,
    rfId: r.rfId,
    bloodGroup: r.bloodGroup || r.studentBloodGroup,
    route: null,
    stop: null,
    challanPaidAt: null,
  };
}

function fromPassRow(r: PassRow): CardSource {
  return {
    ...holderOf(r),
    kind: 'transport-pass',
    deleted: false,
    cardType: 0,
    feeUnpaid: false,
    rfId: null,
    bloodGroup: r.studentBloodGroup,
    route: r.route,
    stop: r.stop,
    challanPaidAt: r.challanPaidAt,
  };
}

/** The requests of a print batch (ID-card or transport, by kind), keyed by TRANS_ID. */
export async function cardSources(db: DbOrTx, kind: CardKind, ids: readonly number[]): Promise<Map<number, CardSource>> {
  if (!ids.length) return new Map();
  const rows =
    kind === 'id-card'
      ? (await idCardQuery(db).where(inArray(cr.TRANS_ID, [...ids]))).map(fromIdRow)
      : (await passQuery(db).where(inArray(tr.TRANS_ID, [...ids]))).map(fromPassRow);
  return new Map(rows.map((r) => [r.transId, r]));
}

/** The source of an issued card, by its number (null: no such card). */
export async function cardSourceByCardId(db: DbOrTx, kind: CardKind, cardId: number): Promise<CardSource | null> {
  const [row] =
    kind === 'id-card'
      ? (await idCardQuery(db).where(eq(issuedCards.CARD_ID, cardId)).limit(1)).map(fromIdRow)
      : (await passQuery(db).where(eq(issuedCards.CARD_ID, cardId)).limit(1)).map(fromPassRow);
  return row ?? null;
}

/**
 * The student's current ID-card request for the digital card: the latest one not deleted, of any card
 * type but the clearance card (null: none).
 */
export async function latestIdCardSource(db: DbOrTx, studentId: number): Promise<CardSource | null> {
  const [row] = await idCardQuery(db)
    .where(and(eq(cr.STUDENT_ID, studentId), isNull(cr.DELETED_AT), ne(cr.CARD_TYPE, CARD_TYPE.CLEARANCE)))
    .orderBy(desc(cr.TRANS_ID))
    .limit(1);
  return row ? fromIdRow(row) : null;
}

/** The student's latest transport request (null: none). */
export async function latestPassSource(db: DbOrTx, studentId: number): Promise<CardSource | null> {
  const [row] = await passQuery(db).where(eq(tr.STUDENT_ID, studentId)).orderBy(desc(tr.TRANS_ID)).limit(1);
  return row ? fromPassRow(row) : null;
}

/** The stored photo of a student (null: none). */
export async function studentPhoto(db: DbOrTx, studentId: number): Promise<Buffer | null> {
  const [row] = await db.select({ photo: students.PHOTO }).from(students).where(eq(students.ID, studentId)).limit(1);
  return row?.photo ?? null;
}
