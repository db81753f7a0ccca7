import { STATUS, TRANSPORT_REQ_TYPE } from '@portal/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { busRoutes, busStops, students } from '../db/schema/index.js';
import { readByIds, type SeedContext } from './context.js';

/** Bus routes of the demo: real Lahore roads and landmarks, each ending at the university. */
export const DEMO_ROUTES: { no: string; name: string; stops: string[] }[] = [
  {
    no: '1',
    name: 'Thokar Niaz Baig - GCU',
    stops: ['Thokar Niaz Baig', 'Canal Bank Wapda Town', 'Shaukat Khanum Hospital', 'Akbar Chowk', 'Kalma Chowk', 'Qartaba Chowk', 'GCU Main Gate'],
  },
  { no: '2', name: 'DHA Phase 5 - GCU', stops: ['DHA Phase 5', 'Y Block DHA', 'Cavalry Ground', 'Fortress Stadium', 'Charing Cross', 'GCU Main Gate'] },
  { no: '3', name: 'Shahdara - GCU', stops: ['Shahdara Chowk', 'Ravi Bridge', 'Minar-e-Pakistan', 'Azadi Chowk', 'Data Darbar', 'GCU Main Gate'] },
  { no: '4', name: 'Valencia - GCU', stops: ['Valencia Town', 'Wahdat Road', 'Samanabad Morr', 'Chauburji', 'GCU Main Gate'] },
  { no: '5', name: 'Ferozepur Road - GCU', stops: ['Kahna Nau', 'Youhanabad', 'Chungi Amar Sidhu', 'Ghazi Chowk', 'Kalma Chowk', 'Ichhra', 'GCU Main Gate'] },
  {
    no: '6',
    name: 'Model Town - GCU',
    stops: ['Model Town Link Road', 'Faisal Town', 'Barkat Market', 'Liberty Market', 'Main Market Gulberg', 'Lahore Zoo', 'GCU Main Gate'],
  },
  { no: '7', name: 'Cantt - GCU', stops: ['Walton Road', 'RA Bazaar', 'Sherpao Bridge', 'Shimla Pahari', 'GCU Main Gate'] },
  { no: '8', name: 'Wapda Town - GCU', stops: ['Wapda Town Roundabout', 'PIA Society', 'Maulana Shaukat Ali Road', 'Mozang Chungi', 'GCU Main Gate'] },
  { no: '9', name: 'Allama Iqbal Town - GCU', stops: ['Karim Block Market', 'Moon Market', 'Sabzazar', 'Samanabad', 'Ichhra', 'GCU Main Gate'] },
  {
    no: '10',
    name: 'Harbanspura - GCU',
    stops: ['Harbanspura', 'Daroghawala', 'Shalimar Garden', 'Baghbanpura', 'UET Lahore', 'Lahore Railway Station', 'GCU Main Gate'],
  },
  { no: '11', name: 'Bahria Town - GCU', stops: ['Bahria Town Main Gate', 'Canal View', 'Jinnah Hospital', 'Mozang Chungi', 'GCU Main Gate'] },
  { no: '12', name: 'Gulshan-e-Ravi - GCU', stops: ['Sanda', 'Gulshan-e-Ravi', 'Bund Road', 'Lower Mall', 'GCU Main Gate'] },
];

/** The latest request's status, weighted like a busy term. Older requests of a student were Delivered. */
const STATUS_WEIGHTS: [number, number][] = [
  [STATUS.SUBMITTED, 30],
  [STATUS.VERIFYING, 10],
  [STATUS.IN_PROGRESS, 10],
  [STATUS.IMAGE_NOT_CLEAR, 8],
  [STATUS.INFO_MISSING, 5],
  [STATUS.FEE_PENDING, 12],
  [STATUS.FEE_PAID, 5],
  [STATUS.COMPLETE, 10],
  [STATUS.DELIVERED, 10],
];
const COMMENTS: Record<number, string> = {
  [STATUS.IMAGE_NOT_CLEAR]: 'Photo is not clear, please upload a clear photo',
  [STATUS.INFO_MISSING]: 'Guardian contact number is missing',
  [STATUS.FEE_PENDING]: 'Please pay the transport fee challan',
  [STATUS.FEE_PAID]: 'Fee received',
};

/** Share of all demo requests that are transport requests. */
export const TRANSPORT_SHARE = 0.2;

/**
 * Routes with stops, and ~20% of ctx.requests transport requests in many statuses. The demo students
 * (`student`, `newstudent`) get none: the browser journey applies as `student`. students.LAST_TR_S and
 * TR_ATTEMPT_NO follow each student's latest request; Image Not Clear students have no photo.
 */
