import readline from 'node:readline';

/**
 * A password for a command, never from its arguments (every user of the machine can read a process's
 * arguments): the first line of stdin with `--password-stdin`, else typed at a hidden prompt, twice.
 */
export async function readPassword(opts: { fromStdin: boolean; what: string }): Promise<string> {
  if (opts.fromStdin) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const line = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
    if (!line) throw new Error('--password-stdin: stdin held no password.');
    return line;
  }
  if (!process.stdin.isTTY) throw new Error(`There is no terminal to type ${opts.what} in: pipe it with --password-stdin (e.g. from a file readable only by you).`);
  const first = await askHidden(`${opts.what[0].toUpperCase()}${opts.what.slice(1)}: `);
  const again = await askHidden('Again: ');
  if (first !== again) throw new Error('The two passwords differ.');
  return first;
}

/** Asks a question without echoing the answer. */
function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  let muted = false;
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => {
    if (!muted) process.stdout.write(s);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}
