// Digests the envelope domain records and recomputes: SHA-256 of bytes (contentHash, completionHash), of a
// signature image, and the decoding of a drawn signature's PNG data URL.
import { createHash, timingSafeEqual, X509Certificate } from 'node:crypto';

/** A caller's input the engine cannot use (not a PDF, a stamp off the document, not a PNG); `field` names it. */
export class SealInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'SealInputError';
  }
}

/** The sealing identity cannot be had: an unreadable P12 or wrong password, a key and certificate that do not match. */
export class SealingIdentityError extends Error {
  override name = 'SealingIdentityError';
}

/** Lowercase hex SHA-256 of a certificate's public key (its SPKI DER): what a seal's signerKeyFingerprint is compared with. */
export function publicKeyFingerprint(certificatePem: string): string {
  return sha256Hex(new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' }));
}

/** Lowercase hex SHA-256. */
export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** True when `bytes` hash to `expectedHex` (constant time); false for a missing or malformed expectation. */
export function verifyDigest(bytes: Uint8Array, expectedHex: string | null | undefined): boolean {
  if (!expectedHex || !/^[0-9a-f]{64}$/.test(expectedHex)) return false;
  return timingSafeEqual(createHash('sha256').update(bytes).digest(), Buffer.from(expectedHex, 'hex'));
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Largest drawn signature accepted (decoded bytes). */
export const MAX_SIGNATURE_PNG_BYTES = 2 * 1024 * 1024;

/** The PNG bytes of a `data:image/png;base64,…` URL; SealInputError (field `signature.image`) otherwise. */
export function decodePngDataUrl(dataUrl: string, field = 'signature.image'): Uint8Array {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.trim());
  if (!m) throw new SealInputError('must be a data URL of a PNG image (data:image/png;base64,…)', field);
  const bytes = Buffer.from(m[1]!, 'base64');
  if (bytes.length > MAX_SIGNATURE_PNG_BYTES)
    throw new SealInputError(`must be at most ${MAX_SIGNATURE_PNG_BYTES} bytes`, field);
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw new SealInputError('is not a PNG image', field);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** The digest of a signature for the certificate: SHA-256 of the drawn PNG's bytes, or of the typed text (UTF-8). */
export function signatureDigest(
  signature: { type: 'drawn'; png: Uint8Array } | { type: 'typed'; text: string },
): string {
  return signature.type === 'drawn' ? sha256Hex(signature.png) : sha256Hex(Buffer.from(signature.text, 'utf8'));
}
