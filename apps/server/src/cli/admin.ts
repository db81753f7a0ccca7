/**
 * Administration from the command line (uses the same configuration as the server):
 *   npm run admin -- create-staff --username u --name "N" --dept 101 [--fm-id 1005] [--hod] [--it]
 *   npm run admin -- create-staff --username u --name "N" --admin     (the portal's administrator; no office)
 *   npm run admin -- clear-mfa --username u      (sign-out --username u: every session of the account ends)
 *   npm run admin -- disable --username u        (enable --username u)
 *   npm run admin -- set-password --username u
 *   npm run admin -- import-students --file students.csv
 *   npm run admin -- add-department --id 211 --name "Geography"
 *   npm run admin -- add-programme --id 96 --name "BS Geography" --short BSGEO --dept 211 --level 2
 *   npm run admin -- set-email --username u --email librarian@example.edu   (address of the staff daily digest)
 *   npm run admin -- set-target-days --dept 406 --days 3   (working days to act before a request is overdue; default 5)
 * Passwords are typed at a prompt, or piped with --password-stdin; never given as an argument.
 * While the portal runs on the embedded database, the command is handed to it (it holds the data folder).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';
import { isAdminCommand, NEEDS_PASSWORD, runAdminCommand, ADMIN_COMMANDS, type AdminResult, type AdminValues } from '../admin/admin-commands.js';
import { readPassword } from './read-password.js';
import { callPortal, runningPortal } from './running-portal.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    dept: { type: 'string' },
    'fm-id': { type: 'string' },
    hod: { type: 'boolean', default: false },
    it: { type: 'boolean', default: false },
    admin: { type: 'boolean', default: false },
    password: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    file: { type: 'string' },
    id: { type: 'string' },
    short: { type: 'string' },
    level: { type: 'string' },
    days: { type: 'string' },
    email: { type: 'string' },
  },
});

async function main() {
  const command = positionals[0];
  if (!isAdminCommand(command)) {
    console.log(`Commands: ${ADMIN_COMMANDS.join(', ')} (see apps/server/src/cli/admin.ts)`);
    process.exitCode = command ? 1 : 0;
    return;
  }
  if (values.password !== undefined) {
    throw new Error('Passwords are not taken as arguments (every user of this machine can see them): type it at the prompt, or pipe it with --password-stdin.');
  }
  const { password: _, 'password-stdin': fromStdin, file, ...rest } = values;
  const input: AdminValues = { ...rest };
  if (command === 'import-students') {
    if (!file) throw new Error('--file is required');
    input.csv = fs.readFileSync(file, 'utf8');
  }
  if (NEEDS_PASSWORD.has(command)) {
    input.password = await readPassword({ fromStdin, what: command === 'import-students' ? 'the first password of the imported students' : 'the password' });
  }

  const config = configFromEnv();
  const portal = runningPortal(config);
  let result: AdminResult;
  if (portal) {
    console.log(`The portal (process ${portal.pid}) holds the data folder: the command is run by it.`);
    result = (await (await callPortal(portal, '/ops/admin', { method: 'POST', body: { command, values: input } })).json()) as AdminResult;
  } else {
    const database = await openDatabase(config, { command: 'admin' });
    try {
      await ensureReferenceData(database.db);
      result = await runAdminCommand(database.db, command, input);
    } finally {
      await database.close();
    }
  }
  for (const line of result.lines) console.log(line);
  process.exitCode = result.exitCode;
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
