// Capability tokens: the signing, visit and upload tokens the public pages and operations take instead of a key.
// Each is a prefix naming its kind and 256 CSPRNG bits in base64url (43 characters). The server keeps only the
// hex SHA-256 of a token (looked up by that hash, or compared in constant time against a stored one), shows the
// value once (in a link, a mail or one 201) and never logs it: redactCapabilities() is applied by the logger.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

export const CAPABILITY_PREFIXES = { signing: 'sgn_', visit: 'vst_', upload: 'upl_' } as const;
export type CapabilityKind = keyof typeof CAPABILITY_PREFIXES;

const RANDOM_BYTES = 32;
/** base64url of 32 bytes, unpadded. */
const RANDOM_CHARS = 43;
const SHAPE = /^(sgn|vst|upl)_[A-Za-z0-9_-]{43}$/;
const KIND_OF_PREFIX = new Map<string, CapabilityKind>(
  Object.entries(CAPABILITY_PREFIXES).map(([kind, prefix]) => [prefix, kind as CapabilityKind]),
);

export interface IssuedCapability {
  /** The value to hand out once (a link, a mail, a 201), never to store. */
  token: string;
  /** What to store: the hex SHA-256 of the token. */
  hash: string;
}

/** A new token of this kind and the hash to store for it. */
export function issueCapability(kind: CapabilityKind): IssuedCapability {
  const token = CAPABILITY_PREFIXES[kind] + randomBytes(RANDOM_BYTES).toString('base64url');
  return { token, hash: hashCapability(token) };
}

/** The hex SHA-256 of a token, as stored and looked up. */
export function hashCapability(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The kind a token claims by its prefix and shape, or undefined for anything that is not shaped like a token. */
export function capabilityKind(token: string): CapabilityKind | undefined {
  if (token.length !== 4 + RANDOM_CHARS || !SHAPE.test(token)) return undefined;
  return KIND_OF_PREFIX.get(token.slice(0, 4));
}

/**
 * True when `token` is a well-formed token of `kind` whose hash is `storedHash`. The comparison takes the same
 * time wherever the hashes differ; the shape check before it looks only at what the caller sent.
 */
export function verifyCapability(kind: CapabilityKind, token: string, storedHash: string): boolean {
  if (capabilityKind(token) !== kind) return false;
  const stored = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashCapability(token), 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}

export { redactCapabilities } from '../platform/redact.js';
