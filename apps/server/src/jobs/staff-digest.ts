import type { FastifyInstance } from 'fastify';
import { sendDigests } from '../notifications/digest.js';

/** The scheduled `staff-digest` job: builds and mails the daily digest of every staff account that asked for it. */
export async function sendStaffDigests(app: FastifyInstance) {
  await sendDigests(app);
}
