// Checks the signatures of a sealed PDF on their own: the signed byte ranges, their digest against the CMS
// messageDigest attribute, and the CMS signature over the signed attributes with the signing certificate's key.
// A second opinion beside `pdfsig`, cheap enough for the certificate endpoint; `readSeals` checks every signature
// of a file (the public verify operation, run in the worker pool), `verifyExecutedPdf` the last one.
//
// Anyone may upload a file to readSeals, so what it reads is bounded before anything costly is done: the
// `/ByteRange` entries counted (at most SEAL_BOUNDS.entries), one check per distinct range, each signature's
// dictionary read from a few KB around its entry (never the span between), its contents at most
// SEAL_BOUNDS.contentsHex, and the bytes digested over all signatures at most SEAL_BOUNDS.digestBytes. A file past
// a bound is refused (SealInputError): no sealed PDF of ours comes near them (it carries one signature of a few KB).
import { createHash, verify as cryptoVerify, X509Certificate } from 'node:crypto';
import { OID, TAG, certificateParts, children, contents, oidString, read, whole, type Node } from './der.js';
import { SealInputError, sha256Hex } from './digest.js';
import type { SealCheck, SealVerification } from './types.js';

const HASHES: Record<string, string> = { [OID.sha256]: 'sha256', [OID.sha384]: 'sha384', [OID.sha512]: 'sha512' };
const BYTE_RANGE = Buffer.from('/ByteRange');

export const SEAL_BOUNDS = {
  /** `/ByteRange` entries in a file (an incremental update may write a signature dictionary again). */
  entries: 32,
  /** Hex digits of one signature's `/Contents` (1 MB: a signature with its certificate chain takes a few KB). */
  contentsHex: 1024 * 1024,
  /** Bytes digested for all the signatures of a file together: twice the largest file verified (25 MB). */
  digestBytes: 50 * 1024 * 1024,
};
/** Bytes around a signature's `/ByteRange` entry, and after its contents, in which its dictionary's other keys are read. */
const DICT_WINDOW = 4096;

type Range = [number, number, number, number];

/** The four numbers of the `/ByteRange` entry at `at`, or null when unreadable. */
function rangeAt(buf: Buffer, at: number): Range | null {
  const m = /^\/ByteRange\s*\[\s*(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s*\]/.exec(
    buf.subarray(at, at + 120).toString('latin1'),
  );
  return m ? (m.slice(1, 5).map(Number) as Range) : null;
}

/** Whether a range can be a signature of `buf`: from the start, around a `<…>` hex string, inside the file. */
function fits(buf: Buffer, [a, b, c, d]: Range): boolean {
  return a === 0 && b > 0 && c > b + 1 && c + d <= buf.length && buf[b] === 0x3c /* < */ && buf[c - 1] === 0x3e; /* > */
}

function pdfDate(raw: string | undefined): Date | null {
  const m = raw && /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:([Zz])|([+-])(\d{2})'?(\d{2})'?)?/.exec(raw);
  if (!m) return null;
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  const offset = m[8] ? (m[8] === '-' ? -1 : 1) * (+m[9]! * 60 + +m[10]!) * 60_000 : 0;
  return new Date(utc - offset);
}

