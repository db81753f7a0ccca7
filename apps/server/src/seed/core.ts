import { DEPT, isIntermediate, OFFICE_NAMES, ROLE, roleDes } from '@portal/domain';
import { accounts, mfaRoleRequirements, students } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { ACADEMIC_DEPARTMENTS, MAJORS, PROGRAMME_YEARS, studentIdentity } from '../db/academics.js';
import { portraitSet } from './photos.js';
import { address, BLOOD_GROUPS, personName, phone, type Rng } from './random.js';
import { insertInChunks, type SeedContext } from './context.js';

export const DEMO_PASSWORD = 'Demo@12345';

/** Demo staff accounts; FM_IDs 1001–1004 are the default dues allow-list. */
export const DEMO_STAFF = [
  { USERNAME: 'card', NM: 'Card Office Staff', D_ID: DEPT.CARD_OFFICE, FM_ID: 1001 },
  { USERNAME: 'exam', NM: 'Examination Office Staff', D_ID: DEPT.EXAMINATION, FM_ID: 2001 },
  { USERNAME: 'treasurer', NM: 'Treasurer Office Staff', D_ID: DEPT.TREASURER, FM_ID: 2002 },
  { USERNAME: 'hostels', NM: 'Hostels Administration Staff', D_ID: DEPT.HOSTELS_ADMIN, FM_ID: 2003 },
  { USERNAME: 'hostel407', NM: 'Iqbal Hostel Warden', D_ID: 407, FM_ID: 2004 },
  { USERNAME: 'library', NM: 'Main Library Staff', D_ID: DEPT.MAIN_LIBRARY, FM_ID: 2005 },
  { USERNAME: 'library413', NM: 'PG Library Staff', D_ID: DEPT.PG_LIBRARY, FM_ID: 2006 },
  { USERNAME: 'transport', NM: 'Transport Office Staff', D_ID: DEPT.TRANSPORT, FM_ID: 2007 },
  { USERNAME: 'hod', NM: 'Dr. Head of Computer Science', D_ID: 201, FM_ID: 2008, ROLE_DES: roleDes({ hod: true }) },
  { USERNAME: 'itperson', NM: 'Computer Science IT Person', D_ID: 201, FM_ID: 2009, ROLE_DES: roleDes({ it: true }) },
];

/** The demo administrator: the administration screens only, no office. */
export const DEMO_ADMIN = { USERNAME: 'admin', NM: 'Portal Administrator', D_ID: null, FM_ID: null, ADMIN: true, EMAIL: 'admin@staff.example.edu' };

/** Departments, programmes, students with photos, and every demo account. */
export async function seedCore(ctx: SeedContext): Promise<void> {
  const { db, rng, now } = ctx;
  const hash = await hashPassword(DEMO_PASSWORD);
  const photos = await portraitSet();
  const currentYear = now.getFullYear();

  // The two named demo students first.
  const cs = MAJORS[0];
  const demo = [
    { username: 'student', year: currentYear - PROGRAMME_YEARS[cs.C_CODE] + 0, major: cs, rn: 1, name: 'Ayesha Khan' },
    { username: 'newstudent', year: currentYear, major: cs, rn: 1, name: 'Hamza Malik' },
  ];
  const rows: (typeof students.$inferInsert)[] = demo.map((d) => studentRow(rng, d.major, d.year, d.rn, currentYear, photos, d.name));
  const used = new Set(rows.map((r) => r.ROLNO));
  const rnByKey = new Map<string, number>();
  // Admission form numbers run per year across every intermediate programme (a roll number runs per
  // programme, so it cannot make them): F{year}{serial}.
  const formsByYear = new Map<number, number>();
  while (rows.length < ctx.students) {
    const major = rng.pick(MAJORS);
    const span = PROGRAMME_YEARS[major.C_CODE];
    const year = currentYear - rng.int(0, span);
    const key = `${major.MAJ_ID}-${year}`;
    const rn = (rnByKey.get(key) ?? 1) + 1;
    rnByKey.set(key, rn);
    const row = studentRow(rng, major, year, rn, currentYear, photos);
    if (used.has(row.ROLNO!)) continue;
    used.add(row.ROLNO!);
    if (isIntermediate(major)) {
      const serial = (formsByYear.get(year) ?? 0) + 1;
      formsByYear.set(year, serial);
      row.F_NO = `F${year}${String(serial).padStart(5, '0')}`;
    }
    rows.push(row);
  }
  // Every student has an address for notifications; the demo student a real-looking one.
  rows.forEach((r, i) => {
    r.EMAIL = i === 0 ? 'ayesha.khan@students.example.edu' : `${r.ROLNO!.toLowerCase()}@students.example.edu`;
  });
  const inserted = await insertInChunks(db, students, rows, { ID: students.ID, ROLNO: students.ROLNO }, ctx.progress('students'));
  ctx.studentIds = inserted.map((r) => r.ID);

  const studentAccounts = inserted.map((s, i) => ({
    USERNAME: i < demo.length ? demo[i].username : s.ROLNO,
    PASSWORD_HASH: hash,
    ROLE: ROLE.STUDENT,
    STUDENT_ID: s.ID,
    NM: rows[i].NM,
  }));
  await insertInChunks(db, accounts, studentAccounts, { ID: accounts.ID }, ctx.progress('student accounts'));
  await db.insert(accounts).values(staffAccounts(hash));
  await db.insert(accounts).values({ ...DEMO_ADMIN, ROLE: ROLE.STAFF, ROLE_DES: roleDes({}), PASSWORD_HASH: hash });
  // The demo signs the administrator in with the password alone (outside the demo administrators need a second factor).
  await db.insert(mfaRoleRequirements).values({ ROLE: ROLE.ADMIN, REQUIRED: false, UPDATED_BY: 'demo seed' });
}

