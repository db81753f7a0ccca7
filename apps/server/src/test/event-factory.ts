import { EDUCATION_LEVELS, type Registration } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { events } from '../db/schema/index.js';

let seq = 0;

/** An open event with `stock` tickets (tests). */
export async function buildEvent(db: DbOrTx, o: { stock?: number; open?: boolean; name?: string; code?: string; opensAt?: Date; closesAt?: Date } = {}) {
  const n = ++seq + Math.floor(Math.random() * 1e6);
  const [row] = await db
    .insert(events)
    .values({ CODE: o.code ?? `TEST-${n}`, NAME: o.name ?? `Test Event ${n}`, TICKET_STOCK: o.stock ?? 100, IS_OPEN: o.open ?? true, OPENS_AT: o.opensAt, CLOSES_AT: o.closesAt })
    .returning();
  return row;
}

const letters = (i: number) => {
  let s = '';
  let x = i;
  do {
    s = String.fromCharCode(97 + (x % 26)) + s;
    x = Math.floor(x / 26) - 1;
  } while (x >= 0);
  return s;
};

/** A valid registration, different for every `i` (name, email, CNIC, phone). */
export function attendee(i: number, over: Partial<Registration> = {}): Registration {
  return {
    name: `Attendee ${letters(i)} Khan`,
    email: `attendee${i}@example.com`,
    CNIC: `35202${String(i).padStart(8, '0')}`,
    phoneNumber: `0300${String(i).padStart(7, '0')}`,
    city: 'Lahore',
    levelofEducation: EDUCATION_LEVELS[3],
    institutionName: 'Government College University',
    ...over,
  };
}
