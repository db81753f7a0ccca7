import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CARD_CHALLAN_TYPE, CHALLAN_KIND, consumerNumberOf, DEPT, STATUS, yyyymmdd } from '@portal/domain';
import { challans } from '../db/schema/index.js';
import { buildCardRequest } from '../test/id-cards-helpers.js';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';
import { buildStudent, TEST_PASSWORD } from '../test/factories.js';
import { adminQuery, withDatabase } from '../test/global-setup.js';
import { attendee, buildEvent } from '../test/event-factory.js';
import { recordFigure } from './figures.js';
import { freePort, startServerProcess } from '../test/server-process.js';

/**
 * The real server under a write load (event registrations, clearance applications, bank payments of
 * challans through the bill-payment calls) is killed with SIGKILL, started again on the same data, and every write it answered with success is there.
 * Embedded database (a PGlite data folder) or PostgreSQL (TEST_DATABASE_URL), whichever this run uses.
 */
const STUDENTS = 40;
/** The aggregator's credentials the server runs with (the bank pays one card challan of each student during the load). */
const BANK = { BPS_USERNAME: 'crash-aggregator', BPS_PASSWORD: 'crash-aggregator-password', BPS_PREFIX: '20202' };
const LOAD_MS = 2500;
const pgUrl = process.env.TEST_DATABASE_URL;
const kind = pgUrl ? 'PostgreSQL' : 'PGlite';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
const dbName = `portal_crash_${crypto.randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) await adminQuery(pgUrl, `drop database if exists ${dbName} with (force)`);
});

const env = () => ({ DATABASE_URL: pgUrl ? withDatabase(pgUrl, dbName) : undefined, DATA_DIR: dataDir });

/** The portal as its own process (node with the tsx loader, no wrapper process, so SIGKILL hits it). */
async function startServer(port: number): Promise<ChildProcess> {
  const e = env();
  const server = await startServerProcess(
    { DATA_DIR: e.DATA_DIR, ...(e.DATABASE_URL ? { DATABASE_URL: e.DATABASE_URL } : {}), TOKEN_SECRET: 'crash-test-secret-crash-test-secret-0001', TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '10000', ...BANK },
    { port },
  );
  children.push(server.child);
  return server.child;
}

async function prepare(): Promise<{ usernames: string[]; bills: { id: number; bal: number }[] }> {
  if (pgUrl) await adminQuery(pgUrl, `create database ${dbName}`);
  const database = await openDatabase(env());
  await ensureReferenceData(database.db);
  const usernames: string[] = [];
  const bills: { id: number; bal: number }[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const username = `crash-student-${i}`;
    const { student } = await buildStudent(database.db, { username, YEAR: new Date().getFullYear() - 2 });
    usernames.push(username);
    const card = await buildCardRequest(database.db, student.ID, { CARD_TYPE: 2, REQ_STATUS: STATUS.FEE_PENDING });
    const [c] = await database.db
      .insert(challans)
      .values({ KIND: CHALLAN_KIND.CARD, STUDENT_ID: student.ID, CARD_TRANS_ID: card.TRANS_ID, D_ID: DEPT.CARD_OFFICE, CHALLAN_TYPE: CARD_CHALLAN_TYPE, DES: 'Duplicate Student Card fee', BAL: 500 + i, DUE_DT: new Date(Date.now() + 10 * 86400_000), VERIFY_CODE: `CRASH${i}` })
      .returning();
    bills.push({ id: c.CHALLAN_ID, bal: c.BAL });
  }
  await buildEvent(database.db, { stock: 100_000, name: 'Crash Event' });
  await database.close();
  return { usernames, bills };
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<Set<string>> {
  return new Set(rowsOf<{ k: unknown }>(await database.db.execute(query)).map((r) => String(r.k)));
}

describe(`kill -9 under a write load (${kind})`, () => {
  it('keeps every acknowledged write, and the database opens again', async () => {
    const { usernames, bills } = await prepare();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port);
    const tokens: string[] = [];
    for (const username of usernames) {
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: TEST_PASSWORD }) });
      expect(res.status, await res.clone().text()).toBe(200);
      tokens.push(((await res.json()) as { token: string }).token);
    }

    const ackedTickets: string[] = [];
    const ackedClearance: string[] = [];
    const ackedPayments: number[] = [];
    let sent = 0;
    let stop = false;
    let n = 0;
    const registrations = async () => {
      while (!stop) {
        const i = ++n;
        sent++;
        try {
          const res = await fetch(`${base}/api/client/registerAttendees`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.20.${Math.floor(i / 250) % 250}.${(i % 250) + 1}` },
            body: JSON.stringify({ Data: attendee(5000 + i) }),
          });
          if (res.status === 200) ackedTickets.push(attendee(5000 + i).CNIC);
        } catch {
          /* the server died mid-request: not acknowledged */
        }
      }
    };
    const applications = async (from: number) => {
      for (let i = from; i < tokens.length && !stop; i += 2) {
        sent++;
        try {
          const res = await fetch(`${base}/api/clearance-requests/student/new`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
            body: JSON.stringify({ d_id: 413, hostel_id: 407, mail_address: 'House 5, Model Town, Lahore', reason: 'Degree Completion', card_poss: 1 }),
          });
          if (res.status === 200) ackedClearance.push(usernames[i]);
        } catch {
          /* not acknowledged */
        }
        await new Promise((r) => setTimeout(r, LOAD_MS / tokens.length));
      }
    };
    const payments = async () => {
      for (const [i, bill] of bills.entries()) {
        if (stop) break;
        sent++;
        try {
          const res = await fetch(`${base}/api/bps/BillPayment`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', username: BANK.BPS_USERNAME, password: BANK.BPS_PASSWORD },
            body: JSON.stringify({
              consumer_number: consumerNumberOf(BANK.BPS_PREFIX, bill.id),
              tran_auth_id: String(900000 + i),
              transaction_amount: String(bill.bal * 100).padStart(13, '0'),
              tran_date: yyyymmdd(new Date()),
            }),
          });
          if (res.status === 200 && ((await res.json()) as { response_Code: string }).response_Code === '00') ackedPayments.push(bill.id);
        } catch {
          /* not acknowledged */
        }
        await new Promise((r) => setTimeout(r, LOAD_MS / bills.length));
      }
    };
    const load = Promise.all([registrations(), registrations(), registrations(), applications(0), applications(1), payments()]);
    await new Promise((r) => setTimeout(r, LOAD_MS));
    server.kill('SIGKILL');
    stop = true;
    await load;
    await new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r(null) : server.once('exit', r)));

    const again = await startServer(await freePort());
    again.kill('SIGTERM');
    await new Promise((r) => (again.exitCode !== null ? r(null) : again.once('exit', r)));

    const database = await openDatabase(env());
    const tickets = await count(database, sql`select cnic as k from event_registrations`);
    const applied = await count(database, sql`select a.username as k from clearance_requests r join accounts a on a.student_id = r.student_id`);
    const paid = await count(database, sql`select c.challan_id as k from challans c join bank_payments p on p.challan_id = c.challan_id where c.paid = c.bal`);
    await database.close();
    const acknowledged = ackedTickets.length + ackedClearance.length + ackedPayments.length;
    const missing = [...ackedTickets.filter((c) => !tickets.has(c)), ...ackedClearance.filter((u) => !applied.has(u)), ...ackedPayments.filter((id) => !paid.has(String(id))).map((id) => `bank payment of challan ${id}`)];
    console.log(`crash (${kind}): ${sent} writes sent, ${acknowledged} acknowledged (${ackedPayments.length} bank payments), ${acknowledged - missing.length} found after the restart`);
    recordFigure('crash', `${kind}: writes sent / acknowledged / found after kill -9 and restart`, `${sent} / ${acknowledged} / ${acknowledged - missing.length}`);
    expect(acknowledged).toBeGreaterThan(20);
    expect(ackedPayments.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
