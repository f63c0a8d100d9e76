// Signing links. A recipient's token is `sgn_` + the HMAC-SHA256 (base64url, 256 bits) of the envelope and
// recipient ids under the installation's signing-link secret (migration 011, shared by every instance). Only its
// hash is stored (envelope_recipients.signing_token_hash, looked up with hashCapability); the server can show the
// link again under include=signingUrls (needs envelopes:write) and in the signer's emails, and nowhere else.
import { deriveCapability, type DerivedCapability } from '../auth/derived-capability.js';
import type { Services } from '../services.js';

export type SigningToken = DerivedCapability;

export function signingToken(s: Pick<Services, 'db'>, envelopeId: string, recipientId: string): Promise<SigningToken> {
  return deriveCapability(s.db, 'signing', 'signing_link_secret', `signing:${envelopeId}:${recipientId}`);
}

export function signingUrl(s: Pick<Services, 'config'>, token: string): string {
  return `${s.config.publicUrl}/sign/${token}`;
}
