// The installation's sealing identity: the operator's PKCS#12 (SIGNING_P12_PATH / SIGNING_P12_PASSWORD), or a
// self-signed certificate generated at first start and kept in the `settings` table so every instance on the
// database seals with the same one. Two instances starting at once both generate, both try to insert, and both
// read back the one row that won (INSERT … ON CONFLICT DO NOTHING, then SELECT).
import {
  createHash,
  createPrivateKey,
  generateKeyPair,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import { findSetting, insertSettingOnce } from '../../db/settings.js';
import type { Db } from '../../db/connect.js';
import { certificateParts } from './der.js';
import { SealingIdentityError } from './digest.js';
import type { SealingIdentity, SealingIdentityDeps } from './types.js';

/** The settings row that holds the generated identity (JSON: certificate and PKCS#8 key, PEM). */
export const IDENTITY_SETTING = 'sealing_identity';
export const GENERATED_COMMON_NAME = 'Dossier document sealing';

function identityOf(
  source: SealingIdentity['source'],
  certificatePem: string,
  privateKey: KeyObject,
  chainPem: string[] = [],
): SealingIdentity {
  const cert = new X509Certificate(certificatePem);
  if (!cert.checkPrivateKey(privateKey))
    throw new SealingIdentityError('the sealing certificate does not match its private key');
  const der = Buffer.from(cert.raw);
  return {
    source,
    certificatePem: cert.toString(),
    chainPem,
    privateKey,
    commonName: certificateParts(der).subjectCommonName ?? cert.subject,
    fingerprint: createHash('sha256').update(der).digest('hex'),
    notBefore: new Date(cert.validFrom),
    notAfter: new Date(cert.validTo),
  };
}

/**
 * A new self-signed RSA-2048 sealing certificate, valid 20 years, for digital signature and non-repudiation.
 * The key is made and the certificate signed by node:crypto (off the event loop, and fast); forge only lays out
 * the certificate.
 */
export async function generateIdentity(now = new Date()): Promise<{ certificatePem: string; privateKeyPem: string }> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive 16-byte serial (high bit clear).
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 20 * 365.25 * 86_400_000);
  const name = [
    { name: 'commonName', value: GENERATED_COMMON_NAME },
    { name: 'organizationName', value: 'Dossier' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.siginfo.algorithmOid = forge.pki.oids.sha256WithRSAEncryption!;
  cert.signatureOid = forge.pki.oids.sha256WithRSAEncryption!;
  const tbs = Buffer.from(
    forge.asn1
      .toDer(
        (forge.pki as unknown as { getTBSCertificate(c: forge.pki.Certificate): forge.asn1.Asn1 }).getTBSCertificate(
          cert,
        ),
      )
      .getBytes(),
    'binary',
  );
  cert.signature = sign('sha256', tbs, privateKey).toString('binary');
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem };
}

async function storedIdentity(db: Db): Promise<SealingIdentity> {
  let value = await findSetting(db.kysely, IDENTITY_SETTING);
  if (value === undefined) {
    const fresh = await generateIdentity();
    await insertSettingOnce(db.kysely, IDENTITY_SETTING, JSON.stringify({ version: 1, ...fresh }));
    value = await findSetting(db.kysely, IDENTITY_SETTING); // ours, or the one another instance inserted first
    if (value === undefined) throw new SealingIdentityError('the sealing identity could not be stored');
  }
  const stored = JSON.parse(value) as { certificatePem: string; privateKeyPem: string };
  return identityOf('generated', stored.certificatePem, createPrivateKey(stored.privateKeyPem));
}

/** The identity in a PKCS#12 file: its key, the certificate of that key, and the other certificates as chain. */
export function identityFromP12(bytes: Uint8Array, password: string): SealingIdentity {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString('binary'))),
      false,
      password,
    );
  } catch (err) {
    throw new SealingIdentityError(
      `SIGNING_P12_PATH could not be read as PKCS#12 with SIGNING_P12_PASSWORD (${(err as Error).message})`,
    );
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const keyBag = keyBags.find((b) => b.key);
  if (!keyBag?.key) throw new SealingIdentityError('SIGNING_P12_PATH holds no RSA private key');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key));
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [])
    .filter((b) => b.cert)
    .map((b) => forge.pki.certificateToPem(b.cert!));
  const own = certs.find((pem) => new X509Certificate(pem).checkPrivateKey(privateKey));
  if (!own) throw new SealingIdentityError('SIGNING_P12_PATH holds no certificate for its private key');
  return identityOf(
    'p12',
    own,
    privateKey,
    certs.filter((pem) => pem !== own),
  );
}

// Per database handle, per P12 path ('' for the stored identity): one load per process, failures not remembered.
const cache = new WeakMap<Db, Map<string, Promise<SealingIdentity>>>();

export function loadSealingIdentity(deps: SealingIdentityDeps): Promise<SealingIdentity> {
  const { signingP12Path, signingP12Password } = deps.config;
  let byPath = cache.get(deps.db);
  if (!byPath) cache.set(deps.db, (byPath = new Map()));
  const key = signingP12Path ?? '';
  let pending = byPath.get(key);
  if (!pending) {
    pending = signingP12Path
      ? readFile(signingP12Path).then(
          (bytes) => identityFromP12(bytes, signingP12Password ?? ''),
          (err: Error) => {
            throw new SealingIdentityError(`SIGNING_P12_PATH could not be read (${err.message})`);
          },
        )
      : storedIdentity(deps.db);
    byPath.set(key, pending);
    pending.catch(() => byPath.delete(key));
  }
  return pending;
}
