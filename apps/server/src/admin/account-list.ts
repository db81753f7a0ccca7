import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isHod, isItPerson, ROLE, type AccountListQuery, type AccountRow, type Paged } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { accounts, departments } from '../db/schema/index.js';
import { contains, listClauses, pageWindow } from '../db/list-query.js';
import { listTotal, matchesUpToCap, type TotalSource } from '../lib/list-total.js';

/** An account row and its office's name, as read for the administrator. */
export type AccountRowSource = typeof accounts.$inferSelect & { D_NM: string | null };

/** What the administrator sees of an account (no hash, secret or code). */
export function accountRowOf(a: AccountRowSource): AccountRow {
  const staffLike = { ROLE: ROLE.STAFF, ROLE_DES: a.ROLE_DES } as const;
  const student = a.ROLE === ROLE.STUDENT;
  return {
    ID: a.ID,
    USERNAME: a.USERNAME,
    NM: a.NM,
    KIND: student ? 'student' : a.ADMIN ? 'admin' : 'staff',
    D_ID: a.D_ID,
    D_NM: a.D_NM,
    FM_ID: a.FM_ID,
    HOD: !student && isHod(staffLike),
    IT: !student && isItPerson(staffLike),
    DUES_ADMIN: a.DUES_ADMIN,
    EMAIL: a.EMAIL,
    DISABLED: a.DISABLED,
    MFA_ON: a.MFA_ENABLED_AT != null,
    MUST_CHANGE_PASSWORD: a.MUST_CHANGE_PASSWORD,
    LOCKED: a.LOCKED_UNTIL != null && a.LOCKED_UNTIL.getTime() > Date.now(),
    CREATED_AT: a.CREATED_AT.toISOString(),
    LAST_SIGN_IN_AT: a.LAST_SIGN_IN_AT?.toISOString() ?? null,
    LAST_SIGN_IN_METHOD: a.LAST_SIGN_IN_METHOD === 'sso' || a.LAST_SIGN_IN_METHOD === 'password' ? a.LAST_SIGN_IN_METHOD : null,
  };
}

const columns = { USERNAME: accounts.USERNAME, NM: accounts.NM, EMAIL: accounts.EMAIL, D_NM: departments.D_NM, CREATED_AT: accounts.CREATED_AT };

/** The list's own filters (office, role, disabled, two-factor on, a name or username). */
function ownFilters(q: AccountListQuery): SQL[] {
  const out: SQL[] = [];
  if (q.q?.trim()) out.push(sql`(${contains(accounts.USERNAME, q.q.trim())} or ${contains(accounts.NM, q.q.trim())})`);
  if (q.office != null) out.push(eq(accounts.D_ID, q.office));
  if (q.disabled != null) out.push(eq(accounts.DISABLED, q.disabled));
  if (q.mfa != null) out.push(q.mfa ? sql`${accounts.MFA_ENABLED_AT} is not null` : sql`${accounts.MFA_ENABLED_AT} is null`);
  const staff = sql`${accounts.ROLE} <> ${ROLE.STUDENT} and not ${accounts.ADMIN}`;
  switch (q.role) {
    case 'student':
      out.push(eq(accounts.ROLE, ROLE.STUDENT));
      break;
    case 'admin':
      out.push(sql`${accounts.ROLE} <> ${ROLE.STUDENT} and ${accounts.ADMIN}`);
      break;
    case 'staff':
      out.push(staff);
      break;
    case 'hod':
      out.push(sql`${staff} and substr(${accounts.ROLE_DES}, 20, 1) not in ('', '0', ' ', '-')`);
      break;
    case 'it':
      out.push(sql`${staff} and substr(${accounts.ROLE_DES}, 3, 1) not in ('', '0', ' ', '-') and substr(${accounts.ROLE_DES}, 20, 1) in ('', '0', ' ', '-')`);
      break;
  }
  return out;
}

/** The kinds as list_counts keeps them (migration 0027: state 0 student, 1 staff, 2 administrator). */
const KIND_STATE = { student: 0, staff: 1, admin: 2 } as const;

/**
 * The counters of the accounts list when it is as opened, or filtered by kind only (every student, staff or
 * administrator): an exact total whatever the number of students. Any other filter counts up to the cap.
 */
function countersOf(q: AccountListQuery): TotalSource | null {
  const filtered = q.q?.trim() || q.office != null || q.disabled != null || q.mfa != null || Object.values(q.filters ?? {}).some((v) => v.trim());
  if (filtered) return null;
  if (q.role == null) return { counters: { list: 'accounts' } };
  if (q.role in KIND_STATE) return { counters: { list: 'accounts', states: [KIND_STATE[q.role as keyof typeof KIND_STATE]] } };
  return null;
}

/** Every account, paged, filtered and sorted on the server (staff and administrators first, then by username). */
export async function listAccounts(db: DbOrTx, q: AccountListQuery): Promise<Paged<AccountRow>> {
  const c = listClauses(q, columns, [sql`${accounts.ROLE} = ${ROLE.STUDENT}`, asc(accounts.USERNAME)]);
  const parts = [...ownFilters(q), ...(c.where ? [c.where] : [])];
  const where = parts.length ? and(...parts) : undefined;
  const from = () => db.select({ a: accounts, D_NM: departments.D_NM }).from(accounts).leftJoin(departments, eq(departments.D_ID, accounts.D_ID));
  const rows = await from()
    .where(where)
    .orderBy(...c.orderBy, desc(accounts.ID))
    .limit(c.limit)
    .offset(c.offset);
  const window = pageWindow({ ...q, page: q.page ?? 1 });
  const matches = db.select({ one: sql`1`.as('one') }).from(accounts).leftJoin(departments, eq(departments.D_ID, accounts.D_ID)).where(where);
  const total = await listTotal(db, countersOf(q) ?? matchesUpToCap(db, matches, window));
  return { ...total, rows: rows.map((r) => accountRowOf({ ...r.a, D_NM: r.D_NM })) };
}
