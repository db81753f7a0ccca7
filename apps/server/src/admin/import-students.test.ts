import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStudent } from '../test/factories.js';
import { accounts, students } from '../db/schema/index.js';
import { importStudents } from './import-students.js';
import { createStaff, setDisabled, setPassword } from './accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();

});
afterAll(() => t.close());

describe('import-students', () => {
  it('imports valid rows with accounts and reports rejected rows by line', async () => {
    const { student } = await buildStudent(t.db, { RN: 77, YEAR: 2023 });
    const file = path.join(os.tmpdir(), `students-${process.pid}.csv`);
    fs.writeFileSync(
      file,
      [
        'NM,F_NM,MAJ_ID,YEAR,RN,PH1,F_CONTACT,ADD1,B_GROUP',
        'Sara Ahmed,Ahmed Ali,11,2024,501,03001112223,,Lahore,A+',
        'Bilal Khan,Khan Sahib,999,2024,502,,,,',
        'Zz,Father,11,2024,503,,,,',
        'Hina Raza,Raza,11,2024,504,,,Lahore,Q+',
        `Dup Student,Father,11,2023,77,,,,`,
      ].join('\n'),
    );
    const report = await importStudents(t.db as never, fs.readFileSync(file, 'utf8'), 'Welcome@123');
    expect(report.imported).toBe(1);
    expect(report.rejected).toEqual([
      { line: 3, reason: 'unknown MAJ_ID 999' },
      { line: 4, reason: 'NM (name) is required' },
      { line: 5, reason: 'B_GROUP must be like A+ or O-' },
      { line: 6, reason: `roll number ${student.ROLNO} already exists` },
    ]);
    const [made] = await t.db.select().from(students).where(eq(students.ROLNO, '0501-BSCS-24'));
    expect(made.NM).toBe('Sara Ahmed');
    const [acc] = await t.db.select().from(accounts).where(eq(accounts.STUDENT_ID, made.ID));
    expect(acc.USERNAME).toBe('0501-BSCS-24');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '0501-BSCS-24', password: 'Welcome@123' } });
    expect(login.statusCode).toBe(200);
  });

  it('imports the EMAIL column, validated; an empty one leaves no address', async () => {
    const file = path.join(os.tmpdir(), `students-email-${process.pid}.csv`);
    fs.writeFileSync(
      file,
      ['NM,MAJ_ID,YEAR,RN,EMAIL', 'Amna Tariq,11,2024,601,amna.tariq@students.example.edu', 'Omar Farooq,11,2024,602,', 'Bad Mail,11,2024,603,not-an-email'].join('\n'),
    );
    const report = await importStudents(t.db as never, fs.readFileSync(file, 'utf8'), 'Welcome@123');
    expect(report.imported).toBe(2);
    expect(report.rejected).toEqual([{ line: 4, reason: 'EMAIL must be a valid email address' }]);
    const [amna] = await t.db.select().from(students).where(eq(students.ROLNO, '0601-BSCS-24'));
    expect(amna.EMAIL).toBe('amna.tariq@students.example.edu');
    expect(amna.EMAIL_NOTIFY).toBe(true);
    const [omar] = await t.db.select().from(students).where(eq(students.ROLNO, '0602-BSCS-24'));
    expect(omar.EMAIL).toBeNull();
  });

  it('names the missing columns of a CSV header instead of rejecting every row', async () => {
    const file = path.join(os.tmpdir(), `students-noheader-${process.pid}.csv`);
    fs.writeFileSync(file, 'ROLNO,NAME\nx,y\n');
    await expect(importStudents(t.db as never, fs.readFileSync(file, 'utf8'), 'Welcome@123')).rejects.toThrow(
      'The file\'s header lacks NM, MAJ_ID, YEAR, RN (header: NM,F_NM,MAJ_ID,YEAR,RN,PH1,F_CONTACT,ADD1,B_GROUP,EMAIL).',
    );
  });
});

describe('staff accounts', () => {
  it('creates, disables and re-passwords a staff account', async () => {
    await createStaff(t.db as never, { username: 'newclerk', name: 'New Clerk', deptId: 102, password: 'Clerk@12345' });
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'newclerk', password: 'Clerk@12345' } });
    expect(ok.json().user).toMatchObject({ D_ID: 102, ROLE: 'FMR' });
    await setDisabled(t.db as never, 'newclerk', true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: { authorization: `Bearer ${ok.json().token}` } });
    expect(refused.statusCode).toBe(401);
    await setDisabled(t.db as never, 'newclerk', false);
    await setPassword(t.db as never, 'newclerk', 'Another@123');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'newclerk', password: 'Another@123' } });
    expect(again.statusCode).toBe(200);
  });

  it('refuses an unknown department and a short password', async () => {
    await expect(createStaff(t.db as never, { username: 'x1', name: 'X', deptId: 9999, password: 'Clerk@12345' })).rejects.toThrow('There is no office or department with this number');
    await expect(setPassword(t.db as never, 'newclerk', 'short')).rejects.toThrow('at least 8');
  });
});

describe('academic departments and programmes', () => {
  it('are there from the start, and more can be added for students to be imported into', async () => {
    const { addDepartment, addProgramme } = await import('./academics.js');
    await addDepartment(t.db as never, { D_ID: 211, D_NM: 'Geography' });
    await addProgramme(t.db as never, { MAJ_ID: 96, NAME: 'BS Geography', SHORT: 'BSGEO', D_ID: 211, C_CODE: 2 });
    await expect(addProgramme(t.db as never, { MAJ_ID: 97, NAME: 'Xyz', SHORT: 'BSX', D_ID: 201, C_CODE: 2 })).resolves.toBeUndefined();
    await expect(addProgramme(t.db as never, { MAJ_ID: 98, NAME: 'Xyz', SHORT: 'BSY', D_ID: 101, C_CODE: 2 })).rejects.toThrow('Programmes belong to an academic department');
    await expect(addDepartment(t.db as never, { D_ID: 211, D_NM: 'Again' })).rejects.toThrow('already exists');
    const file = path.join(os.tmpdir(), `geo-${process.pid}.csv`);
    fs.writeFileSync(file, 'NM,F_NM,MAJ_ID,YEAR,RN,PH1,F_CONTACT,ADD1,B_GROUP\nAmna Riaz,Riaz Ahmad,96,2025,12,,,,\n');
    const report = await importStudents(t.db as never, fs.readFileSync(file, 'utf8'), 'Welcome@123');
    expect(report).toEqual({ imported: 1, rejected: [] });
    const [made] = await t.db.select().from(students).where(eq(students.ROLNO, '0012-BSGEO-25'));
    expect(made.D_ID).toBe(211);
  });
});
