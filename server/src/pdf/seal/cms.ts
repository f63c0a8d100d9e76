// The CMS SignedData of a PAdES baseline signature (ETSI.CAdES.detached): detached content, SHA-256, signed
// attributes contentType, messageDigest and signingCertificateV2 (no signingTime: PAdES puts the time in the
// signature dictionary's /M), the signing certificate and its chain. Hashing and signing are node:crypto's.
import { createHash, sign as cryptoSign, X509Certificate } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import { OID, certificateParts, derNull, int, octets, oid, seq, setOf, tlv, TAG } from './der.js';
import type { SealingIdentity } from './types.js';

export function pemToDer(pem: string): Buffer {
  return Buffer.from(new X509Certificate(pem).raw);
}

function signatureAlgorithm(identity: SealingIdentity): Buffer {
  const type = identity.privateKey.asymmetricKeyType;
  if (type === 'rsa') return seq(oid(OID.rsaEncryption), derNull());
  if (type === 'ec') return seq(oid(OID.ecdsaWithSha256));
  throw new Error(`sealing keys of type ${type} are not supported (use RSA or EC)`);
}

/** The DER of a detached SignedData over `content` (the PDF's signed byte ranges). */
export function signedData(content: Buffer, identity: SealingIdentity): Buffer {
  const certDer = pemToDer(identity.certificatePem);
  const chainDer = identity.chainPem.map(pemToDer);
  const { issuer, serial } = certificateParts(certDer);
  const sha256 = seq(oid(OID.sha256)); // parameters absent (RFC 5754)
  const attribute = (type: string, value: Buffer) => seq(oid(type), setOf(value));
  const attrs = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    // SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash } } (hashAlgorithm defaults to SHA-256)
    attribute(OID.signingCertificateV2, seq(seq(seq(octets(createHash('sha256').update(certDer).digest()))))),
  ];
  const signedAttrs = setOf(...attrs); // signed as a SET OF (tag 0x31)…
  const signature = cryptoSign('sha256', signedAttrs, identity.privateKey);
  const signerInfo = seq(
    int(1),
    seq(issuer, serial), // IssuerAndSerialNumber
    sha256,
    Buffer.concat([Buffer.from([TAG.context0]), signedAttrs.subarray(1)]), // …and stored as [0] IMPLICIT
    signatureAlgorithm(identity),
    octets(signature),
  );
  const body = seq(
    int(1),
    setOf(sha256),
    seq(oid(OID.data)), // detached: no eContent
    tlv(TAG.context0, certDer, ...chainDer),
    setOf(signerInfo),
  );
  return seq(oid(OID.signedData), tlv(TAG.context0, body));
}

/** The @signpdf Signer that seals with a SealingIdentity. */
export class IdentitySigner extends Signer {
  constructor(private readonly identity: SealingIdentity) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return signedData(pdfBuffer, this.identity);
  }
}
