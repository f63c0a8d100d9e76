// Capabilities that can be mailed again without being stored: the token is the kind's prefix + HMAC-SHA256
// (base64url, 256 bits) of what it opens, under an installation secret kept in `settings` (shared by every
// instance). Only its hash is stored and looked up (hashCapability); the secret never leaves the database.
import { readSetting } from '../db/settings.js';
import { createHmac } from 'node:crypto';
import type { Db } from '../db/connect.js';
import { CAPABILITY_PREFIXES, hashCapability, type CapabilityKind } from './capability.js';

export interface DerivedCapability {
  token: string;
  hash: string;
}

const secrets = new WeakMap<object, Map<string, Promise<Buffer>>>();

function secretOf(db: Db, name: string): Promise<Buffer> {
  let byName = secrets.get(db);
  if (!byName) secrets.set(db, (byName = new Map()));
  let p = byName.get(name);
  if (!p) {
    p = readSetting(db.kysely, name).then((value) => Buffer.from(value, 'base64url'));
    p.catch(() => byName.delete(name)); // a failed read is tried again next time
    byName.set(name, p);
  }
  return p;
}

/** The `kind` token for `message` under the secret named `secretName`, and its hash. */
export async function deriveCapability(
  db: Db,
  kind: CapabilityKind,
  secretName: string,
  message: string,
): Promise<DerivedCapability> {
  const mac = createHmac('sha256', await secretOf(db, secretName))
    .update(message)
    .digest('base64url');
  const token = CAPABILITY_PREFIXES[kind] + mac;
  return { token, hash: hashCapability(token) };
}
