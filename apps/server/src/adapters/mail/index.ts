import nodemailer from 'nodemailer';
import { isEmailAddress } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { mailAttempts, mailOutbox } from '../../db/schema/index.js';
import { type JobQueue, mailBackoffSeconds } from '../../jobs/job-queue.js';
import type { Metrics } from '../../lib/metrics.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Records the mail in the outbox and its sending job, in `tx`: the mail exists only if the
   * change that causes it commits. `key` names the event: a second mail with the same key is not recorded
   * (null answered), so one event never mails twice.
   */
  enqueue(tx: DbOrTx, mail: Mail & { key?: string }): Promise<number | null>;
  /** `enqueue` for many mails in a fixed number of statements; answers the ids recorded (keys already used are skipped). */
  enqueueMany(tx: DbOrTx, mails: readonly (Mail & { key?: string })[]): Promise<number[]>;
  /** Puts a failed mail back in the queue (card office's resend); false when it is not failed. */
  resend(tx: DbOrTx, mailId: number): Promise<boolean>;
  /**
   * One attempt to send a mail of the outbox (the mail job); `refused` counts the attempts SMTP refused
   * before this one. A refusal with attempts left schedules the next attempt with its backoff; the
   * last one marks the mail failed.
   */
  deliver(mailId: number, attempt: { refused: number }): Promise<'sent' | 'kept' | 'skipped' | 'refused' | 'failed'>;
  /** Records and sends at once, outside the queue (kept for callers not yet on the queue). Never throws. */
  send(mail: Mail): Promise<{ sent: boolean; id: number }>;
}

/** Why a mail to text that is not an address (by the portal's one rule) is failed without being sent. */
const NOT_AN_ADDRESS = 'Not an e-mail address';

/**
 * The message as nodemailer sends it: the recipient given as an address, never as text to parse, and the
 * envelope named outright, so the mail goes to exactly the address recorded (a mail library reading
 * `"x"@e.com` or `a=b("c")@d` as a display name and another address would send it elsewhere).
 */
const outgoing = (from: string, to: string, m: { subject: string; text: string; html?: string | null }, messageId: string) => ({
  from,
  to: { name: '', address: to },
  envelope: { from, to: [to] },
  subject: m.subject,
  text: m.text,
  html: m.html ?? undefined,
  messageId,
});

/** Host part of the Message-ID: the From address's domain. */
function messageHost(from: string) {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'portal.local';
}

/**
 * The Message-ID of a mail of the outbox: one per mail, the same on every attempt and on every path (the
 * queue, the direct send, a resend), so a receiving client folds a repeat after a crash into one
 * message. Made from the mail's event key when it has one, else from its id (`mail.{id}`), then the random
 * part drawn when the mail was recorded (`MESSAGE_TOKEN`): a restored or second database, numbering its mails
 * again, never gives a mail the Message-ID of another, which clients would hide as a duplicate. Characters
 * of a key other than letters, digits, `_` and `-` are written `=xx` (their UTF-8 bytes), so two keys
 * never give one Message-ID, and none gives a keyless mail's.
 */
export function messageIdOf(mail: { ID: number; IDEMP_KEY: string | null; MESSAGE_TOKEN: string }, host: string): string {
  const local = mail.IDEMP_KEY
    ? mail.IDEMP_KEY.replace(/[^A-Za-z0-9_-]/gu, (c) => [...Buffer.from(c, 'utf8')].map((b) => `=${b.toString(16).padStart(2, '0')}`).join(''))
    : `mail.${mail.ID}`;
  return `<${local}.${mail.MESSAGE_TOKEN}@${host}>`;
}

