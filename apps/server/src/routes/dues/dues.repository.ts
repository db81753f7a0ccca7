import { asc, eq, sql } from 'drizzle-orm';
import type { DuesCode, DuesRow } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { cardDues } from '../../db/schema/index.js';

export interface CurrentDues {
  code: DuesCode;
  name: string;
  /** Whole rupees. */
  amount: number;
  /** Amount in words, without "Only" (challans add it). */
  words: string;
}

/**
 * The due of a card kind as it stands now. Code that issues a challan or a card request with a fee
 * (e.g. a duplicate card's FEE_AMOUNT) must call this at issuing time and store the amount on its own
 * row: new dues then apply to challans issued afterwards, and those already issued keep their amount.
 */
export async function currentDues(db: DbOrTx, code: DuesCode): Promise<CurrentDues> {
  const [row] = await db.select().from(cardDues).where(eq(cardDues.REQ_SNM, code)).limit(1);
  if (!row) throw new Error(`card dues ${code} missing (reference data not loaded)`);
  return { code, name: row.REQ_DEF, amount: row.DUES, words: row.DUES_DESC };
}

const ORDER = sql`array_position(array['SC','DSC','TSC','Qrup','SCC']::text[], ${cardDues.REQ_SNM}::text)`;

/** The five dues rows in a fixed order (SC, DSC, TSC, Qrup, SCC), as `GET /challan-dues` answers them. */
export async function listDues(db: DbOrTx): Promise<DuesRow[]> {
  const rows = await db.select().from(cardDues).orderBy(ORDER, asc(cardDues.REQ_SNM));
  return rows.map(toRow);
}

/** The row of `code` locked for the rest of the transaction (two admins saving at once queue). */
export async function lockDues(tx: DbOrTx, code: DuesCode): Promise<DuesRow | null> {
  const [row] = await tx.select().from(cardDues).where(eq(cardDues.REQ_SNM, code)).for('update');
  return row ? toRow(row) : null;
}

export async function setDues(tx: DbOrTx, code: DuesCode, amount: number, words: string): Promise<number> {
  const rows = await tx.update(cardDues).set({ DUES: amount, DUES_DESC: words, UPDATED_AT: new Date() }).where(eq(cardDues.REQ_SNM, code)).returning({ code: cardDues.REQ_SNM });
  return rows.length;
}

const toRow = (r: typeof cardDues.$inferSelect): DuesRow => ({ req_snm: r.REQ_SNM, req_def: r.REQ_DEF, dues: r.DUES, dues_desc: r.DUES_DESC });
