import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the mail in the outbox and sends it over SMTP when configured. Never throws. */
  send(mail: Mail): Promise<{ sent: boolean; id: number }>;
}

/** DECISIONS 7: SMTP when configured; otherwise the outbox table and the log. */
export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values({ TO: mail.to, SUBJECT: mail.subject, TEXT: mail.text, HTML: mail.html }).returning({ id: mailOutbox.ID });
      if (!transport) {
        log.info({ mailId: row.id, to: mail.to, subject: mail.subject }, 'mail kept in outbox (no SMTP configured)');
        return { sent: false, id: row.id };
      }
      try {
        await transport.sendMail({ from, ...mail });
        await db.update(mailOutbox).set({ SENT_AT: new Date() }).where(eq(mailOutbox.ID, row.id));
        return { sent: true, id: row.id };
      } catch (err) {
        log.warn({ mailId: row.id, err: (err as Error).message }, 'mail sending failed; kept in outbox');
        await db.update(mailOutbox).set({ ERROR: (err as Error).message }).where(eq(mailOutbox.ID, row.id));
        return { sent: false, id: row.id };
      }
    },
  };
}
