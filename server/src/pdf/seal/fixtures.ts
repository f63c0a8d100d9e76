// Test and benchmark material: a plain multi-page PDF, a drawn-signature PNG, the evidence of an envelope with N
// signers, and a freshly generated sealing identity. Used by seal.test.ts, verify.test.ts, bench/seal.mjs and
// bench/verify.mjs (through dist/).
import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { signatureDigest } from './digest.js';
import { GENERATED_COMMON_NAME, generateIdentity } from './identity.js';
import type { CertificateInput, SealingIdentity, Stamp } from './types.js';

/** A sealing identity generated now, kept nowhere: the same common name as every generated one, its own key. */
export async function freshIdentity(): Promise<SealingIdentity> {
  const g = await generateIdentity();
  return {
    source: 'generated',
    certificatePem: g.certificatePem,
    chainPem: [],
    privateKey: createPrivateKey(g.privateKeyPem),
    commonName: GENERATED_COMMON_NAME,
    fingerprint: createHash('sha256').update(new X509Certificate(g.certificatePem).raw).digest('hex'),
    notBefore: new Date(),
    notAfter: new Date(),
  };
}

/** A PDF of `pages` A4 pages of body text ("Page N of M"); `rotate` rotates the listed pages (1-based). */
export async function samplePdf(pages: number, rotate: Record<number, 90 | 180 | 270> = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawText(`Master services agreement, page ${i} of ${pages}`, { x: 56, y: 790, size: 14, font });
    for (let l = 0; l < 40; l++)
      page.drawText(`Clause ${i}.${l + 1}: the parties agree to the terms set out in this section.`, {
        x: 56,
        y: 760 - l * 17,
        size: 10,
        font,
      });
    if (rotate[i]) page.setRotation(degrees(rotate[i]!));
  }
  return pdf.save();
}

// A PNG chunk as test/png.mjs writes one, kept here too: this file is built into dist/ for the benches, test/ is not.
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A drawn signature: a transparent 360 × 120 RGBA PNG with a thick dark-blue wave across it (`seed` varies it). */
export function signaturePng(seed = 1): Uint8Array {
  const W = 360;
  const H = 120;
  const raw = Buffer.alloc((W * 4 + 1) * H);
  for (let y = 0; y < H; y++) {
    raw[y * (W * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < W; x++) {
      const cy = H / 2 + Math.sin((x / W) * Math.PI * (3 + seed)) * H * 0.3;
      if (Math.abs(y - cy) < 7) raw.set([20, 30, 90, 255], y * (W * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(bytes);
}

/** A typed name stamped in a 200 × 20 box an inch from the first page's bottom left corner. */
export function nameStamp(text: string): Stamp {
  return { page: 1, x: 72, y: 72, width: 200, height: 20, fieldType: 'name', value: { type: 'text', text } };
}

export const DISCLOSURE =
  'ELECTRONIC RECORD AND SIGNATURE DISCLOSURE. You agree to receive and sign documents electronically.\n\nTo access them you need a current web browser and an email address. You may ask for a paper copy at no charge, and you may withdraw your consent at any time before signing.';

/** Stamps and certificate evidence of an envelope with `signers` signers over a `pages`-page document. */
export function sampleEnvelope(
  signers: number,
  pages: number,
  contentHash: string,
): { stamps: Stamp[]; certificate: CertificateInput } {
  const stamps: Stamp[] = [];
  const certificate: CertificateInput = {
    envelopeId: 'env_bench0001',
    title: 'Master services agreement — Acme & Globex',
    documentId: 'doc_bench0001',
    sender: { name: 'Grace Hopper', email: 'grace@acme.example' },
    sentAt: '2026-11-20T09:00:00.000Z',
    completedAt: '2026-11-21T16:30:00.000Z',
    contentHash,
    signers: [],
    consents: [],
    events: [
      {
        type: 'envelope.sent',
        description: 'Grace Hopper sent the envelope',
        actorEmail: 'grace@acme.example',
        ipAddress: '198.51.100.4',
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    ],
  };
  for (let i = 0; i < signers; i++) {
    const name = `Signer Number${i + 1}`;
    const email = `signer${i + 1}@example.com`;
    const drawn = i % 2 === 0;
    const png = signaturePng(i);
    const signature = drawn ? ({ type: 'drawn', png } as const) : ({ type: 'typed', text: name } as const);
    const signedAt = `2026-11-21T1${i}:00:00.000Z`;
    const page = pages - (i % Math.min(pages, 3));
    const y = 120 + (i % 4) * 160;
    stamps.push(
      {
        page,
        x: 60,
        y,
        width: 200,
        height: 60,
        fieldType: 'signature',
        value: signature,
        caption: `${name} · ${signedAt.slice(0, 10)}`,
      },
      { page, x: 300, y, width: 180, height: 20, fieldType: 'name', value: { type: 'text', text: name } },
      {
        page,
        x: 300,
        y: y + 30,
        width: 120,
        height: 20,
        fieldType: 'date',
        value: { type: 'text', text: signedAt.slice(0, 10) },
      },
      {
        page: 1 + (i % pages),
        x: 480,
        y: 760,
        width: 40,
        height: 20,
        fieldType: 'initials',
        value: drawn ? { type: 'drawn', png } : { type: 'typed', text: `S${i + 1}` },
      },
      {
        page: 1 + (i % pages),
        x: 530,
        y: 764,
        width: 12,
        height: 12,
        fieldType: 'checkbox',
        value: { type: 'checkbox', checked: true },
      },
    );
    certificate.signers.push({
      name,
      email,
      role: 'signer',
      status: 'signed',
      signedAt,
      ipAddress: `203.0.113.${i + 10}`,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      authMethod: i === 0 ? 'email+access_code' : 'email',
      authenticatedAt: i === 0 ? `2026-11-21T1${i}:00:00.000Z` : null,
      signatureDigest: signatureDigest(signature),
      signature,
    });
    certificate.consents.push({
      name,
      email,
      acceptedAt: signedAt,
      withdrawnAt: null,
      disclosureVersion: '2026-01',
      disclosureText: DISCLOSURE,
      ipAddress: `203.0.113.${i + 10}`,
      userAgent: 'Mozilla/5.0',
    });
    certificate.events.push(
      {
        type: 'recipient.viewed',
        description: `${name} opened the envelope`,
        actorEmail: email,
        ipAddress: `203.0.113.${i + 10}`,
        createdAt: signedAt,
      },
      {
        type: 'consent.accepted',
        description: `${name} agreed to sign electronically`,
        actorEmail: email,
        ipAddress: `203.0.113.${i + 10}`,
        createdAt: signedAt,
      },
      {
        type: 'recipient.signed',
        description: `${name} signed`,
        actorEmail: email,
        ipAddress: `203.0.113.${i + 10}`,
        createdAt: signedAt,
      },
    );
  }
  return { stamps, certificate };
}
