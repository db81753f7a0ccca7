import { MAX_PHOTO_BYTES, MSG, type SessionUser, STATUS, TRANSPORT_MSG } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, students, transportRequests } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { reencodeJpeg } from '../../lib/photo-upload.js';
import { buildStudent, testJpeg } from '../../test/factories.js';
import { applicationFields, applyUrl, makeRequest, makeRoute, multipart, postForm, transportAppWithRoute, updateUrl } from '../../test/transport-helpers.js';

let t: TestApp;
let office: SessionUser;
let card: SessionUser;
let jpeg: Buffer;
let route: Awaited<ReturnType<typeof makeRoute>>;
let otherRoute: Awaited<ReturnType<typeof makeRoute>>;
beforeAll(async () => {
  ({ t, office, card, route } = await transportAppWithRoute());
  jpeg = await testJpeg();
  otherRoute = await makeRoute(t.db, ['Elsewhere']);
});
afterAll(() => t.close());

/** A distinct real JPEG (different bytes each time). */
let hue = 0;
const freshJpeg = () => {
  hue += 37;
  return sharp({ create: { width: 40, height: 50, channels: 3, background: { r: hue % 255, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();
};
/** A real JPEG of exactly `size` bytes (padded with a comment segment). */
async function jpegOfSize(size: number): Promise<Buffer> {
  const base = await freshJpeg();
  const segments: Buffer[] = [];
  let rest = size - base.length;
  while (rest > 0) {
    const len = Math.min(rest, 65_000);
    const seg = Buffer.alloc(len);
    seg[0] = 0xff;
    seg[1] = 0xfe;
    seg.writeUInt16BE(len - 2, 2);
    segments.push(seg);
    rest -= len;
  }
  const out = Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
  expect(out.length).toBe(size);
  return out;
}
const png = () =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

const studentRow = async (id: number) => (await t.db.select().from(students).where(eq(students.ID, id)))[0];
const requestsOf = (id: number) => t.db.select().from(transportRequests).where(eq(transportRequests.STUDENT_ID, id));
const stop = (i = 0) => route.stops[i].STOP_ID;

async function apply(user: SessionUser, fields: Record<string, string | number>, file: { name: string; bytes: Buffer } | undefined, url = applyUrl(user)) {
  return postForm(t, url, user, multipart(fields, file));
}

describe('POST /api/card/applyfortransportcard/:C_CODE/:SE_ID/:ROLNO/REPLACE', () => {
  it('answers 401 without a token and 403 to staff', async () => {
    const { user } = await buildStudent(t.db);
    const body = multipart(applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'me.jpg', bytes: jpeg });
    expect((await postForm(t, applyUrl(user), null, body)).statusCode).toBe(401);
    expect((await postForm(t, applyUrl(user), office, body)).statusCode).toBe(403);
    expect((await postForm(t, applyUrl(user), card, body)).statusCode).toBe(403);
  });

  it("refuses (403) another student's identity in the path or the form, and changes nothing", async () => {
    const { user, student } = await buildStudent(t.db);
    const { user: other } = await buildStudent(t.db);
    const inPath = await apply(user, applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'me.jpg', bytes: jpeg }, applyUrl(other));
    expect(inPath.statusCode).toBe(403);
    expect(inPath.json().msg).toBe(TRANSPORT_MSG.notOwnIdentity);
    const inForm = await apply(user, applicationFields(other, route.route.ROUTE_ID, stop()), { name: 'me.jpg', bytes: jpeg });
    expect(inForm.statusCode).toBe(403);
    const rnOnly = await apply(user, applicationFields(user, route.route.ROUTE_ID, stop(), { RN: other.RN! }), { name: 'me.jpg', bytes: jpeg });
    expect(rnOnly.statusCode).toBe(403);
    expect(await requestsOf(student.ID)).toHaveLength(0);
  });

  it('applies: Submitted (5), photo stored in students.PHOTO, LAST_TR_S and TR_ATTEMPT_NO updated, audited', async () => {
    const { user, student } = await buildStudent(t.db, { PH1: '03111111111', F_CONTACT: '03222222222', ADD1: 'House 5, Gulberg, Lahore' });
    const photo = await freshJpeg();
    const res = await apply(user, applicationFields(user, route.route.ROUTE_ID, stop(1)), { name: 'Photo.JPEG', bytes: photo });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: TRANSPORT_MSG.applied });
    const [req] = await requestsOf(student.ID);
    expect(res.json().data.TRANS_ID).toBe(req.TRANS_ID);
    expect(req).toMatchObject({
      REQ_STATUS: STATUS.SUBMITTED,
      REQ_TYPE: 6,
      ROUTE_ID: route.route.ROUTE_ID,
      STOP_ID: stop(1),
      ATTEMPT_NO: 1,
      S_CONTACT: '03111111111',
      F_CONTACT: '03222222222',
      ADDRESS: 'House 5, Gulberg, Lahore',
      VENUE: 'Transport Office',
    });
    const s = await studentRow(student.ID);
    // The stored photo is the upload re-encoded without metadata, never the raw bytes.
    const stored = (await reencodeJpeg(photo, MAX_PHOTO_BYTES))!;
    expect(Buffer.compare(s.PHOTO!, stored)).toBe(0);
    expect(s.LAST_TR_S).toBe(STATUS.SUBMITTED);
    expect(s.TR_ATTEMPT_NO).toBe(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ENTITY, 'transport_request'), eq(auditLog.ENTITY_ID, String(req.TRANS_ID))));
    expect(audits.map((a) => a.ACTION)).toEqual(['apply']);
    const studentAudits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ENTITY, 'student'), eq(auditLog.ENTITY_ID, String(student.ID))));
    expect(studentAudits[0].AFTER).toMatchObject({ LAST_TR_S: 5, PHOTO: `<${stored.length} bytes>` });
  });

  it("accepts the mode in quotes ('REPLACE') and refuses another mode", async () => {
    const { user, student } = await buildStudent(t.db);
    const bad = await apply(user, applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'a.jpg', bytes: jpeg }, applyUrl(user, 'KEEP'));
    expect(bad.statusCode).toBe(404);
    const res = await apply(
      user,
      applicationFields(user, route.route.ROUTE_ID, stop()),
      { name: 'a.jpg', bytes: jpeg },
      applyUrl(user, encodeURIComponent("'REPLACE'")),
    );
    expect(res.statusCode).toBe(200);
    expect(await requestsOf(student.ID)).toHaveLength(1);
  });

  it.each([8, 50])('allows applying when LAST_TR_S is %s', async (last) => {
    const { user, student } = await buildStudent(t.db, { LAST_TR_S: last });
    if (last === 8) await makeRequest(t.db, student.ID, route.route.ROUTE_ID, stop(), STATUS.DELIVERED);
    const res = await apply(user, applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'a.jpg', bytes: await freshJpeg() });
    expect(res.statusCode).toBe(200);
    expect((await requestsOf(student.ID)).filter((r) => r.REQ_STATUS === STATUS.SUBMITTED)).toHaveLength(1);
  });

  it.each([
    [STATUS.SUBMITTED, MSG.alreadyAppliedTransport],
    [STATUS.FEE_PENDING, MSG.alreadyAppliedTransport],
    [STATUS.COMPLETE, MSG.alreadyAppliedTransport],
    [STATUS.INCOMPLETE, MSG.alreadyIncompleteRequest],
  ])('refuses (409) when LAST_TR_S is %s', async (last, msg) => {
    const { user, student } = await buildStudent(t.db, { LAST_TR_S: last });
    const res = await apply(user, applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'a.jpg', bytes: jpeg });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, msg, error: msg });
    expect(await requestsOf(student.ID)).toHaveLength(0);
  });

  it('checks in its fixed order with its messages, and changes nothing', async () => {
    const { user, student } = await buildStudent(t.db);
    const before = await studentRow(student.ID);
    const big = await jpegOfSize(51_201);
    const cases: [Record<string, string | number>, { name: string; bytes: Buffer } | undefined, string][] = [
      [applicationFields(user, '', ''), undefined, MSG.routeNotSelected],
      [applicationFields(user, route.route.ROUTE_ID, ''), { name: 'a.jpg', bytes: jpeg }, MSG.stopNotSelected],
      [applicationFields(user, route.route.ROUTE_ID, stop()), undefined, MSG.imageNotSelected],
      [applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'a.jpg', bytes: big }, MSG.fileTooLarge],
      [applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'a.png', bytes: jpeg }, MSG.onlyJpeg],
      [applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'fake.jpg', bytes: await png() }, MSG.onlyJpeg],
      [applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'text.jpg', bytes: Buffer.from('not an image at all') }, MSG.onlyJpeg],
      [applicationFields(user, route.route.ROUTE_ID, otherRoute.stops[0].STOP_ID), { name: 'a.jpg', bytes: jpeg }, TRANSPORT_MSG.stopNotOnRoute],
      [applicationFields(user, 999_999, stop()), { name: 'a.jpg', bytes: jpeg }, TRANSPORT_MSG.routeNotFound],
    ];
    for (const [fields, file, msg] of cases) {
      const res = await apply(user, fields, file);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect(await requestsOf(student.ID)).toHaveLength(0);
    const after = await studentRow(student.ID);
    expect(after.LAST_TR_S).toBe(before.LAST_TR_S);
    expect(Buffer.compare(after.PHOTO!, before.PHOTO!)).toBe(0);
  });

  it('accepts exactly 51,200 bytes and refuses 51,201', async () => {
    const { user: a, student: sa } = await buildStudent(t.db);
    const ok = await apply(a, applicationFields(a, route.route.ROUTE_ID, stop()), { name: 'a.jpg', bytes: await jpegOfSize(51_200) });
    expect(ok.statusCode).toBe(200);
    // Stored re-encoded without metadata: a real JPEG within the limit.
    expect((await studentRow(sa.ID)).PHOTO!.length).toBeLessThanOrEqual(51_200);
    const { user: b } = await buildStudent(t.db);
    const tooBig = await apply(b, applicationFields(b, route.route.ROUTE_ID, stop()), { name: 'a.jpg', bytes: await jpegOfSize(51_201) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().msg).toBe(MSG.fileTooLarge);
    const huge = await apply(b, applicationFields(b, route.route.ROUTE_ID, stop()), { name: 'a.jpg', bytes: await jpegOfSize(400_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().msg).toBe(MSG.fileTooLarge);
  });

  it('checks the last status before the size (the order the form checks its rules in)', async () => {
    const { user } = await buildStudent(t.db, { LAST_TR_S: STATUS.SUBMITTED });
    const res = await apply(user, applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'a.png', bytes: await jpegOfSize(60_000) });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.alreadyAppliedTransport);
  });

  it('keeps one open request when two submissions race', async () => {
    const { user, student } = await buildStudent(t.db);
    const body = () => multipart(applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'a.jpg', bytes: jpeg });
    const results = await Promise.all([
      postForm(t, applyUrl(user), user, body()),
      postForm(t, applyUrl(user), user, body()),
      postForm(t, applyUrl(user), user, body()),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await requestsOf(student.ID)).toHaveLength(1);
    expect((await studentRow(student.ID)).TR_ATTEMPT_NO).toBe(1);
  });
});

