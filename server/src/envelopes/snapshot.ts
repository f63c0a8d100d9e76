// The frozen snapshot as bytes: the blob as stored (what content_hash is over), and the PDF a signer is shown
// (an uploaded PDF as it was sent; an authored body laid out by the PDF export).
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DocContent } from '../generated/api/types.gen.js';
import { renderPdf } from '../work/pdf.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import type { EnvelopesTable } from './tables.js';
import { openStoredFile } from '../files/stored-file.js';
import { BlobMissingError } from '../files/errors.js';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** A stored blob's bytes, or null when it is gone. */
export async function readBlob(s: Services, blobId: string): Promise<Buffer | null> {
  const stream = await s.blobs.get(blobId);
  return stream ? collect(stream) : null;
}

/**
 * Hex SHA-256 of a stored blob's bytes as they are now; unverified, as it is the check. Null when the blob or its
 * bytes are gone: the certificate reads false for a missing file rather than failing, so its evidence stays
 * readable (the store has logged the missing file for the operator).
 */
export async function hashBlob(s: Services, blobId: string): Promise<string | null> {
  let stream: Readable | null;
  try {
    stream = await s.blobs.get(blobId, { verify: false });
  } catch (e) {
    if (e instanceof BlobMissingError) return null;
    throw e;
  }
  if (!stream) return null;
  const h = createHash('sha256');
  for await (const c of stream) h.update(c as Buffer);
  return h.digest('hex');
}

/** The frozen body of an authored snapshot. */
export function snapshotContent(e: EnvelopesTable): DocContent {
  if (!e.snapshot_content) throw errors.unprocessable('the envelope has no frozen body');
  return JSON.parse(e.snapshot_content) as DocContent;
}

/** The snapshot as the PDF a signer is shown, without values or signatures. */
export async function snapshotPdf(s: Services, e: EnvelopesTable): Promise<Buffer> {
  if (e.snapshot_kind === 'pdf') {
    return collect(await openStoredFile(s.blobs, e.snapshot_blob_id, 'the frozen PDF of this envelope'));
  }
  return Buffer.from(
    (await renderPdf({ title: e.title, content: snapshotContent(e) }, { workspace: e.workspace_id })).bytes,
  );
}
