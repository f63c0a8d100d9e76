// Checks the signatures of a sealed PDF on their own: the signed byte ranges, their digest against the CMS
// messageDigest attribute, and the CMS signature over the signed attributes with the signing certificate's key.
// A second opinion beside `pdfsig`, cheap enough for the certificate endpoint; `readSeals` checks every signature
// of a file (the public verify operation, run in the worker pool), `verifyExecutedPdf` the last one.
import { createHash, verify as cryptoVerify, X509Certificate } from 'node:crypto';
import { OID, TAG, certificateParts, children, contents, oidString, read, whole, type Node } from './der.js';
import { sha256Hex } from './digest.js';
import type { SealCheck, SealVerification } from './types.js';

const HASHES: Record<string, string> = { [OID.sha256]: 'sha256', [OID.sha384]: 'sha384', [OID.sha512]: 'sha512' };
const BYTE_RANGE = Buffer.from('/ByteRange');

function pdfDate(raw: string | undefined): Date | null {
  const m = raw && /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:([Zz])|([+-])(\d{2})'?(\d{2})'?)?/.exec(raw);
  if (!m) return null;
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  const offset = m[8] ? (m[8] === '-' ? -1 : 1) * (+m[9]! * 60 + +m[10]!) * 60_000 : 0;
  return new Date(utc - offset);
}

/** The signature whose `/ByteRange` starts at `at` in `buf`, checked. Never throws. */
function checkSeal(buf: Buffer, at: number): SealCheck {
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
    const m = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(buf.subarray(at, at + 120).toString('latin1'));
    if (!m) return fail('the signature has no readable byte range');
    const [a, b, c, d] = m.slice(1, 5).map(Number) as [number, number, number, number];
    result.byteRange = [a, b, c, d];
    if (a !== 0 || b <= 0 || c <= b + 1 || c + d > buf.length || buf[b] !== 0x3c /* < */ || buf[c - 1] !== 0x3e /* > */) {
      return fail('the signature byte range does not fit the file');
    }
    result.coversWholeFile = c + d === buf.length;
    const dict = buf.subarray(Math.max(0, at - 4096), Math.min(buf.length, c + 4096)).toString('latin1');
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
    result.signerKeyFingerprint = createHash('sha256').update(cert.publicKey.export({ type: 'spki', format: 'der' })).digest('hex');
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
    const digest = createHash(hash).update(buf.subarray(a, b)).update(buf.subarray(c, c + d)).digest();
    if (!digest.equals(contents(messageDigest))) return fail('the document was changed after it was signed (digest mismatch)');

    const toVerify = Buffer.concat([Buffer.from([TAG.set]), whole(signedAttrs).subarray(1)]);
    if (!cryptoVerify(hash, toVerify, cert.publicKey, signature)) return fail('the signature does not verify with its certificate');
    // The signed ranges leave out the signature's own contents: the CMS and the zeros that pad its placeholder. A
    // change there that keeps the CMS readable (in the padding) would go unnoticed by the digest; it is a change all
    // the same.
    if (cms.subarray(root.end).some((byte) => byte !== 0)) return fail('the signature contents were changed after signing (its padding is not zeros)');
    if (!result.coversWholeFile) return fail('the file was changed after it was signed (bytes added after the signature)');
    return { ...result, valid: true, reason: null };
  } catch (err) {
    return fail(`the signature could not be read (${(err as Error).message})`);
  }
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/** Every signature of a PDF (each `/ByteRange` in the file, once per range), in file order, each checked. */
export function readSeals(bytes: Uint8Array): SealCheck[] {
  const buf = asBuffer(bytes);
  const seen = new Set<string>();
  const out: SealCheck[] = [];
  for (let at = buf.indexOf(BYTE_RANGE); at >= 0; at = buf.indexOf(BYTE_RANGE, at + BYTE_RANGE.length)) {
    const seal = checkSeal(buf, at);
    // An incremental update may write a signature dictionary again: the same range is one signature.
    const key = seal.byteRange ? seal.byteRange.join(' ') : `at ${at}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(seal);
  }
  return out;
}

export async function verifyExecutedPdf(bytes: Uint8Array): Promise<SealVerification> {
  const buf = asBuffer(bytes);
  const sha256 = sha256Hex(buf);
  const at = buf.lastIndexOf(BYTE_RANGE);
  if (at < 0) {
    return { valid: false, coversWholeFile: false, reason: 'the PDF has no signature', subFilter: null, signingTime: null, signerFingerprint: null, signerCommonName: null, sha256 };
  }
  const { valid, coversWholeFile, reason, subFilter, signingTime, signerFingerprint, signerCommonName } = checkSeal(buf, at);
  return { valid, coversWholeFile, reason, subFilter, signingTime, signerFingerprint, signerCommonName, sha256 };
}
