import { rejectedRowCount } from '@portal/domain';
import type { Db } from '../db/client.js';
import { COMMAND_LINE, createStaff, setDisabled, setEmail, setPassword } from './accounts.js';
import { clearTwoFactor } from '../identity/two-factor.js';
import { signOutEverywhere } from '../identity/end-sessions.js';
import { importStudents } from './import-students.js';
import { addDepartment, addProgramme, parseProgramme } from './academics.js';
import { setDepartmentTarget } from './department-targets.js';

/**
 * The administration commands, run the same way by `npm run admin` on a stopped portal (or on PostgreSQL)
 * and by the running portal when the command line hands it a command (`POST /ops/admin`): one code path.
 */
export const ADMIN_COMMANDS = [
  'create-staff',
  'disable',
  'enable',
  'set-password',
  'import-students',
  'add-department',
  'add-programme',
  'set-email',
  'set-target-days',
  'clear-mfa',
  'sign-out',
] as const;
export type AdminCommand = (typeof ADMIN_COMMANDS)[number];

/** Commands that take a password: read from a prompt or stdin by the command line, never from its arguments. */
export const NEEDS_PASSWORD: ReadonlySet<string> = new Set(['create-staff', 'set-password', 'import-students']);

/** A command's values: the command line's options, the password read apart, the CSV's text read from `--file`. */
export interface AdminValues {
  username?: string;
  name?: string;
  dept?: string;
  'fm-id'?: string;
  hod?: boolean;
  it?: boolean;
  admin?: boolean;
  id?: string;
  short?: string;
  level?: string;
  days?: string;
  email?: string;
  password?: string;
  csv?: string;
}

export interface AdminResult {
  lines: string[];
  exitCode: number;
}

export const isAdminCommand = (c: string | undefined): c is AdminCommand => (ADMIN_COMMANDS as readonly string[]).includes(c ?? '');

/** Runs one command; a refusal (unknown department, taken username…) throws an Error with the message. */
export async function runAdminCommand(db: Db, command: AdminCommand, values: AdminValues): Promise<AdminResult> {
  const required = (name: keyof AdminValues, flag = `--${name}`): string => {
    const v = values[name];
    if (typeof v !== 'string' || !v) throw new Error(`${flag} is required`);
    return v;
  };
  const done = (...lines: string[]): AdminResult => ({ lines, exitCode: 0 });
  switch (command) {
    case 'create-staff': {
      const fm = values['fm-id'];
      const id = await createStaff(db, {
        username: required('username'),
        name: required('name'),
        deptId: values.admin && !values.dept ? null : Number(required('dept')),
        fmId: fm ? Number(fm) : undefined,
        hod: values.hod,
        it: values.it,
        admin: values.admin,
        password: required('password', 'a password'),
      });
      return done(`Created staff account ${values.username} (id ${id}).`);
    }
    case 'disable':
    case 'enable':
      await setDisabled(db, required('username'), command === 'disable');
      return done(`${command === 'disable' ? 'Disabled' : 'Enabled'} ${values.username}.`);
    case 'set-password':
      await setPassword(db, required('username'), required('password', 'a password'));
      return done(`Password of ${values.username} changed.`);
    case 'add-department':
      await addDepartment(db, { D_ID: Number(required('id')), D_NM: required('name') });
      return done(`Added department ${values.id} ${values.name}.`);
    case 'add-programme':
      await addProgramme(db, parseProgramme({ MAJ_ID: Number(required('id')), NAME: required('name'), SHORT: required('short'), D_ID: Number(required('dept')), C_CODE: Number(required('level')) }));
      return done(`Added programme ${values.id} ${values.name}.`);
    case 'clear-mfa':
      // The way back in for an administrator who lost their phone and every recovery code.
      await clearTwoFactor(db, COMMAND_LINE, required('username'));
      return done(`Two-factor sign-in of ${values.username} cleared.`);
    case 'sign-out':
      await signOutEverywhere(db, COMMAND_LINE, required('username'));
      return done(`Every session of ${values.username} signed out.`);
    case 'set-email':
      await setEmail(db, required('username'), values.email ?? '');
      return done(`Email of ${values.username} saved.`);
    case 'set-target-days': {
      const d = await setDepartmentTarget(db, required('dept'), required('days'));
      return done(`Department ${d.dId} (${d.name}): a request is overdue after ${d.days} working days.`);
    }
    case 'import-students': {
      const report = await importStudents(db, required('csv', '--file'), required('password', 'a first password'));
      const lines = [`Imported ${report.imported} students; ${rejectedRowCount(report.rejected)} rows rejected.`, ...report.rejected.map((r) => `  line ${r.line}: ${r.reason}`)];
      return { lines, exitCode: report.rejected.length ? 2 : 0 };
    }
  }
}
