// Assignees' upload links. A token is `upl_` (auth/capability.ts, kind upload) + the HMAC-SHA256 (base64url, 256
// bits) of the request and assignee ids under the installation's upload-link secret (migration 030, shared by every
// instance). Only its hash is stored (file_request_assignees.token_hash, looked up with hashCapability and checked
// with verifyCapability); the link can therefore be mailed again (resend, reminders) without ever being stored or
// returned by the API.
import { capabilityKind, hashCapability } from '../auth/capability.js';
import { deriveCapability, type DerivedCapability } from '../auth/derived-capability.js';
import type { Services } from '../services.js';

export type UploadToken = DerivedCapability;

export function uploadToken(s: Pick<Services, 'db'>, requestId: string, assigneeId: string): Promise<UploadToken> {
  return deriveCapability(s.db, 'upload', 'upload_link_secret', `upload:${requestId}:${assigneeId}`);
}

/** The hash to look a presented token up by, or undefined for anything not shaped like an upload token. */
export function presentedTokenHash(token: string): string | undefined {
  return capabilityKind(token) === 'upload' ? hashCapability(token) : undefined;
}

// A slug keeps the letters of any script its title had (slugify): in a URL it goes percent-encoded, or the URL
// is no URI (the spec's format: uri) and a mail client may cut the link at the first such character.
/** The open upload page. */
export function openUrl(s: Pick<Services, 'config'>, slug: string): string {
  return `${s.config.publicUrl}/r/${encodeURIComponent(slug)}`;
}

/** An assignee's personal upload page. */
export function assigneeUrl(s: Pick<Services, 'config'>, slug: string, token: string): string {
  return `${s.config.publicUrl}/r/${encodeURIComponent(slug)}/${token}`;
}
