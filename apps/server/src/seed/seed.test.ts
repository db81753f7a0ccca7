import { CARD_TYPE, DEPT, formatDateInput, STATUS } from '@portal/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { rowsOf } from '../db/client.js';
import { students } from '../db/schema/index.js';
import { chunked, readByIds } from './context.js';
import { ID_CARDS_E2E } from './id-cards.js';
import { seedAll } from './index.js';

/**
 * The demo and benchmark seed: it reads and writes by chunks at any size, and its data is believable —
 * relative to today, nothing dated after today that has already happened, one form number per student,
 * and the browser journeys' own students kept off the offices' first pages.
 */
let t: TestApp;
let seeded: TestApp;
beforeAll(async () => {
  [t, seeded] = await Promise.all([createTestApp(), createTestApp()]);
  await seedAll(seeded.db, { students: 900, requests: 1400 });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await seeded?.close();
});

describe('reading by ids at any size', () => {
  it('reads rows for more ids than one statement may carry (65,535 parameters)', async () => {
    const made = await Promise.all([buildStudent(t.db), buildStudent(t.db), buildStudent(t.db)]);
    const real = made.map((m) => m.student.ID);
    const ids = [...Array.from({ length: 70_000 }, (_, i) => 10_000_000 + i), ...real];
    const rows = await readByIds(ids, (part) => t.db.select({ ID: students.ID }).from(students).where(inArray(students.ID, part)));
    expect(rows.map((r) => r.ID).sort()).toEqual([...real].sort());
  });

  it('stops reading once the rows read suffice', async () => {
    let statements = 0;
    const rows = await readByIds(
      Array.from({ length: 20 }, (_, i) => i + 1),
      async (part) => {
        statements++;
        return part;
      },
      { size: 5, enough: (r) => r.length >= 7 },
    );
    expect(statements).toBe(2);
    expect(rows).toHaveLength(10);
  });

  it('chunks keep every item once, in order', () => {
    const items = Array.from({ length: 12_345 }, (_, i) => i);
    const parts = [...chunked(items, 5000)];
    expect(parts.map((p) => p.length)).toEqual([5000, 5000, 2345]);
    expect(parts.flat()).toEqual(items);
  });
});

/**
 * Dates still to come by nature: due dates, a schedule's close, and the day an undelivered card will be
 * handed out (the rows of each column that may be after today, as a condition on the row).
 */
const MAY_BE_AFTER_TODAY: Record<string, string> = {
  'card_requests.fee_due_date': 'true',
  'card_requests.distribution_date': `req_status not in (${STATUS.DELIVERED}, ${STATUS.COMPLETE})`,
  'challans.due_dt': 'true',
  'fee_ledger.due_date': 'true',
  'eft_schedules.closes_at': 'true',
};

describe('the demo data', () => {
  it('gives every intermediate student a form number of their own', async () => {
    const dup = rowsOf<{ f_no: string; n: number }>(
      await seeded.db.execute(sql`select f_no, count(*)::int as n from students where f_no is not null group by f_no having count(*) > 1 order by n desc limit 5`),
    );
    expect(dup).toEqual([]);
    const [{ n }] = rowsOf<{ n: number }>(await seeded.db.execute(sql`select count(*)::int as n from students where f_no is not null`));
    expect(n).toBeGreaterThan(50);
  });

  it('dates nothing that has happened after today', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
      await seeded.db.execute(sql`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
        order by table_name, column_name`),
    );
    expect(columns.length).toBeGreaterThan(20);
    const today = formatDateInput(new Date());
    const late: string[] = [];
    for (const c of columns) {
      const name = `${c.table_name}.${c.column_name}`;
      const future = MAY_BE_AFTER_TODAY[name] ?? 'false';
      const [row] = rowsOf<{ last: string | null }>(
        await seeded.db.execute(sql.raw(`select to_char(max("${c.column_name}"), 'YYYY-MM-DD') as last from "${c.table_name}" where not (${future})`)),
      );
      if (row.last && row.last > today) late.push(`${name} ${row.last}`);
    }
    expect(late).toEqual([]);
  });

  it('sorts the browser journeys’ own requests after every demo request of the card lists (newest first)', async () => {
    const card = await buildStaff(seeded.db, DEPT.CARD_OFFICE);
    const journeyNames = new Set(ID_CARDS_E2E.map((j) => j.name.toUpperCase()));
    for (const cardType of [CARD_TYPE.NEW, CARD_TYPE.DUPLICATE, CARD_TYPE.TRIPLICATE]) {
      const names: string[] = [];
      for (let page = 1; ; page++) {
        const res = await seeded.app.inject({
          method: 'POST',
          url: '/api/admin/idcard-requests',
          headers: await seeded.auth(card),
          payload: { cardType, page, pageSize: 100 },
        });
        expect(res.statusCode, res.body).toBe(200);
        const { rows, total } = res.json() as { rows: { STD_NAME: string }[]; total: number };
        names.push(...rows.map((r) => r.STD_NAME.toUpperCase()));
        if (names.length >= total || !rows.length) break;
      }
      const journey = names.flatMap((n, i) => (journeyNames.has(n) ? [i] : []));
      const demo = names.flatMap((n, i) => (journeyNames.has(n) ? [] : [i]));
      expect(journey.length, `list ${cardType}`).toBeGreaterThan(0);
      expect(demo.length, `list ${cardType}`).toBeGreaterThan(10);
      expect(Math.min(...journey), `list ${cardType}`).toBeGreaterThan(Math.max(...demo));
    }
  });
});
