import crypto from 'node:crypto';
import type { Config } from '../config.js';
import { publicUrl } from '../lib/public-url.js';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A verification code printed on a clearance form or bank challan: 12 characters, ~60 bits. */
export function makeVerifyCode(): string {
  const bytes = crypto.randomBytes(12);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The public address that checks a code (printed beside the QR code). */
export function verifyUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, code: string): string {
  return `${publicUrl(config)}/verify/${code}`;
}
