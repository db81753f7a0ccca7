/**
 * The lean baseline of the benchmark: a bare `node:http` server answering the first page of
 * each measured list with the same rows and the same auth work as a plain implementation would do it —
 * the bearer token's HMAC checked with node:crypto, the account re-read, then the page and count
 * queries in hand-written SQL. No framework, no validation, no ORM. The benchmark prints ours / lean.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { STATUS } from '@portal/domain';

/** Runs one parameterised query (pg Pool or PGlite). */
export type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

interface Account {
  id: number;
  d_id: number | null;
  disabled: boolean;
}

/**
 * Verifies an HS256 JWT by hand with node:crypto: signature and expiry; the account id, or null. The
 * portal itself verifies with jose (identity/tokens.ts); bench/tokens.ts measures the two side by side.
 */
export function verifyToken(token: string, key: Buffer): number | null {
  const [header, payload, signature] = token.split('.');
  if (!signature) return null;
  const expected = crypto.createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string; exp?: number };
  if (!claims.exp || claims.exp * 1000 < Date.now()) return null;
  return Number(claims.sub);
}

const CARD_PAGE = `
  select cr.trans_id, cr.card_type, cr.attempt_no, s.nm as std_name, s.rolno, s.f_nm, s.class, m.name as major, s.session,
    coalesce(nullif(cr.b_group, ''), s.b_group) as b_group, coalesce(nullif(cr.s_contact, ''), s.ph1) as contact,
    coalesce(nullif(cr.address, ''), s.add1) as address, cr.date_of_apply, cr.distribution_date, cr.rf_id, cr.machine_id,
    cr.venue, cr.comment, cr.req_status, s.c_code, s.se_id, s.maj_id, s.year, s.rn, s.photo is not null as has_photo
  from card_requests cr join students s on s.id = cr.student_id join majors m on m.maj_id = s.maj_id
  where cr.deleted_at is null and cr.card_type = $1 and cr.req_status <> ${STATUS.DELIVERED}
  order by cr.date_of_apply desc nulls last, cr.trans_id desc limit $2`;
const CARD_COUNT = `select count(*)::int as n from card_requests where deleted_at is null and card_type = $1 and req_status <> ${STATUS.DELIVERED}`;

const CLEARANCE_PAGE = `
  select q.t_id, q.clr_id, q.std_name, q.std_rollno, q.class, r.apply_date, r.req_id, r.venue, r.date, q.req_status, q.rows_approved, q.rows_total
  from clearance_rows r join clearance_requests q on q.t_id = r.t_id
  where r.d_id = $1 and not r.deleted order by r.apply_date desc nulls last, r.t_id desc limit $2`;
const CLEARANCE_COUNT = 'select count(*)::int as n from clearance_rows where d_id = $1 and not deleted';

const TRANSPORT_PAGE = `
  select tr.trans_id, tr.student_id, s.rolno, s.nm, s.f_nm, tr.f_contact, tr.s_contact, d.d_nm as department, s.session, s.class,
    m.name as major, tr.apply_date, tr.address, tr.route_id, br.route_no, br.route_name, tr.stop_id, bs.stop_name, tr.req_status,
    rs.req_def as request_status, tr.distribution_date, tr.venue, tr.comment, s.c_code, s.se_id, s.maj_id, s.year, s.rn,
    tr.attempt_no, s.photo is not null as has_photo
  from transport_requests tr join students s on s.id = tr.student_id join majors m on m.maj_id = s.maj_id
    join departments d on d.d_id = s.d_id join bus_routes br on br.route_id = tr.route_id join bus_stops bs on bs.stop_id = tr.stop_id
    left join request_statuses rs on rs.req_id = tr.req_status
  order by tr.apply_date desc nulls last, tr.trans_id desc limit $1`;
const TRANSPORT_COUNT = 'select count(*)::int as n from transport_requests';

const EFT_PAGE = `
  select a.id, a.student_id, a.schedule_id, sc.title as schedule_title, s.nm, s.f_nm, s.rolno, s.class, s.session, d.d_nm as department,
    a.household_income, a.dependants, a.guardian_occupation, a.reason, a.doc_name, a.doc_type, a.doc_size, a.status, a.comment,
    a.applied_at, a.updated_at
  from eft_applications a join students s on s.id = a.student_id join departments d on d.d_id = s.d_id
    join eft_schedules sc on sc.id = a.schedule_id
  order by a.applied_at desc nulls last, a.id desc limit $1`;
const EFT_COUNT = 'select count(*)::int as n from eft_applications';

/** The lean routes, at the portal's paths: the same benchmark targets can call either server. */
type Handler = (query: Query, account: Account, url: URL, body: Record<string, unknown>) => Promise<unknown>;
const page = async (query: Query, pageSql: string, countSql: string, params: unknown[], countParams: unknown[]) => {
  const [rows, count] = await Promise.all([query(pageSql, params), query(countSql, countParams)]);
  return { rows: rows.rows, total: count.rows[0].n };
};
const ROUTES: Record<string, Handler> = {
  'POST /api/admin/idcard-requests': (q, _a, _u, b) => page(q, CARD_PAGE, CARD_COUNT, [Number(b.cardType), Number(b.pageSize ?? 10)], [Number(b.cardType)]),
  'POST /api/clearance-requests/admin': (q, a, _u, b) => page(q, CLEARANCE_PAGE, CLEARANCE_COUNT, [a.d_id, Number(b.pageSize ?? 10)], [a.d_id]),
  'GET /api/admin/get-transport-requests': (q, _a, u) => page(q, TRANSPORT_PAGE, TRANSPORT_COUNT, [Number(u.searchParams.get('pageSize') ?? 10)], []),
  'GET /api/eft/applications': (q, _a, u) => page(q, EFT_PAGE, EFT_COUNT, [Number(u.searchParams.get('pageSize') ?? 10)], []),
  'GET /api/health': async (q) => {
    await q('select 1', []);
    return { status: 'ok' };
  },
};

/** Starts the lean server on a loopback port; its base URL and a stop function. */
export async function startLean(query: Query, tokenSecret: string): Promise<{ url: string; close: () => Promise<void> }> {
  const key = Buffer.from(tokenSecret);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      try {
        const url = new URL(req.url ?? '/', 'http://lean');
        const handler = ROUTES[`${req.method} ${url.pathname}`];
        if (!handler) return send(404, { msg: 'not found' });
        const auth = req.headers.authorization;
        let account: Account = { id: 0, d_id: null, disabled: false };
        if (auth?.startsWith('Bearer ')) {
          const id = verifyToken(auth.slice(7), key);
          if (id == null) return send(401, { msg: 'unauthorised' });
          const found = await query(
            'select a.id, coalesce(s.d_id, a.d_id) as d_id, a.disabled from accounts a left join students s on s.id = a.student_id where a.id = $1',
            [id],
          );
          if (!found.rows[0] || found.rows[0].disabled) return send(401, { msg: 'unauthorised' });
          account = found.rows[0] as unknown as Account;
        } else if (url.pathname !== '/api/health') return send(401, { msg: 'unauthorised' });
        const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
        send(200, await handler(query, account, url, body));
      } catch (err) {
        send(500, { msg: (err as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