/** The signature whose `/ByteRange` entry starts at `at` in `buf` (its range read already), checked. Never throws. */
function checkSeal(buf: Buffer, at: number, range: Range | null): SealCheck {
  const result: SealCheck = {
    valid: false,
    coversWholeFile: false,
    reason: null,
    subFilter: null,
    signingTime: null,
    signerFingerprint: null,
    signerKeyFingerprint: null,
    signerCommonName: null,
    byteRange: null,
  };
  const fail = (reason: string): SealCheck => ({ ...result, valid: false, reason });
  try {
    if (!range) return fail('the signature has no readable byte range');
    const [a, b, c, d] = range;
    result.byteRange = [a, b, c, d];
    if (!fits(buf, range)) return fail('the signature byte range does not fit the file');
    result.coversWholeFile = c + d === buf.length;
    // the dictionary's keys sit around the entry and after the contents, never in the span between (the CMS)
    const around = (from: number, to: number) =>
      buf.subarray(Math.max(0, from), Math.min(buf.length, to)).toString('latin1');
    const outside = (from: number, to: number) =>
      from < c && to > b ? `${around(from, b)}\n${around(c, to)}` : around(from, to);
    const dict = `${outside(at - DICT_WINDOW, at + DICT_WINDOW)}\n${around(c, c + DICT_WINDOW)}`;
    result.subFilter = /\/SubFilter\s*\/([^\s/<>[\]()]+)/.exec(dict)?.[1] ?? null;
    result.signingTime = pdfDate(/\/M\s*\((D:[^)]*)\)/.exec(dict)?.[1]);

    const hex = buf.subarray(b + 1, c - 1).toString('latin1');
    if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2) return fail('the signature contents are not hexadecimal');
    const cms = Buffer.from(hex, 'hex');
    const root = read(cms);
    const contentInfo = children(root);
    if (oidString(contentInfo[0]!) !== OID.signedData) return fail('the signature is not a CMS SignedData');
    const signedData = children(children(contentInfo[1]!)[0]!);
    const certs = signedData.filter((n) => n.tag === TAG.context0).flatMap((n) => children(n).map(whole));
    const signerInfos = signedData[signedData.length - 1]!;
    const signerInfo = children(children(signerInfos)[0]!);
    const [, sid, digestAlg] = signerInfo;
    const signedAttrs = signerInfo.find((n) => n.tag === TAG.context0);
    const signature = contents(signerInfo[signerInfo.length - 1]!);
    if (!sid || !digestAlg || !signedAttrs) return fail('the CMS signer has no signed attributes');
    const hash = HASHES[oidString(children(digestAlg)[0]!)];
    if (!hash) return fail('the CMS digest algorithm is not supported');

    const [issuer, serial] = children(sid).map(whole);
    const certDer = certs.find((der) => {
      const p = certificateParts(der);
      return issuer && serial && p.issuer.equals(issuer) && p.serial.equals(serial);
    });
    if (!certDer) return fail('the signing certificate is not in the signature');
    const cert = new X509Certificate(certDer);
    result.signerFingerprint = createHash('sha256').update(certDer).digest('hex');
    result.signerKeyFingerprint = createHash('sha256')
      .update(cert.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('hex');
    result.signerCommonName = certificateParts(certDer).subjectCommonName;

    const attr = (type: string): Node | undefined => {
      for (const a of children(signedAttrs)) {
        const [t, values] = children(a);
        if (t && values && oidString(t) === type) return children(values)[0];
      }
      return undefined;
    };
    const messageDigest = attr(OID.messageDigest);
    if (!messageDigest) return fail('the signature has no message digest');
    const digest = createHash(hash)
      .update(buf.subarray(a, b))
      .update(buf.subarray(c, c + d))
      .digest();
    if (!digest.equals(contents(messageDigest)))
      return fail('the document was changed after it was signed (digest mismatch)');

    const toVerify = Buffer.concat([Buffer.from([TAG.set]), whole(signedAttrs).subarray(1)]);
    if (!cryptoVerify(hash, toVerify, cert.publicKey, signature))
      return fail('the signature does not verify with its certificate');
    // The signed ranges leave out the signature's own contents: the CMS and the zeros that pad its placeholder. A
    // change there that keeps the CMS readable (in the padding) would go unnoticed by the digest; it is a change all
    // the same.
    if (cms.subarray(root.end).some((byte) => byte !== 0))
      return fail('the signature contents were changed after signing (its padding is not zeros)');
    if (!result.coversWholeFile)
      return fail('the file was changed after it was signed (bytes added after the signature)');
    return { ...result, valid: true, reason: null };
  } catch (err) {
    return fail(`the signature could not be read (${(err as Error).message})`);
  }
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * Every signature of a PDF (each `/ByteRange` in the file, once per range), in file order, each checked. Throws
 * SealInputError (field body.file) for a file past SEAL_BOUNDS, before checking anything.
 */
export function readSeals(bytes: Uint8Array): SealCheck[] {
  const buf = asBuffer(bytes);
  // An incremental update may write a signature dictionary again: the same range is one signature, checked once.
  const signatures = new Map<string, { at: number; range: Range | null }>();
  let entries = 0;
  for (let at = buf.indexOf(BYTE_RANGE); at >= 0; at = buf.indexOf(BYTE_RANGE, at + BYTE_RANGE.length)) {
    if (++entries > SEAL_BOUNDS.entries) {
      throw new SealInputError(
        `has more than ${SEAL_BOUNDS.entries} signature byte ranges (/ByteRange); a sealed PDF has one for each of its few signatures`,
        'body.file',
      );
    }
    const range = rangeAt(buf, at);
    const key = range ? range.join(' ') : `at ${at}`;
    if (!signatures.has(key)) signatures.set(key, { at, range });
  }
  let digested = 0;
  for (const { range } of signatures.values()) {
    if (!range || !fits(buf, range)) continue;
    const [, b, c, d] = range;
    if (c - b - 2 > SEAL_BOUNDS.contentsHex) {
      throw new SealInputError(
        `has a signature whose contents take ${c - b - 2} hex digits, over the ${SEAL_BOUNDS.contentsHex} a signature may take`,
        'body.file',
      );
    }
    digested += b + d;
    if (digested > SEAL_BOUNDS.digestBytes) {
      throw new SealInputError(
        `has signatures covering more than ${SEAL_BOUNDS.digestBytes} bytes together (each signature's ranges are digested); a sealed PDF's cover the file about once each`,
        'body.file',
      );
    }
  }
  return [...signatures.values()].map(({ at, range }) => checkSeal(buf, at, range));
}

export async function verifyExecutedPdf(bytes: Uint8Array): Promise<SealVerification> {
  const buf = asBuffer(bytes);
  const sha256 = sha256Hex(buf);
  const at = buf.lastIndexOf(BYTE_RANGE);
  if (at < 0) {
    return {
      valid: false,
      coversWholeFile: false,
      reason: 'the PDF has no signature',
      subFilter: null,
      signingTime: null,
      signerFingerprint: null,
      signerCommonName: null,
      sha256,
    };
  }
  const { valid, coversWholeFile, reason, subFilter, signingTime, signerFingerprint, signerCommonName } = checkSeal(
    buf,
    at,
    rangeAt(buf, at),
  );
  return { valid, coversWholeFile, reason, subFilter, signingTime, signerFingerprint, signerCommonName, sha256 };
}
