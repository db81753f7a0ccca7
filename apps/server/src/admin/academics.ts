import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { PROGRAMME_YEARS } from '../db/academics.js';
import { departments, majors } from '../db/schema/index.js';

/** Adds an academic department (ids 200–399 are academic: they get an HOD row in clearance). */
export async function addDepartment(db: Db, d: { id: number; name: string }) {
  if (!Number.isInteger(d.id) || d.id < 200 || d.id > 399) throw new Error('An academic department id is a whole number from 200 to 399.');
  if (d.name.trim().length < 2) throw new Error('--name is required.');
  const [row] = await db.insert(departments).values({ D_ID: d.id, D_NM: d.name.trim(), KIND: 'academic' }).onConflictDoNothing().returning();
  if (!row) throw new Error(`Department ${d.id} already exists.`);
}

/** Adds a programme (major) of an academic department; level (C_CODE) 1 intermediate, 2 BS, 3 MPhil. */
export async function addProgramme(db: Db, m: { id: number; name: string; short: string; deptId: number; level: number }) {
  if (!Number.isInteger(m.id) || m.id < 1) throw new Error('--id must be a positive whole number.');
  if (!(m.level in PROGRAMME_YEARS)) throw new Error('--level must be 1 (intermediate), 2 (BS) or 3 (MPhil).');
  if (!/^[A-Z]{2,12}$/.test(m.short)) throw new Error('--short must be 2–12 capital letters (it is part of roll numbers).');
  const [dept] = await db.select().from(departments).where(eq(departments.D_ID, m.deptId));
  if (dept?.KIND !== 'academic') throw new Error(`No academic department ${m.deptId}.`);
  const [row] = await db
    .insert(majors)
    .values({ MAJ_ID: m.id, NAME: m.name.trim(), SHORT: m.short, D_ID: m.deptId, C_CODE: m.level, CLASS_PREFIX: m.short })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Error(`Programme ${m.id} already exists.`);
}
