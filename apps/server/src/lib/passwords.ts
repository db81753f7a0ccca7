import { hash, verify } from '@node-rs/argon2';

/** argon2id. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to compare against when the username is unknown, so timing does not reveal accounts. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));
