import { cardSerial, type CardKind, type Paged, type PrintBatchListQuery, type PrintBatchRow, type PrintLayout } from '@portal/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cardPrintBatches as b, cardPrintItems as items } from '../../db/schema/index.js';
import { contains, likePattern } from '../../db/list-query.js';
import { listTotal, matchesUpToCap } from '../../lib/list-total.js';

const SORT = { createdAt: b.CREATED_AT, batchId: b.BATCH_ID, count: b.CARD_COUNT } as const;

/** One office's print batches, a page at a time, newest first unless sorted otherwise; each with its cards. */
export async function listPrintBatches(db: DbOrTx, kind: CardKind, q: PrintBatchListQuery): Promise<Paged<PrintBatchRow>> {
  const where: SQL[] = [eq(b.KIND, kind)];
  if (q.filters?.createdBy) where.push(contains(b.CREATED_BY_NAME, q.filters.createdBy));
  if (q.filters?.rollNo) {
    where.push(sql`exists (select 1 from ${items} i where i.batch_id = ${b.BATCH_ID} and i.rolno ilike ${likePattern(q.filters.rollNo)})`);
  }
  const page = q.page ?? 1;
  const dir = q.sortDir === 'asc' ? asc : desc;
  const order = q.sortBy ? [dir(SORT[q.sortBy]), dir(b.BATCH_ID)] : [desc(b.CREATED_AT), desc(b.BATCH_ID)];
  const window = { limit: q.pageSize, offset: (page - 1) * q.pageSize };
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(b)
      .where(and(...where))
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    // Counted up to the cap like the other administration lists: a kind's batches only grow.
    listTotal(db, matchesUpToCap(db, db.select({ one: sql`1`.as('one') }).from(b).where(and(...where)), window)),
  ]);
  const printed = rows.length
    ? await db.select().from(items).where(inArray(items.BATCH_ID, rows.map((r) => r.BATCH_ID))).orderBy(asc(items.BATCH_ID), asc(items.POSITION))
    : [];
  return {
    ...total,
    rows: rows.map((r) => ({
      batchId: r.BATCH_ID,
      kind: r.KIND as CardKind,
      layout: r.LAYOUT as PrintLayout,
      createdAt: r.CREATED_AT.toISOString(),
      createdBy: { id: r.CREATED_BY, name: r.CREATED_BY_NAME },
      count: r.CARD_COUNT,
      reprints: r.REPRINTS,
      items: printed
        .filter((i) => i.BATCH_ID === r.BATCH_ID)
        .map((i) => ({ transId: i.TRANS_ID, serial: cardSerial(kind, i.CARD_ID), rollNo: i.ROLNO, name: i.NAME, reprint: i.REPRINT })),
    })),
  };
}
