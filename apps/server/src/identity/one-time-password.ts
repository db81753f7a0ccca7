import crypto from 'node:crypto';
import { ONE_TIME_PASSWORD_LENGTH } from '@portal/domain';

/** Letters and digits a reader cannot mistake for one another (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** `length` characters of `alphabet`, each drawn uniformly from the operating system's CSPRNG. */
export function randomText(length: number, alphabet = ALPHABET): string {
  let out = '';
  while (out.length < length) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}

/** A one-time password an administrator hands out (about 70 bits), in groups for reading aloud. */
export const oneTimePassword = () => {
  const raw = randomText(ONE_TIME_PASSWORD_LENGTH - 2);
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
};