export async function seedTransport(ctx: SeedContext): Promise<void> {
  const { db, rng, now } = ctx;
  const routes = await db
    .insert(busRoutes)
    .values(DEMO_ROUTES.map((r) => ({ ROUTE_NO: r.no, ROUTE_NAME: r.name })))
    .returning();
  const stopRows = DEMO_ROUTES.flatMap((r, i) => r.stops.map((s, j) => ({ ROUTE_ID: routes[i].ROUTE_ID, STOP_NAME: s, SEQ: j + 1 })));
  const stops = await db.insert(busStops).values(stopRows).returning({ STOP_ID: busStops.STOP_ID, ROUTE_ID: busStops.ROUTE_ID });
  // Riders board anywhere but at the university itself.
  const boarding = routes.map((r) => stops.filter((s) => s.ROUTE_ID === r.ROUTE_ID).slice(0, -1));

  const eligible = ctx.studentIds.slice(2);
  const count = Math.round(ctx.requests * TRANSPORT_SHARE);
  if (!eligible.length || !count) return;
  const riders = shuffled(eligible, rng).slice(0, Math.min(eligible.length, count));
  const perRider = new Map<number, number>(riders.map((id) => [id, 1]));
  for (let i = riders.length; i < count; i++) {
    const id = riders[i % riders.length];
    perRider.set(id, perRider.get(id)! + 1);
  }

  const contacts = new Map(
    (
      await readByIds(riders, (part) =>
        db.select({ ID: students.ID, PH1: students.PH1, F_CONTACT: students.F_CONTACT, ADD1: students.ADD1 }).from(students).where(inArray(students.ID, part)),
      )
    ).map((s) => [s.ID, s]),
  );

  const totalWeight = STATUS_WEIGHTS.reduce((a, [, w]) => a + w, 0);
  const pickStatus = () => {
    let x = rng.next() * totalWeight;
    for (const [s, w] of STATUS_WEIGHTS) {
      x -= w;
      if (x < 0) return s;
    }
    return STATUS.SUBMITTED;
  };
  const rows: RequestSeedRow[] = [];
  for (const id of riders) {
    const k = perRider.get(id)!;
    const c = contacts.get(id)!;
    const r = rng.int(0, routes.length - 1);
    for (let a = 1; a <= k; a++) {
      // older attempts a year apart, the latest within the last year
      const applied = new Date(rng.recentDate(now, 330).getTime() - (k - a) * 365 * 86_400_000);
      const status = a < k ? STATUS.DELIVERED : pickStatus();
      const distributed = status === STATUS.COMPLETE || status === STATUS.DELIVERED;
      rows.push({
        STUDENT_ID: id,
        ROUTE_ID: routes[r].ROUTE_ID,
        STOP_ID: rng.pick(boarding[r]).STOP_ID,
        REQ_TYPE: TRANSPORT_REQ_TYPE,
        ATTEMPT_NO: a,
        S_CONTACT: c.PH1,
        F_CONTACT: c.F_CONTACT,
        ADDRESS: c.ADD1,
        APPLY_DATE: applied,
        DISTRIBUTION_DATE: distributed ? ymd(rng.daysAfter(applied, 7, 30, now)) : null,
        COMMENT: COMMENTS[status] ?? '',
        REQ_STATUS: status,
      });
    }
  }
  await insertRequests(db, rows, ctx.progress('transport requests'));

  // LAST_TR_S and TR_ATTEMPT_NO from each rider's latest request; unclear photos are deleted.
  await db.execute(sql`
    update students s set last_tr_s = x.req_status, tr_attempt_no = x.n
    from (
      select distinct on (student_id) student_id, req_status, count(*) over (partition by student_id) as n
      from transport_requests order by student_id, apply_date desc, trans_id desc
    ) x
    where s.id = x.student_id`);
  await db.execute(sql`
    update students set photo = null, photo_updated_at = null
    where last_tr_s = ${STATUS.IMAGE_NOT_CLEAR} and id in (select student_id from transport_requests where req_status = ${STATUS.IMAGE_NOT_CLEAR})`);
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function shuffled<T>(items: readonly T[], rng: SeedContext['rng']): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

interface RequestSeedRow {
  STUDENT_ID: number;
  ROUTE_ID: number;
  STOP_ID: number;
  REQ_TYPE: number;
  ATTEMPT_NO: number;
  S_CONTACT: string;
  F_CONTACT: string;
  ADDRESS: string;
  APPLY_DATE: Date;
  DISTRIBUTION_DATE: string | null;
  COMMENT: string;
  REQ_STATUS: number;
}

/**
 * Bulk insert through json_to_recordset: one statement and one parameter per 10,000 rows (a multi-row
 * VALUES insert of 100,000 rows takes ~20 s; this takes a few).
 */
async function insertRequests(db: Db, rows: RequestSeedRow[], onProgress: (done: number, total: number) => void) {
  const CHUNK = 10_000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await db.execute(sql`
      insert into transport_requests (student_id, route_id, stop_id, req_type, attempt_no, s_contact, f_contact, address, apply_date, updated_at, distribution_date, comment, req_status)
      select "STUDENT_ID", "ROUTE_ID", "STOP_ID", "REQ_TYPE", "ATTEMPT_NO", "S_CONTACT", "F_CONTACT", "ADDRESS", "APPLY_DATE", "APPLY_DATE", "DISTRIBUTION_DATE", "COMMENT", "REQ_STATUS"
      from json_to_recordset(${json}::json) as x("STUDENT_ID" int, "ROUTE_ID" int, "STOP_ID" int, "REQ_TYPE" smallint, "ATTEMPT_NO" int, "S_CONTACT" text, "F_CONTACT" text,
        "ADDRESS" text, "APPLY_DATE" timestamptz, "DISTRIBUTION_DATE" date, "COMMENT" text, "REQ_STATUS" int)`);
    onProgress(Math.min(i + CHUNK, rows.length), rows.length);
  }
}
