import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  messageId: string | null;
}

/**
 * A real SMTP server inside a test. A mail counts as received only when the server has
 * answered 250 to its DATA while the client is still connected (RFC 5321: until then it is not accepted).
 * `mode` refuses (451) or holds the answer (to kill the sender mid-send).
 */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  /** Every message whose data arrived, whatever the answer (accepted, refused or held). */
  const attempts: ReceivedMail[] = [];
  const state = { mode: 'accept' as 'accept' | 'refuse' | 'hold', held: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw, messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? null };
        attempts.push(mail);
        if (state.mode === 'refuse') return callback(Object.assign(new Error('451 mailbox busy, try later'), { responseCode: 451 }));
        if (state.mode === 'hold') {
          // Never answered: the sender is killed while it waits, so the mail is not accepted.
          state.held++;
          return;
        }
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    attempts,
    state,
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
