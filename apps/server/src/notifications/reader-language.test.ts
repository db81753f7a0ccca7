import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPT, STATUS } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openPglite, rowsOf } from '../db/client.js';
import { mailOutbox, notifications, students } from '../db/schema/index.js';
import { knownMigrations, migrationsUpTo } from '../ops/schema-version.js';
import { loadSessionUser } from '../identity/session-read.js';
import { saveCardDecision } from '../routes/id-cards/card-requests.service.js';
import { buildCardRequest } from '../test/id-cards-helpers.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent, buildStudentRecord } from '../test/factories.js';

/**
 * A notification is kept as what happened and put into words when read, in the reader's language; the mail
 * goes in the language the student last used. Rows written before keep their words and still show.
 */
const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = { TITLE: string; BODY: string; LANG: string; D_NM: string | null; KIND: string; LINK: string };

async function read(user: Parameters<TestApp['auth']>[0], lang?: 'en' | 'ur') {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${lang ? `?lang=${lang}` : ''}`, headers: await t.auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Row[];
}

/** A student who last used Urdu, with mail on, and their card request set to "Image Not Clear" (a venue already on it). */
async function imageNotClear(lang: 'en' | 'ur') {
  const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  const s = await buildStudent(t.db, { EMAIL: `r${Math.random().toString(36).slice(2, 8)}@students.example.edu`, LANG: lang });
  const req = await buildCardRequest(t.db, s.student.ID, { VENUE: 'Card Office, Room 4', DISTRIBUTION_DATE: new Date('2026-11-26T00:00:00Z') });
  await saveCardDecision(t.db, card, { T_ID: req.TRANS_ID, STATUS: STATUS.IMAGE_NOT_CLEAR }, async () => null);
  return s;
}

describe('a notification in the reader\'s language', () => {
  it('a student who last used Urdu reads in English: English words, no Urdu, and no "collect" for a photo not accepted', async () => {
    const s = await imageNotClear('ur');
    const [n] = await read(s.user, 'en');
    expect(n.TITLE).toBe('Card Office: Image Not Clear');
    expect(n.BODY).toContain('upload a clear photo');
    expect(n.BODY).not.toContain('Collect');
    expect(`${n.TITLE} ${n.BODY} ${n.D_NM}`).not.toMatch(ARABIC);
    expect(n.LANG).toBe('en');
    // Without a language the words are English.
    expect((await read(s.user))[0].TITLE).toBe(n.TITLE);
  });

  it('the same notification read in Urdu names the office and the status in Urdu, with no English word', async () => {
    const s = await imageNotClear('en');
    const [n] = await read(s.user, 'ur');
    expect(n.TITLE).toBe('کارڈ آفس: تصویر واضح نہیں');
    expect(n.D_NM).toBe('کارڈ آفس');
    expect(n.LANG).toBe('ur');
    expect(`${n.TITLE} ${n.BODY}`).not.toMatch(LATIN_WORD);
    expect(n.BODY).not.toContain('وصولی');
  });

  it('the mail is in the language the student last used; English when they never chose', async () => {
    const ur = await imageNotClear('ur');
    const [urMail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.TO, ur.student.EMAIL!));
    expect(urMail.TEXT).toContain('تصویر واضح نہیں');
    expect(urMail.SUBJECT).toContain('کارڈ آفس');
    expect(urMail.TEXT).not.toContain('Image Not Clear');
    const en = await imageNotClear('en');
    const [enMail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.TO, en.student.EMAIL!));
    expect(enMail.SUBJECT).toContain('Card Office: Image Not Clear');
    expect(enMail.TEXT).not.toMatch(ARABIC);
  });

  it('keeps what happened, not words', async () => {
    const s = await imageNotClear('ur');
    const [row] = await t.db.select().from(notifications).where(eq(notifications.ACCOUNT_ID, s.user.ID));
    expect(row.EVENT).toMatchObject({ kind: 'id-card', status: STATUS.IMAGE_NOT_CLEAR, dId: DEPT.CARD_OFFICE });
    expect(row.TITLE).toBeNull();
    expect(row.BODY).toBeNull();
  });

  it('a row written before events were kept shows as written, marked with its own language', async () => {
    const s = await buildStudent(t.db);
    const body = 'Card Office نے آپ کی حیثیت "Delivered" کر دی ہے۔';
    await t.db.insert(notifications).values({ ACCOUNT_ID: s.user.ID, KIND: 'id-card', D_ID: DEPT.CARD_OFFICE, TITLE: 'Card Office: Delivered', BODY: body, LINK: '/student-uni-card-requests' });
    const [n] = await read(s.user, 'en');
    expect(n).toMatchObject({ TITLE: 'Card Office: Delivered', BODY: body, LANG: 'ur' });
  });

  it('refuses a language it does not speak', async () => {
    const s = await buildStudent(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications?lang=fr', headers: await t.auth(s.user) });
    expect(res.statusCode).toBe(400);
  });
});

describe('notifications stored before the change of schema', () => {
  it('survive the migration and still show', async () => {
    const all = knownMigrations();
    const before = all[all.findIndex((m) => m.tag.endsWith('_notification_events')) - 1]!;
    const folder = migrationsUpTo(before);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notices-'));
    try {
      const old = await openPglite(dir, undefined, { migrationsFolder: folder });
      // The accounts table of that time lacks today's columns: the account is written in that time's columns.
      const student = await buildStudentRecord(old.db, { LANG: 'ur' });
      const [account] = rowsOf<{ id: number }>(
        await old.db.execute(sql`insert into accounts (username, password_hash, role, student_id, nm) values (${student.ROLNO}, 'x', 'STDR', ${student.ID}, ${student.NM}) returning id`),
      );
      await old.db.execute(
        sql`insert into notifications (account_id, kind, d_id, title, body, link) values (${account.id}, 'clearance', 406, 'Main Library: Books Pending', 'مرکزی لائبریری نے ...', '/x')`,
      );
      await old.close();
      const database = await openPglite(dir);
      const app = await buildApp({ config: testConfig(), database, logger: false });
      try {
        await app.ready();
        app.lifecycle.state = 'ready';
        const [raw] = rowsOf<{ event: unknown }>(await database.db.execute(sql`select event from notifications`));
        expect(raw.event).toBeNull();
        const user = (await loadSessionUser(database.db, account.id))!;
        const res = await app.inject({ method: 'GET', url: '/api/notifications?lang=en', headers: { authorization: `Bearer ${await app.tokens.sign(user)}` } });
        expect(res.json().data.rows).toMatchObject([{ TITLE: 'Main Library: Books Pending', BODY: 'مرکزی لائبریری نے ...', LANG: 'ur' }]);
        expect((await database.db.select({ LANG: students.LANG }).from(students))[0].LANG).toBe('ur');
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
