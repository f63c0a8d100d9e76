// The sealing engine: draws every field's value in place on the frozen snapshot, appends a certificate page and
// seals the result with a PAdES signature (ETSI.CAdES.detached, @signpdf over pdf-lib, CMS built here), so that
// `pdfsig` calls it valid and any changed byte makes it invalid. Also the installation's sealing identity and
// the digests the certificate endpoint recomputes.
//
// Use from the envelope domain:
//   const identity = await loadSealingIdentity(s);                 // cached per database; cheap after the first call
//   const { pdf, sha256 } = await executePdf({ pdf: snapshotBytes, stamps, certificate, identity }, forWhom); // work/pdf.ts
//   // archive `pdf`, completionHash = sha256
//   documentHashVerified   = verifyDigest(snapshotBytes, envelope.contentHash)
//   completionHashVerified = verifyDigest(archivedBytes, envelope.completionHash)
//   (verifyExecutedPdf(archivedBytes).valid additionally checks the signature itself)
//
// Stamps take the spec's FieldPlacement (top-left origin of the page as displayed) or, with origin 'bottom-left',
// the PDF export's PlacedField of an authored body as it is.
//
// The engine runs in the worker pool (work/pdf.ts: executePdf, readSealsOf) and is loaded there on first use
// (pdf-lib, fontkit, node-forge).
import type { SealVerification, SealingIdentity, SealingIdentityDeps } from './types.js';

export type {
  CertificateConsent,
  CertificateEvent,
  CertificateInput,
  CertificateSigner,
  ExecuteInput,
  ExecutedPdf,
  SealCheck,
  SealVerification,
  SealsOfFile,
  SealingIdentity,
  SealingIdentityDeps,
  Stamp,
  StampValue,
} from './types.js';
export {
  SealInputError,
  SealingIdentityError,
  decodePngDataUrl,
  publicKeyFingerprint,
  sha256Hex,
  signatureDigest,
  verifyDigest,
} from './digest.js';

let identity: Promise<typeof import('./identity.js')> | undefined;
let verify: Promise<typeof import('./verify.js')> | undefined;

/**
 * The sealing certificate and key: from SIGNING_P12_PATH / SIGNING_P12_PASSWORD when set (a bad file or password
 * throws), otherwise the identity generated at first start and kept in the `settings` table, the same for every
 * instance on the database (two instances starting at once end with one identity). Cached per database.
 */
export async function loadSealingIdentity(deps: SealingIdentityDeps): Promise<SealingIdentity> {
  return (await (identity ??= import('./identity.js'))).loadSealingIdentity(deps);
}

/** Checks the last signature of an executed PDF (digest of the signed ranges and the CMS signature). Never throws. */
export async function verifyExecutedPdf(bytes: Uint8Array): Promise<SealVerification> {
  return (await (verify ??= import('./verify.js'))).verifyExecutedPdf(bytes);
}
