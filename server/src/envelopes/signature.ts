// A signer's signature as given to the sign call, checked and reduced to what is stored: a drawn one is a PNG
// (validated, not blank), a typed one its text. Its SHA-256 is over exactly the stored bytes (the PNG, or the
// UTF-8 text), and is what the certificate prints. The PNG is read in the worker pool, within a pixel ceiling and an
// inflate cap (png.ts): a bomb is refused in milliseconds.
import { signatureDigest } from '../pdf/seal/index.js';
import { errors } from '../platform/errors.js';
import { runJob, type WorkFor } from '../work/pool.js';

export type SignatureInput = { type: 'typed'; text: string } | { type: 'drawn'; image: string };

export interface CheckedSignature {
  type: 'typed' | 'drawn';
  /** The typed name, for a typed signature. */
  text: string | null;
  /** The PNG bytes of a drawn signature, or the UTF-8 of a typed one. */
  bytes: Buffer;
  sha256: string;
}

const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

const refuse = (message: string) =>
  errors.unprocessable(`body.signature.image ${message}`, { fields: [{ field: 'body.signature.image', message }] });

export async function checkSignature(input: SignatureInput, forWhom: WorkFor): Promise<CheckedSignature> {
  if (input.type === 'typed') {
    const text = input.text.trim();
    if (!text)
      throw errors.unprocessable('body.signature.text is blank', {
        fields: [{ field: 'body.signature.text', message: 'is blank' }],
      });
    const bytes = Buffer.from(text, 'utf8');
    return { type: 'typed', text, bytes, sha256: signatureDigest({ type: 'typed', text }) };
  }
  const m = DATA_URL.exec(input.image);
  if (!m) throw refuse('is not a PNG data URL (data:image/png;base64,…)');
  const bytes = Buffer.from(m[1], 'base64');
  const info = await runJob('checkPng', bytes, forWhom);
  if (!info.ok) throw refuse(info.message);
  if (info.blank) throw refuse('is blank: nothing was drawn');
  return { type: 'drawn', text: null, bytes, sha256: signatureDigest({ type: 'drawn', png: bytes }) };
}
