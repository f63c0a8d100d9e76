// Link passwords: argon2id (OWASP's minimum profile: 19 MiB, 2 passes), hashed off the event loop by the
// native addon. Only the PHC string is stored; the password is never stored, returned or logged.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolated modules cannot read)

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export function verifyPassword(phc: string, password: string): Promise<boolean> {
  return verify(phc, password).catch(() => false);
}
