/** argon2id with the OWASP minimum parameters (19 MiB, 2 passes, 1 lane). */
import { randomBytes, randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** A real hash to verify against when the account does not exist, so timing does not reveal it. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/** A strong random password that is easy to copy: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let out = '';
  // randomInt is uniform (no modulo bias).
  for (let i = 0; i < 20; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
