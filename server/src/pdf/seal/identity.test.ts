// The sealing identity: from the operator's PKCS#12 (SIGNING_P12_PATH / SIGNING_P12_PASSWORD, made here by the
// openssl command), or generated once and kept in the database — the same for every instance, also when two
// instances start at once on an empty database. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
import { execFile } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/helpers.js';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase, type Db } from '../../db/connect.js';
import { nameStamp, samplePdf } from './fixtures.js';
import { IDENTITY_SETTING } from './identity.js';
import { executePdf } from '../../work/pdf.js';
import {
  loadSealingIdentity,
  SealingIdentityError,
  sha256Hex,
  verifyExecutedPdf,
  type SealingIdentity,
} from './index.js';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-identity-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000); // closing the pools and dropping each database made here (PostgreSQL) takes a while on a busy machine

/** A database of its own (nothing else in the suite writes there): a new SQLite folder, or a new PostgreSQL database. */
async function freshDatabase(): Promise<{ open(): Promise<Db> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(dir, 'db-'));
    return { open: () => openDatabase({ dataDir, poolSize: 2 }) };
  }
  const name = `dossier_seal_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return { open: () => openDatabase({ databaseUrl: own.toString(), dataDir: dir, poolSize: 2 }) };
}

async function handles(db: { open(): Promise<Db> }, count: number): Promise<Db[]> {
  const out: Db[] = [];
  for (let i = 0; i < count; i++) out.push(await db.open()); // one at a time: each runs the migrations check
  cleanups.push(async () => {
    for (const h of out) await h.close();
  });
  return out;
}

const rows = async (db: Db) =>
  db.kysely.selectFrom('settings').selectAll().where('name', '=', IDENTITY_SETTING).execute();

async function pdfsig(bytes: Uint8Array): Promise<string> {
  const file = path.join(dir, `${randomBytes(4).toString('hex')}.pdf`);
  fs.writeFileSync(file, bytes);
  return (await run('pdfsig', [file])).stdout;
}

async function sealWith(identity: SealingIdentity): Promise<Uint8Array> {
  const pdf = await samplePdf(1);
  const out = await executePdf(
    {
      pdf,
      stamps: [nameStamp('Ada Lovelace')],
      certificate: {
        envelopeId: 'env_identity',
        title: 'Identity test',
        contentHash: sha256Hex(pdf),
        signers: [],
        consents: [],
        events: [],
      },
      identity,
    },
    'installation',
  );
  return out.pdf;
}

describe('the generated identity', () => {
  it('is made at first use, kept in the settings table, and the same for a second instance', async () => {
    const { db } = await openTestDb();
    cleanups.push(() => db.close());
    const config = loadConfig({});
    const a = await loadSealingIdentity({ config, db });
    expect(a.source).toBe('generated');
    expect(a.commonName).toBe('Dossier document sealing');
    expect(a.notAfter.getTime() - Date.now()).toBeGreaterThan(19 * 365 * 86_400_000);
    const cert = new X509Certificate(a.certificatePem);
    expect(cert.verify(cert.publicKey)).toBe(true); // self-signed, and the signature holds
    expect(cert.checkPrivateKey(a.privateKey)).toBe(true);
    // cached: the same object for the same database handle
    expect(await loadSealingIdentity({ config, db })).toBe(a);
    if (!process.env.DATABASE_URL) return; // on SQLite a second handle needs the same folder: see the race below
    const other = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir, poolSize: 2 });
    cleanups.push(() => other.close());
    const b = await loadSealingIdentity({ config, db: other });
    expect(b).not.toBe(a);
    expect(b.fingerprint).toBe(a.fingerprint);
    expect(await rows(db)).toHaveLength(1);
  }, 60_000);

  it('two instances starting at once on an empty database end with one identity (three rounds)', async () => {
    const fresh = await freshDatabase();
    const config = loadConfig({});
    const seen = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const [a, b, c] = await handles(fresh, 3);
      await a!.kysely.deleteFrom('settings').where('name', '=', IDENTITY_SETTING).execute();
      const ids = await Promise.all([a, b, c].map((db) => loadSealingIdentity({ config, db: db! })));
      expect(new Set(ids.map((i) => i.fingerprint)).size).toBe(1);
      const stored = await rows(a!);
      expect(stored).toHaveLength(1);
      expect(sha256Hex(new X509Certificate(JSON.parse(stored[0]!.value).certificatePem).raw)).toBe(ids[0]!.fingerprint);
      seen.add(ids[0]!.fingerprint);
    }
    expect(seen.size).toBe(3); // each round really generated a new one
  }, 60_000);

  it('seals a PDF that pdfsig calls valid, signed by "Dossier document sealing"', async () => {
    const [db] = await handles(await freshDatabase(), 1);
    const identity = await loadSealingIdentity({ config: loadConfig({}), db: db! });
    const report = await pdfsig(await sealWith(identity));
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signer Certificate Common Name: Dossier document sealing');
  }, 60_000);
});

describe('the operator identity (SIGNING_P12_PATH, SIGNING_P12_PASSWORD)', () => {
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  /** A self-signed certificate (`<name>.pem`) for 30 days and its unencrypted key (`<name>.key`). */
  const selfSigned = (name: string, subject: string) =>
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.pem`,
      '-subj',
      subject,
      '-days',
      '30',
    );
  /** `<out>.p12` holding `<name>.key` and `<name>.pem` under `password`, with openssl's `options`. */
  const exportP12 = (name: string, out: string, password: string, ...options: string[]) =>
    openssl(
      'pkcs12',
      '-export',
      '-inkey',
      `${name}.key`,
      '-in',
      `${name}.pem`,
      '-out',
      `${out}.p12`,
      '-passout',
      `pass:${password}`,
      ...options,
    );
  let chainP12: string;
  let legacyP12: string;

  it('a P12 made by openssl (AES-256, PBKDF2, SHA-256 MAC) with a CA chain: used as is, nothing stored', async () => {
    await selfSigned('ca', '/CN=Acme Test CA');
    await openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'leaf.key',
      '-out',
      'leaf.csr',
      '-subj',
      '/O=Acme/CN=Acme Sealing',
    );
    await openssl(
      'x509',
      '-req',
      '-in',
      'leaf.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'leaf.pem',
      '-days',
      '30',
    );
    await exportP12('leaf', 'chain', 's3cret pass', '-certfile', 'ca.pem');
    chainP12 = path.join(dir, 'chain.p12');
    const [db] = await handles(await freshDatabase(), 1);
    const config = loadConfig({ SIGNING_P12_PATH: chainP12, SIGNING_P12_PASSWORD: 's3cret pass' });
    expect(config.signingP12Path).toBe(chainP12);
    const identity = await loadSealingIdentity({ config, db: db! });
    expect(identity).toMatchObject({ source: 'p12', commonName: 'Acme Sealing' });
    expect(identity.chainPem).toHaveLength(1);
    expect(new X509Certificate(identity.chainPem[0]!).subject).toContain('CN=Acme Test CA');
    expect(identity.fingerprint).toBe(sha256Hex(new X509Certificate(fs.readFileSync(path.join(dir, 'leaf.pem'))).raw));
    expect(await rows(db!)).toHaveLength(0);

    const sealed = await sealWith(identity);
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signer Certificate Common Name: Acme Sealing');
    expect(await verifyExecutedPdf(sealed)).toMatchObject({
      valid: true,
      signerFingerprint: identity.fingerprint,
      signerCommonName: 'Acme Sealing',
    });
  }, 60_000);

  it('an older P12 (3DES, SHA-1 MAC) and an empty password work too', async () => {
    await selfSigned('old', '/CN=Old Sealing');
    await exportP12('old', 'old', '', '-keypbe', 'PBE-SHA1-3DES', '-certpbe', 'PBE-SHA1-3DES', '-macalg', 'sha1');
    legacyP12 = path.join(dir, 'old.p12');
    const [db] = await handles(await freshDatabase(), 1);
    const identity = await loadSealingIdentity({ config: loadConfig({ SIGNING_P12_PATH: legacyP12 }), db: db! });
    expect(identity).toMatchObject({ source: 'p12', commonName: 'Old Sealing', chainPem: [] });
    expect(await pdfsig(await sealWith(identity))).toContain('Signature Validation: Signature is Valid.');
  }, 60_000);

  it('a wrong password, a missing file, or a password without a file is refused in words', async () => {
    const [db] = await handles(await freshDatabase(), 1);
    await expect(
      loadSealingIdentity({
        config: loadConfig({ SIGNING_P12_PATH: chainP12, SIGNING_P12_PASSWORD: 'wrong' }),
        db: db!,
      }),
    ).rejects.toThrow(SealingIdentityError);
    const [db2] = await handles(await freshDatabase(), 1);
    await expect(
      loadSealingIdentity({ config: loadConfig({ SIGNING_P12_PATH: path.join(dir, 'nope.p12') }), db: db2! }),
    ).rejects.toThrow(/SIGNING_P12_PATH could not be read/);
    expect(() => loadConfig({ SIGNING_P12_PASSWORD: 'x' })).toThrow(ConfigError);
    // a failure is not cached: the right password then works on the same handle
    const ok = await loadSealingIdentity({
      config: loadConfig({ SIGNING_P12_PATH: chainP12, SIGNING_P12_PASSWORD: 's3cret pass' }),
      db: db!,
    });
    expect(ok.commonName).toBe('Acme Sealing');
  }, 60_000);
});
