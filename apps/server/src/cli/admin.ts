/**
 * Administration from the command line (uses the same configuration as the server):
 *   npm run admin -- create-staff --username u --name "N" --dept 101 [--fm-id 1005] [--hod] [--it] --password P
 *   npm run admin -- disable --username u        (enable --username u)
 *   npm run admin -- set-password --username u --password P
 *   npm run admin -- import-students --file students.csv [--password P]
 *   npm run admin -- add-department --id 211 --name "Geography"
 *   npm run admin -- add-programme --id 96 --name "BS Geography" --short BSGEO --dept 211 --level 2
 *   npm run admin -- set-email --username u --email librarian@example.edu   (address of the staff daily digest)
 *   npm run admin -- set-target-days --dept 406 --days 3   (working days to act before a request is overdue; default 5)
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';
import { createStaff, setDisabled, setEmail, setPassword } from './accounts.js';
import { importStudents } from './import-students.js';
import { addDepartment, addProgramme } from './academics.js';
import { setDepartmentTarget } from './department-targets.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    dept: { type: 'string' },
    'fm-id': { type: 'string' },
    hod: { type: 'boolean', default: false },
    it: { type: 'boolean', default: false },
    password: { type: 'string' },
    file: { type: 'string' },
    id: { type: 'string' },
    short: { type: 'string' },
    level: { type: 'string' },
    days: { type: 'string' },
    email: { type: 'string' },
  },
});

function required(name: keyof typeof values): string {
  const v = values[name];
  if (typeof v !== 'string' || !v) throw new Error(`--${name} is required`);
  return v;
}

async function main() {
  const command = positionals[0];
  const database = await openDatabase(configFromEnv());
  await ensureReferenceData(database.db);
  const db = database.db;
  try {
    switch (command) {
      case 'create-staff': {
        const fm = values['fm-id'];
        const id = await createStaff(db, {
          username: required('username'),
          name: required('name'),
          deptId: Number(required('dept')),
          fmId: fm ? Number(fm) : undefined,
          hod: values.hod,
          it: values.it,
          password: required('password'),
        });
        console.log(`Created staff account ${values.username} (id ${id}).`);
        break;
      }
      case 'disable':
      case 'enable':
        await setDisabled(db, required('username'), command === 'disable');
        console.log(`${command === 'disable' ? 'Disabled' : 'Enabled'} ${values.username}.`);
        break;
      case 'set-password':
        await setPassword(db, required('username'), required('password'));
        console.log(`Password of ${values.username} changed.`);
        break;
      case 'add-department':
        await addDepartment(db, { id: Number(required('id')), name: required('name') });
        console.log(`Added department ${values.id} ${values.name}.`);
        break;
      case 'add-programme':
        await addProgramme(db, { id: Number(required('id')), name: required('name'), short: required('short'), deptId: Number(required('dept')), level: Number(required('level')) });
        console.log(`Added programme ${values.id} ${values.name}.`);
        break;
      case 'set-email':
        await setEmail(db, required('username'), values.email ?? '');
        console.log(`Email of ${values.username} saved.`);
        break;
      case 'set-target-days': {
        const d = await setDepartmentTarget(db, required('dept'), required('days'));
        console.log(`Department ${d.dId} (${d.name}): a request is overdue after ${d.days} working days.`);
        break;
      }
      case 'import-students': {
        const report = await importStudents(db, required('file'), values.password);
        console.log(`Imported ${report.imported} students; ${report.rejected.length} rows rejected.`);
        for (const r of report.rejected) console.log(`  line ${r.line}: ${r.reason}`);
        if (report.rejected.length) process.exitCode = 2;
        break;
      }
      default:
        console.log('Commands: create-staff, disable, enable, set-password, import-students, add-department, add-programme, set-email, set-target-days (see src/cli/admin.ts)');
        process.exitCode = command ? 1 : 0;
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
