// The sealing engine's own types: what a caller hands it and what it returns. No HTTP, no envelope tables: the
// envelope domain maps its rows onto these.
import type { KeyObject } from 'node:crypto';

// ---------------------------------------------------------------------------------------------------------------
// The sealing identity

/** The certificate and key that seal every executed PDF of this installation. */
export interface SealingIdentity {
  /** Where it came from: the operator's PKCS#12 (SIGNING_P12_PATH) or generated at first start and kept in the database. */
  source: 'p12' | 'generated';
  /** The signing certificate, PEM. */
  certificatePem: string;
  /** The rest of the chain from the P12 (intermediates, root), PEM; empty for a generated identity. */
  chainPem: string[];
  /** The private key (RSA or EC), never serialised by the engine outside the database row it came from. */
  privateKey: KeyObject;
  /** The certificate's subject common name, e.g. "Dossier document sealing". */
  commonName: string;
  /** Lowercase hex SHA-256 of the certificate's DER. */
  fingerprint: string;
  notBefore: Date;
  notAfter: Date;
}

/** What loadSealingIdentity needs: `Services` satisfies it (s.config, s.db). */
export interface SealingIdentityDeps {
  config: { signingP12Path?: string | undefined; signingP12Password?: string | undefined };
  db: import('../../db/connect.js').Db;
}

// ---------------------------------------------------------------------------------------------------------------
// Stamps: the values drawn in place

/**
 * What is drawn in a field's box.
 * - `drawn`: a drawn signature or initials, the PNG bytes (see `decodePngDataUrl`), fitted into the box keeping its ratio.
 * - `typed`: a typed signature or initials, drawn as handwriting-like italic text, shrunk to fit.
 * - `text`: name, email, date, free text: plain text, shrunk (then wrapped/clipped) to fit the box.
 * - `checkbox`: a tick in a square when checked; an empty square when not.
 */
export type StampValue =
  | { type: 'drawn'; png: Uint8Array }
  | { type: 'typed'; text: string }
  | { type: 'text'; text: string }
  | { type: 'checkbox'; checked: boolean };

/** One field's value and where it goes: the same geometry as the spec's FieldPlacement. */
export interface Stamp {
  /** One-based page number of the snapshot PDF. */
  page: number;
  /**
   * The box in PDF points: `x`, `y` its top-left corner from the top-left of the page as displayed (crop box,
   * rotation applied), `y` growing downwards; `width`, `height` its size (FieldPlacement of the spec).
   */
  x: number;
  y: number;
  width: number;
  height: number;
  /**
   * How `x`, `y` are measured. `top-left` (default): as above, the spec's FieldPlacement. `bottom-left`: `x`, `y`
   * are the box's bottom-left corner from the bottom-left of the crop box, y upwards, the page's rotation ignored
   * (PDF user space, as pdf-lib draws): what the PDF export's `PlacedField` gives for an authored body.
   */
  origin?: 'top-left' | 'bottom-left';
  /** The field's type, for the look (a signature gets a baseline and caption). */
  fieldType: 'signature' | 'initials' | 'name' | 'email' | 'date' | 'text' | 'checkbox' | 'attachment' | (string & {});
  value: StampValue;
  /** Optional small line drawn under a signature, e.g. "Ada Lovelace · 2026-11-25 10:14 UTC". */
  caption?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The certificate page (evidence appended to the executed PDF)

export interface CertificateSigner {
  name: string;
  email: string;
  role: 'signer' | 'viewer' | (string & {});
  /** waiting, sent, viewed, signed, declined, delegated… printed as is. */
  status?: string;
  signedAt: Date | string | null;
  ipAddress: string | null;
  userAgent: string | null;
  authMethod: 'email' | 'email+access_code' | (string & {});
  authenticatedAt?: Date | string | null;
  /** Lowercase hex SHA-256 of the signature image (drawn PNG bytes, or of the typed text's UTF-8); see `signatureDigest`. */
  signatureDigest: string | null;
  /** The signature itself, to print a small copy on the certificate page (optional). */
  signature?: StampValue | null;
  /** The language the signer was shown the disclosure in (their latest consent's), a BCP 47 tag; null: none given. */
  locale?: string | null;
}

export interface CertificateConsent {
  name?: string;
  email: string;
  acceptedAt: Date | string;
  withdrawnAt: Date | string | null;
  disclosureVersion: string;
  /** The exact disclosure text the recipient accepted: printed in full (once per distinct text). */
  disclosureText: string;
  /** The language it was shown and accepted in, a BCP 47 tag (English when not given). */
  locale?: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface CertificateEvent {
  type: string;
  description: string;
  actorEmail: string | null;
  ipAddress: string | null;
  createdAt: Date | string;
}

export interface CertificateInput {
  /** The language the certificate's own words are drawn in (the workspace's), a BCP 47 tag; default English. */
  locale?: string | null;
  envelopeId: string;
  title: string;
  documentId?: string;
  /** Sender, printed in the header (optional). */
  sender?: { name: string | null; email: string | null };
  sentAt?: Date | string | null;
  completedAt?: Date | string | null;
  /** Lowercase hex SHA-256 of the frozen snapshot (the envelope's contentHash). */
  contentHash: string;
  signers: CertificateSigner[];
  consents: CertificateConsent[];
  /** The envelope's audit trail, oldest first. */
  events: CertificateEvent[];
}

// ---------------------------------------------------------------------------------------------------------------
// Executing and verifying

export interface ExecuteInput {
  /** The frozen snapshot bytes: an uploaded PDF, or the authored document rendered (pdf/export renderPdf). */
  pdf: Uint8Array;
  stamps: Stamp[];
  certificate: CertificateInput;
  identity: SealingIdentity;
  /** The signing time written into the signature (default: now). */
  signingTime?: Date;
  /** Written into the signature dictionary (/Reason, /Location); defaults name the envelope. */
  reason?: string;
  location?: string;
}

export interface ExecutedPdf {
  /** The sealed PDF: archive these bytes as they are. */
  pdf: Uint8Array;
  /** Lowercase hex SHA-256 of `pdf` (the envelope's completionHash). */
  sha256: string;
  /** Pages of the snapshot, and of the whole executed PDF (snapshot + certificate pages). */
  documentPages: number;
  pageCount: number;
}

/** What verifyExecutedPdf finds: a cryptographic check of the last signature, done by the engine itself. */
export interface SealVerification {
  /** True when the PDF has a signature, its digest matches the signed byte ranges and the CMS signature verifies. */
  valid: boolean;
  /** True when the signed ranges cover the whole file but the signature's own contents (no bytes appended after). */
  coversWholeFile: boolean;
  /** Why `valid` is false, in words; null when valid. */
  reason: string | null;
  subFilter: string | null;
  signingTime: Date | null;
  /** SHA-256 fingerprint of the certificate that signed, to compare with the identity's. */
  signerFingerprint: string | null;
  signerCommonName: string | null;
  /** Lowercase hex SHA-256 of the whole file. */
  sha256: string;
}

/** One signature of a PDF as readSeals finds it (the checks of SealVerification, for each signature in the file). */
export interface SealCheck extends Omit<SealVerification, 'sha256'> {
  /** SHA-256 of the signing certificate's public key (SPKI DER): the same key in a changed certificate is still the key's. */
  signerKeyFingerprint: string | null;
  /** The signed ranges [start, length, start, length], when readable. */
  byteRange: [number, number, number, number] | null;
}

/** What the pool's `readSeals` job answers: the file's digest and each of its signatures, in file order. */
export interface SealsOfFile {
  sha256: string;
  seals: SealCheck[];
}
