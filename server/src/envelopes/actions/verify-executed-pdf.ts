// POST /public/verify: is this PDF an executed document of this installation, unaltered? Its signatures are read and
// checked in the worker pool, the last one made with this installation's sealing key is judged, and its SHA-256 is
// looked up among completed envelopes. The work is the public share's of the pool, by the caller's address (no
// workspace asked for it); a file past what a sealed PDF holds (readSeals' bounds) is refused 422. Nothing is stored: no blob, no row, no audit entry (the answer gives away
// only what the uploader holds: the document and what its certificate page prints).
import type { PdfVerification } from '../../generated/api/types.gen.js';
import { looksLikePdf } from '../../pdf/inspect/index.js';
import {
  SealInputError,
  loadSealingIdentity,
  publicKeyFingerprint,
  type SealCheck,
  type SealsOfFile,
} from '../../pdf/seal/index.js';
import { readSealsOf } from '../../work/pdf.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { findExecutedByHash } from '../repository.js';

export type Verdict = PdfVerification['verdict'];
/** The verification as judged: its `summary` is words, put in the caller's language where it is answered. */
export type Verification = Omit<PdfVerification, 'summary'>;

/** The installation's sealing certificate as the seals are compared with it: its fingerprint and its key's. */
export interface SealingKey {
  fingerprint: string;
  publicKeyFingerprint: string;
}

/** Whether a signature was made with the installation's key (the certificate itself, or one changed around the same key). */
function madeWith(seal: SealCheck, identity: SealingKey): boolean {
  return (
    seal.signerFingerprint === identity.fingerprint ||
    (seal.signerKeyFingerprint !== null && seal.signerKeyFingerprint === identity.publicKeyFingerprint)
  );
}

/**
 * The verdict the seals alone allow, before the digest is looked up: the last signature made with the installation's
 * key decides (any fault in it, a changed certificate, or anything after it: altered); without one, another
 * signature is a foreign seal, and no signature at all is unsealed. `sealed` means intact and ours: genuine or
 * unknown, by the lookup.
 */
function judgeSeals(seals: SealCheck[], identity: SealingKey): 'sealed' | Exclude<Verdict, 'genuine' | 'unknown'> {
  const ours = seals.filter((seal) => madeWith(seal, identity));
  const last = ours[ours.length - 1];
  if (last) return last.valid && last.signerFingerprint === identity.fingerprint ? 'sealed' : 'altered';
  return seals.length ? 'foreign_seal' : 'unsealed';
}

async function sealsOf(bytes: Uint8Array, address: string): Promise<SealsOfFile> {
  try {
    return await readSealsOf(bytes, { publicAddress: address });
  } catch (e) {
    if (e instanceof SealInputError)
      throw errors.unprocessable(`${e.field} ${e.message}`, { fields: [{ field: e.field, message: e.message }] });
    throw e;
  }
}

/** ctx: the caller's address (the pool's public share is by address); input: the bytes and the type they came as. */
export async function verifyExecutedPdf(
  s: Services,
  { address }: { address: string },
  { bytes, sentAs }: { bytes: Uint8Array; sentAs: string | undefined },
): Promise<Verification> {
  if (!bytes.length) throw errors.validation([{ field: 'body.file', message: 'is empty (send the PDF to verify)' }]);
  if (!looksLikePdf(bytes)) throw errors.notAPdf(sentAs);
  const [{ sha256, seals }, sealing] = await Promise.all([sealsOf(bytes, address), loadSealingIdentity(s)]);
  const identity: SealingKey = {
    fingerprint: sealing.fingerprint,
    publicKeyFingerprint: publicKeyFingerprint(sealing.certificatePem),
  };
  const judged = judgeSeals(seals, identity);
  const executed = judged === 'sealed' ? await findExecutedByHash(s.db.kysely, sha256) : undefined;
  const verdict: Verdict = judged === 'sealed' ? (executed ? 'genuine' : 'unknown') : judged;
  const last = seals[seals.length - 1];
  return {
    verdict,
    sha256,
    byteSize: bytes.length,
    seal: last
      ? {
          sealedBy: last.signerCommonName,
          sealedAt: last.signingTime ? last.signingTime.toISOString().replace(/\.\d{3}Z$/, 'Z') : null,
          ours: madeWith(last, identity),
          intact: last.valid,
        }
      : null,
    envelope: executed
      ? {
          title: executed.envelope.title,
          completedAt: executed.envelope.completed_at!,
          signers: executed.signers.slice(0, 100),
        }
      : null,
  };
}