describe('POST /api/card/updatetransportcard/:C_CODE/:SE_ID/:ROLNO/:mode', () => {
  async function studentWithRequest(status: number) {
    const built = await buildStudent(t.db);
    const req = await makeRequest(t.db, built.student.ID, route.route.ROUTE_ID, stop(), status, 'f'.repeat(64));
    return { ...built, req };
  }
  const fields = (u: SessionUser, transId: number, routeId: number | string = route.route.ROUTE_ID, stopId: number | string = stop(1)) => ({
    ...applicationFields(u, routeId, stopId),
    TRANS_ID: transId,
  });

  it('answers 401 without a token and 403 to staff', async () => {
    const { user, req } = await studentWithRequest(STATUS.IMAGE_NOT_CLEAR);
    const body = multipart(fields(user, req.TRANS_ID), { name: 'a.jpg', bytes: jpeg });
    expect((await postForm(t, updateUrl(user), null, body)).statusCode).toBe(401);
    expect((await postForm(t, updateUrl(user), office, body)).statusCode).toBe(403);
  });

  it("refuses another student's TRANS_ID (404, as a request that does not exist) and another student's identity (403), changing nothing", async () => {
    const { req } = await studentWithRequest(STATUS.IMAGE_NOT_CLEAR);
    const { user: me, student } = await buildStudent(t.db);
    const theirs = await postForm(t, updateUrl(me), me, multipart(fields(me, req.TRANS_ID), { name: 'a.jpg', bytes: await freshJpeg() }));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe(TRANSPORT_MSG.requestNotFound);
    const { user: owner } = await buildStudent(t.db);
    const path = await postForm(t, updateUrl(owner), me, multipart(fields(me, req.TRANS_ID), { name: 'a.jpg', bytes: jpeg }));
    expect(path.statusCode).toBe(403);
    const [after] = await t.db.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, req.TRANS_ID));
    expect(after.REQ_STATUS).toBe(STATUS.IMAGE_NOT_CLEAR);
    expect(await requestsOf(student.ID)).toHaveLength(0);
  });

  it('re-submits a request in Image Not Clear: back to Submitted with the new route, stop and photo, audited', async () => {
    const { user, student, req } = await studentWithRequest(STATUS.IMAGE_NOT_CLEAR);
    await t.db.update(students).set({ PHOTO: null }).where(eq(students.ID, student.ID));
    const photo = await freshJpeg();
    const res = await postForm(
      t,
      updateUrl(user),
      user,
      multipart(fields(user, req.TRANS_ID, otherRoute.route.ROUTE_ID, otherRoute.stops[0].STOP_ID), { name: 'new.jpg', bytes: photo }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: TRANSPORT_MSG.resubmitted, data: { TRANS_ID: req.TRANS_ID } });
    const [after] = await t.db.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, req.TRANS_ID));
    expect(after).toMatchObject({ REQ_STATUS: STATUS.SUBMITTED, ROUTE_ID: otherRoute.route.ROUTE_ID, STOP_ID: otherRoute.stops[0].STOP_ID });
    const s = await studentRow(student.ID);
    expect(Buffer.compare(s.PHOTO!, (await reencodeJpeg(photo, MAX_PHOTO_BYTES))!)).toBe(0);
    expect(s.LAST_TR_S).toBe(STATUS.SUBMITTED);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ENTITY, 'transport_request'), eq(auditLog.ENTITY_ID, String(req.TRANS_ID))));
    expect(audits.map((a) => a.ACTION)).toEqual(['resubmit']);
    // The same photo again is "Image Already Exist" once the office marks it unclear again.
    await t.db.update(transportRequests).set({ REQ_STATUS: STATUS.IMAGE_NOT_CLEAR }).where(eq(transportRequests.TRANS_ID, req.TRANS_ID));
    const again = await postForm(t, updateUrl(user), user, multipart(fields(user, req.TRANS_ID), { name: 'new.jpg', bytes: photo }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, msg: MSG.imageAlreadyExist, warning: MSG.imageAlreadyExist });
  });

  it.each([STATUS.SUBMITTED, STATUS.FEE_PENDING, STATUS.COMPLETE])('refuses (409) a request in status %s', async (status) => {
    const { user, req } = await studentWithRequest(status);
    const res = await postForm(t, updateUrl(user), user, multipart(fields(user, req.TRANS_ID), { name: 'a.jpg', bytes: await freshJpeg() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(TRANSPORT_MSG.onlyImageNotClear);
    const [after] = await t.db.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, req.TRANS_ID));
    expect(after.REQ_STATUS).toBe(status);
  });

  it('checks the form in its fixed order, and changes nothing', async () => {
    const { user, req } = await studentWithRequest(STATUS.IMAGE_NOT_CLEAR);
    const cases: [Record<string, string | number>, { name: string; bytes: Buffer } | undefined, string][] = [
      [fields(user, req.TRANS_ID, '', ''), undefined, MSG.routeNotSelected],
      [fields(user, req.TRANS_ID, route.route.ROUTE_ID, ''), undefined, MSG.stopNotSelected],
      [fields(user, req.TRANS_ID), undefined, MSG.imageNotSelected],
      [fields(user, req.TRANS_ID), { name: 'a.jpg', bytes: await jpegOfSize(51_201) }, MSG.fileTooLarge],
      [fields(user, req.TRANS_ID), { name: 'a.gif', bytes: jpeg }, MSG.onlyJpeg],
      [fields(user, req.TRANS_ID), { name: 'renamed.jpg', bytes: await png() }, MSG.onlyJpeg],
      [
        fields(user, req.TRANS_ID, route.route.ROUTE_ID, otherRoute.stops[0].STOP_ID),
        { name: 'a.jpg', bytes: await freshJpeg() },
        TRANSPORT_MSG.stopNotOnRoute,
      ],
    ];
    for (const [f, file, msg] of cases) {
      const res = await postForm(t, updateUrl(user), user, multipart(f, file));
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const [after] = await t.db.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, req.TRANS_ID));
    expect(after.REQ_STATUS).toBe(STATUS.IMAGE_NOT_CLEAR);
  });

  it('answers 404 for an unknown request and 400 without TRANS_ID', async () => {
    const { user } = await buildStudent(t.db);
    const unknown = await postForm(
      t,
      updateUrl(user),
      user,
      multipart({ ...applicationFields(user, route.route.ROUTE_ID, stop()), TRANS_ID: 999_999 }, { name: 'a.jpg', bytes: jpeg }),
    );
    expect(unknown.statusCode).toBe(404);
    const none = await postForm(t, updateUrl(user), user, multipart(applicationFields(user, route.route.ROUTE_ID, stop()), { name: 'a.jpg', bytes: jpeg }));
    expect(none.statusCode).toBe(400);
  });
});