/** Mail: SMTP when configured, through the job queue; otherwise kept in the outbox and logged. */
export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  smtpUrl: string | undefined,
  from: string,
  jobs: JobQueue,
  metrics?: Pick<Metrics, 'mailsSent' | 'mailsFailed'>,
): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 } as never)
    : null;
  const host = messageHost(from);
  const enqueueMany: Mailer['enqueueMany'] = async (tx, mails) => {
    if (!mails.length) return [];
    const rows = await tx
      .insert(mailOutbox)
      .values(mails.map((m) => ({ TO: m.to, SUBJECT: m.subject, TEXT: m.text, HTML: m.html, IDEMP_KEY: m.key ?? null })))
      .onConflictDoNothing()
      .returning({ id: mailOutbox.ID });
    const ids = rows.map((r) => r.id);
    await jobs.sendMailJobs(tx, ids);
    return ids;
  };

  return {
    async enqueue(tx, mail) {
      const [id] = await enqueueMany(tx, [mail]);
      return id ?? null;
    },

    enqueueMany,

    async resend(tx, mailId) {
      const [row] = await tx
        .update(mailOutbox)
        .set({ STATUS: 'queued' })
        .where(and(eq(mailOutbox.ID, mailId), eq(mailOutbox.STATUS, 'failed')))
        .returning({ id: mailOutbox.ID });
      if (!row) return false;
      await jobs.sendMailJob(tx, mailId);
      return true;
    },

    async deliver(mailId, { refused }) {
      const last = refused >= jobs.options.mail.retryLimit;
      // Taking the mail: never one already sent (a job run twice, a resend racing a retry).
      const [mail] = await db
        .update(mailOutbox)
        .set({ STATUS: transport ? 'sending' : 'kept', ATTEMPTS: transport ? sql`${mailOutbox.ATTEMPTS} + 1` : mailOutbox.ATTEMPTS, LAST_ATTEMPT_AT: new Date() })
        .where(and(eq(mailOutbox.ID, mailId), notInArray(mailOutbox.STATUS, ['sent', 'kept'])))
        .returning();
      if (!mail) return 'skipped';
      if (!isEmailAddress(mail.TO)) {
        // Never sent, nor tried again: no attempt can make the text an address.
        await db.update(mailOutbox).set({ STATUS: 'failed', ERROR: NOT_AN_ADDRESS }).where(eq(mailOutbox.ID, mailId));
        log.warn({ mailId }, 'mail not sent: its recipient is not an e-mail address');
        return 'failed';
      }
      if (!transport) {
        // The mail's id only: its address, subject and text stay in the outbox table, out of the log.
        log.info({ mailId }, 'mail kept in outbox (no SMTP configured)');
        return 'kept';
      }
      const [attempt] = await db.insert(mailAttempts).values({ MAIL_ID: mailId }).returning({ id: mailAttempts.ID });
      try {
        await transport.sendMail(outgoing(from, mail.TO, { subject: mail.SUBJECT, text: mail.TEXT, html: mail.HTML }, messageIdOf(mail, host)));
      } catch (err) {
        metrics?.mailsFailed.inc();
        const message = (err as Error).message.slice(0, 500);
        const afterSeconds = last ? 0 : mailBackoffSeconds(jobs.options.mail.retryDelaySeconds, refused + 1);
        log.warn({ mailId, attempt: mail.ATTEMPTS, err: message, retryInSeconds: last ? undefined : afterSeconds }, last ? 'mail sending failed; no attempts left' : 'mail sending failed; will retry');
        await db.update(mailAttempts).set({ OK: false, ERROR: message }).where(eq(mailAttempts.ID, attempt.id));
        // The mail back in the queue and its next attempt scheduled together, or failed after the last.
        await db.transaction(async (tx) => {
          const [back] = await tx
            .update(mailOutbox)
            .set({ STATUS: last ? 'failed' : 'queued', ERROR: message })
            .where(and(eq(mailOutbox.ID, mailId), ne(mailOutbox.STATUS, 'sent')))
            .returning({ id: mailOutbox.ID });
          if (back && !last) await jobs.sendMailJob(tx, mailId, { refused: refused + 1, afterSeconds });
        });
        return 'refused';
      }
      metrics?.mailsSent.inc();
      await db.update(mailAttempts).set({ OK: true }).where(eq(mailAttempts.ID, attempt.id));
      await db.update(mailOutbox).set({ STATUS: 'sent', SENT_AT: new Date(), ERROR: null }).where(eq(mailOutbox.ID, mailId));
      return 'sent';
    },

    async send(mail) {
      // Without SMTP the mail is recorded as kept at once (one statement: the registration rush).
      const [row] = await db
        .insert(mailOutbox)
        .values({ TO: mail.to, SUBJECT: mail.subject, TEXT: mail.text, HTML: mail.html, ...(transport ? {} : { STATUS: 'kept' }) })
        .returning({ id: mailOutbox.ID, token: mailOutbox.MESSAGE_TOKEN });
      if (!isEmailAddress(mail.to)) {
        await db.update(mailOutbox).set({ STATUS: 'failed', ERROR: NOT_AN_ADDRESS }).where(eq(mailOutbox.ID, row.id));
        log.warn({ mailId: row.id }, 'mail not sent: its recipient is not an e-mail address');
        return { sent: false, id: row.id };
      }
      if (!transport) {
        log.info({ mailId: row.id }, 'mail kept in outbox (no SMTP configured)');
        return { sent: false, id: row.id };
      }
      try {
        await transport.sendMail(outgoing(from, mail.to, mail, messageIdOf({ ID: row.id, IDEMP_KEY: null, MESSAGE_TOKEN: row.token }, host)));
        metrics?.mailsSent.inc();
        await db.update(mailOutbox).set({ SENT_AT: new Date(), STATUS: 'sent', ATTEMPTS: 1 }).where(eq(mailOutbox.ID, row.id));
        return { sent: true, id: row.id };
      } catch (err) {
        metrics?.mailsFailed.inc();
        log.warn({ mailId: row.id, err: (err as Error).message }, 'mail sending failed; kept in outbox');
        await db.update(mailOutbox).set({ ERROR: (err as Error).message, STATUS: 'failed', ATTEMPTS: 1 }).where(eq(mailOutbox.ID, row.id));
        return { sent: false, id: row.id };
      }
    },
  };
}
