import { EDUCATION_LEVELS, PAKISTAN_CITIES } from '@portal/domain';
import { eventRegistrations, events, mailOutbox } from '../db/schema/index.js';
import { ticketMail } from '../notifications/ticket-mail.js';
import { insertInChunks, type SeedContext } from './context.js';
import { FIRST_NAMES, LAST_NAMES } from './random.js';

/**
 * The 2022 EWMS event of the public form, its venue and stock; no date and no registration window, so the
 * demo event takes registrations whenever the demo runs.
 */
export const DEMO_EVENT = { CODE: 'EWMS-2022', NAME: 'EWMS 2022', VENUE: 'Government College University, Lahore', TICKET_STOCK: 500 };
/** Registrations already made in the demo (the card office's list has something to show). */
const DEMO_REGISTRATIONS = 40;

const INSTITUTIONS = ['Government College University', 'University of the Punjab', 'Kinnaird College', 'Forman Christian College', 'University of Engineering and Technology', 'Lahore College for Women University', 'Bahauddin Zakariya University', 'University of Agriculture'];

/** The EWMS 2022 event with a stock of 500 tickets, 40 of them taken, each with its ticket mail in the outbox. */
export async function seedEvents(ctx: SeedContext): Promise<void> {
  const { db, rng, now } = ctx;
  const [event] = await db.insert(events).values({ ...DEMO_EVENT, TICKETS_ISSUED: DEMO_REGISTRATIONS, CREATED_AT: new Date(now.getTime() - 30 * 86_400_000) }).returning();
  const cities = PAKISTAN_CITIES.filter((c) => c.province === 'Punjab' || c.name === 'Islamabad');
  const people = Array.from({ length: DEMO_REGISTRATIONS }, (_, i) => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const at = rng.recentDate(now, 25);
    return {
      at,
      reg: {
        name: `${first} ${last}`.length >= 8 ? `${first} ${last}` : `${first} ${last} ${rng.pick(LAST_NAMES)}`,
        email: `${first}.${last}${i + 1}@example.com`.toLowerCase(),
        CNIC: `3520${String(i + 1).padStart(3, '0')}${rng.digits(6)}`,
        phoneNumber: `03${rng.int(0, 4)}${rng.digits(8)}`,
        city: rng.chance(0.5) ? 'Lahore' : rng.pick(cities).name,
        levelofEducation: rng.pick(EDUCATION_LEVELS.slice(1, 5)),
        institutionName: rng.pick(INSTITUTIONS),
      },
    };
  }).sort((a, b) => a.at.getTime() - b.at.getTime());

  const mails = await insertInChunks(
    db,
    mailOutbox,
    people.map(({ reg, at }, i) => ({ ...ticketMail(reg, i + 1, { name: event.NAME, code: event.CODE }, 'Government College University'), CREATED_AT: at })).map(({ to, subject, text, html, CREATED_AT }) => ({ TO: to, SUBJECT: subject, TEXT: text, HTML: html, CREATED_AT })),
    { ID: mailOutbox.ID },
  );
  await insertInChunks(
    db,
    eventRegistrations,
    people.map(({ reg, at }, i) => ({
      EVENT_ID: event.EVENT_ID,
      TICKET_NO: i + 1,
      NAME: reg.name,
      EMAIL: reg.email,
      CNIC: reg.CNIC,
      PHONE: reg.phoneNumber,
      CITY: reg.city,
      LEVEL_OF_EDUCATION: reg.levelofEducation,
      INSTITUTION_NAME: reg.institutionName,
      MAIL_ID: mails[i].ID,
      CREATED_AT: at,
    })),
    { ID: eventRegistrations.ID },
  );
}
