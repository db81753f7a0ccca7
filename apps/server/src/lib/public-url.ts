import type { Config } from '../config.js';

/**
 * The portal's address as documents and mails print it: PUBLIC_URL, or else this machine's own address
 * (`http://localhost:PORT`), which only works on the machine itself: fine for a demo, wrong anywhere else.
 */
export const publicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) => (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/**
 * The warning a deployment without PUBLIC_URL gets at start (one line), or null. A deployment is a
 * production run (NODE_ENV=production) or one on a PostgreSQL server (DATABASE_URL); the demo on the
 * embedded database goes without.
 */
export function publicUrlWarning(config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'NODE_ENV' | 'DATABASE_URL'>): string | null {
  if (config.PUBLIC_URL || (config.NODE_ENV !== 'production' && !config.DATABASE_URL)) return null;
  return `PUBLIC_URL is not set: the verification links and QR codes printed on challans, forms and certificates, and the links in notification mails, point to ${publicUrl(config)}, which no one else can open. Set PUBLIC_URL to the portal's public address (e.g. https://portal.example.edu).`;
}
