import type { FastifyInstance } from 'fastify';

/** Builds and mails the daily digest of every staff account that asked for it (see digest.service). */
export async function sendStaffDigests(app: FastifyInstance) {
  const { sendDigests } = await import('../notifications/digest.js');
  await sendDigests(app);
}
