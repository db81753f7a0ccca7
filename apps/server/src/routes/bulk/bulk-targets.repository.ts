import { type BulkKind, type BulkRefusal, distinctTargets, listMembership, M, reasonFields } from '@portal/domain';
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { cardRequests, clearanceRequests, eftApplications, students, transportRequests } from '../../db/schema/index.js';

/** One row a bulk call decides: the list's id and, where known, the student's roll number. */
export interface BulkTarget {
  T_ID: number;
  ROLNO?: string;
}

interface KindSource {
  table: PgTable;
  id: PgColumn;
  studentId: PgColumn;
  /** Which rows of the table are in the list (not deleted; for cards, the card list asked for). */
  inList: (cardType?: number) => SQL | undefined;
}

function cardListFilter(cardType?: number): SQL | undefined {
  if (cardType == null) return isNull(cardRequests.DELETED_AT);
  const m = listMembership(cardType);
  return and(
    isNull(cardRequests.DELETED_AT),
    m.cardType != null ? eq(cardRequests.CARD_TYPE, m.cardType) : undefined,
    m.status != null ? eq(cardRequests.REQ_STATUS, m.status) : undefined,
    m.excludeStatus != null ? ne(cardRequests.REQ_STATUS, m.excludeStatus) : undefined,
  );
}

/** Where each kind's rows live. */
const SOURCES: Record<BulkKind, KindSource> = {
  clearance: { table: clearanceRequests, id: clearanceRequests.T_ID, studentId: clearanceRequests.STUDENT_ID, inList: () => isNull(clearanceRequests.DELETED_AT) },
  idcard: { table: cardRequests, id: cardRequests.TRANS_ID, studentId: cardRequests.STUDENT_ID, inList: cardListFilter },
  transport: { table: transportRequests, id: transportRequests.TRANS_ID, studentId: transportRequests.STUDENT_ID, inList: () => undefined },
  endowment: { table: eftApplications, id: eftApplications.ID, studentId: eftApplications.STUDENT_ID, inList: () => undefined },
};

/**
 * The rows a bulk call names, each once: ids as given (with the student's roll number when the row
 * exists; a missing row is refused by the save itself), and each roll number as the student's newest
 * row in the list (refused when there is none). A row named twice is decided once; the repeat is refused.
 */
export async function resolveBulkTargets(
  db: DbOrTx,
  kind: BulkKind,
  given: { T_IDs?: number[]; ROLNOs?: string[]; cardType?: number },
): Promise<{ targets: BulkTarget[]; refused: BulkRefusal[] }> {
  const src = SOURCES[kind];
  const { ids, rollNumbers, repeats } = distinctTargets(given.T_IDs, given.ROLNOs);
  const refused: BulkRefusal[] = [...repeats];
  const targets: BulkTarget[] = [];
  const seen = new Set<number>();

  if (ids.length) {
    const found = await db
      .select({ T_ID: src.id, ROLNO: students.ROLNO })
      .from(src.table)
      .innerJoin(students, eq(students.ID, src.studentId))
      .where(inArray(src.id, ids));
    const rollOf = new Map(found.map((r) => [Number(r.T_ID), r.ROLNO]));
    for (const id of ids) {
      seen.add(id);
      targets.push({ T_ID: id, ...(rollOf.has(id) ? { ROLNO: rollOf.get(id) } : {}) });
    }
  }

  if (rollNumbers.length) {
    const rows = await db
      .select({ T_ID: src.id, ROLNO: students.ROLNO })
      .from(src.table)
      .innerJoin(students, eq(students.ID, src.studentId))
      .where(and(inArray(sql`lower(${students.ROLNO})`, rollNumbers.map((r) => r.toLowerCase())), src.inList(given.cardType)))
      .orderBy(desc(src.id));
    const newest = new Map<string, number>();
    for (const r of rows) if (!newest.has(r.ROLNO.toUpperCase())) newest.set(r.ROLNO.toUpperCase(), Number(r.T_ID));
    for (const roll of rollNumbers) {
      const id = newest.get(roll);
      if (id == null) refused.push({ ROLNO: roll, ...reasonFields(M.bulk.noRequestForRollNumber) });
      else if (seen.has(id)) refused.push({ T_ID: id, ROLNO: roll, ...reasonFields(M.bulk.duplicateRow) });
      else {
        seen.add(id);
        targets.push({ T_ID: id, ROLNO: roll });
      }
    }
  }
  return { targets, refused };
}