function staffAccounts(hash: string): (typeof accounts.$inferInsert)[] {
  // The named demo staff have an address for the (opt-in) daily digest.
  const list: (typeof accounts.$inferInsert)[] = DEMO_STAFF.map((s) => ({
    ...s,
    EMAIL: `${s.USERNAME}@staff.example.edu`,
    ROLE_DES: s.ROLE_DES ?? roleDes({}),
    ROLE: ROLE.STAFF,
    PASSWORD_HASH: hash,
  }));
  let fm = 3000;
  // One account for every other office and hostel, and an HOD and IT person for every academic department.
  for (const id of Object.keys(OFFICE_NAMES).map(Number)) {
    if (list.some((s) => s.D_ID === id)) continue;
    list.push({ USERNAME: `staff${id}`, NM: `${OFFICE_NAMES[id]} Staff`, D_ID: id, FM_ID: fm++, ROLE: ROLE.STAFF, ROLE_DES: roleDes({}), PASSWORD_HASH: hash });
  }
  for (const d of ACADEMIC_DEPARTMENTS) {
    if (d.D_ID === 201) continue;
    list.push({ USERNAME: `hod${d.D_ID}`, NM: `Head of ${d.D_NM}`, D_ID: d.D_ID, FM_ID: fm++, ROLE: ROLE.STAFF, ROLE_DES: roleDes({ hod: true }), PASSWORD_HASH: hash });
    list.push({ USERNAME: `it${d.D_ID}`, NM: `${d.D_NM} IT Person`, D_ID: d.D_ID, FM_ID: fm++, ROLE: ROLE.STAFF, ROLE_DES: roleDes({ it: true }), PASSWORD_HASH: hash });
  }
  return list;
}

function studentRow(rng: Rng, major: (typeof MAJORS)[number], year: number, rn: number, currentYear: number, photos: Buffer[], name?: string): typeof students.$inferInsert {
  const id = studentIdentity(major, year, rn, currentYear);
  const hasPhoto = rng.chance(0.85);
  return {
    ...id,
    NM: name ?? personName(rng),
    F_NM: personName(rng).replace(/^\S+/, rng.pick(['Muhammad', 'Abdul', 'Ghulam', 'Tariq', 'Khalid', 'Rashid'])),
    F_CONTACT: rng.chance(0.8) ? phone(rng) : '',
    PH1: phone(rng),
    ADD1: address(rng),
    B_GROUP: rng.pick(BLOOD_GROUPS),
    C_CODE: major.C_CODE,
    MAJ_ID: major.MAJ_ID,
    YEAR: year,
    RN: rn,
    D_ID: major.D_ID,
    F_NO: null,
    PHOTO: hasPhoto || name ? photos[rn % photos.length] : null,
    PHOTO_UPDATED_AT: hasPhoto || name ? new Date() : null,
  };
}
