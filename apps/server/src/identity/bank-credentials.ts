import crypto from 'node:crypto';
import { systemActor, type SystemActor } from '@portal/domain';

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
const same = (given: unknown, expected: Buffer) => typeof given === 'string' && crypto.timingSafeEqual(digest(given), expected);

export interface BankCredentialSettings {
  BPS_USERNAME?: string;
  BPS_PASSWORD?: string;
  BPS_ALLOWED_IPS?: string[];
}

/**
 * The sign-in provider of the banks' bill-payment network: the aggregator sends the `username` and
 * `password` HTTP headers the university was given (compared in constant time: digests of equal length), from
 * one of its addresses when `BPS_ALLOWED_IPS` lists them. Answers the bank, a system principal, or null.
 * Without both settings nobody signs in this way.
 */
export function bankSignIn(settings: BankCredentialSettings): (headers: Record<string, unknown>, ip: string) => SystemActor | null {
  if (!settings.BPS_USERNAME || !settings.BPS_PASSWORD) return () => null;
  const username = digest(settings.BPS_USERNAME);
  const password = digest(settings.BPS_PASSWORD);
  const allowed = settings.BPS_ALLOWED_IPS?.length ? new Set(settings.BPS_ALLOWED_IPS) : null;
  const bank = systemActor('bank');
  return (headers, ip) => {
    // Both compared every time, so the timing says nothing of which one was wrong.
    const ok = [same(headers.username, username), same(headers.password, password)].every(Boolean);
    return ok && (!allowed || allowed.has(ip) || allowed.has(ip.replace(/^::ffff:/, ''))) ? bank : null;
  };
}
