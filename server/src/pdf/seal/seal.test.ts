// The executed PDF, checked with poppler's own tools: pdfsig calls the seal valid (ETSI.CAdES.detached, whole
// file signed) and invalid after any one-byte change; pdftotext finds every stamped value and the certificate's
// evidence; pdftoppm shows the drawn signature inked inside its box (also on a rotated page) and nowhere else.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateIdentity } from './identity.js';
import { DISCLOSURE, nameStamp, samplePdf, sampleEnvelope, signaturePng } from './fixtures.js';
import {
  decodePngDataUrl,
  SealInputError,
  sha256Hex,
  signatureDigest,
  verifyDigest,
  verifyExecutedPdf,
  type ExecuteInput,
  type SealingIdentity,
  type Stamp,
} from './index.js';
import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { warmWork } from '../../work/pool.js';
import { executePdf, renderPdf } from '../../work/pdf.js';
import { richDocument } from '../export/fixtures.js';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-seal-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
function file(bytes: Uint8Array): string {
  const p = path.join(dir, `f${n++}.pdf`);
  fs.writeFileSync(p, bytes);
  return p;
}

/** pdfsig's report (it exits non-zero for a bad signature; the report is what counts). */
async function pdfsig(bytes: Uint8Array): Promise<string> {
  try {
    return (await run('pdfsig', [file(bytes)])).stdout;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}

async function pdftotext(bytes: Uint8Array, page?: number): Promise<string> {
  const args = page ? ['-f', String(page), '-l', String(page)] : [];
  return (await run('pdftotext', [...args, file(bytes), '-'], { maxBuffer: 32 << 20 })).stdout.replace(/\s+/g, ' ');
}

/** One page at 72 dpi (1 px per point, top-left origin as displayed), as RGB pixels. */
async function render(
  bytes: Uint8Array,
  page: number,
  cropbox = false,
): Promise<{ width: number; height: number; px(x: number, y: number): [number, number, number] }> {
  const out = path.join(dir, `r${n++}`);
  await run('pdftoppm', [
    '-r',
    '72',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    ...(cropbox ? ['-cropbox'] : []),
    file(bytes),
    out,
  ]);
  const ppm = fs.readFileSync(`${out}.ppm`);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const [width, height, offset] = [Number(header[1]), Number(header[2]), header[0].length];
  return {
    width,
    height,
    px: (x, y) =>
      [...ppm.subarray(offset + (y * width + x) * 3, offset + (y * width + x) * 3 + 3)] as [number, number, number],
  };
}

/** Pixels of the signature's ink (dark blue: blue well above red) in a display-space rectangle. */
function inked(
  img: Awaited<ReturnType<typeof render>>,
  box: { x: number; y: number; width: number; height: number },
): number {
  let count = 0;
  for (let y = Math.floor(box.y); y < box.y + box.height; y++) {
    for (let x = Math.floor(box.x); x < box.x + box.width; x++) {
      const [r, , b] = img.px(x, y);
      if (b - r > 40) count++;
    }
  }
  return count;
}

let identity: SealingIdentity;
let snapshot: Uint8Array;
let input: ExecuteInput;
let sealed: Uint8Array;
let sha256: string;
const png = signaturePng(2);
const drawnBox = { x: 72, y: 600, width: 180, height: 54 };
const rotatedBox = { x: 300, y: 300, width: 180, height: 60 };

beforeAll(async () => {
  const g = await generateIdentity();
  const der = new X509Certificate(g.certificatePem).raw;
  identity = {
    source: 'generated',
    certificatePem: g.certificatePem,
    chainPem: [],
    privateKey: createPrivateKey(g.privateKeyPem),
    commonName: 'Dossier document sealing',
    fingerprint: createHash('sha256').update(der).digest('hex'),
    notBefore: new Date(),
    notAfter: new Date(),
  };
  snapshot = await samplePdf(3, { 3: 90 });
  const { certificate } = sampleEnvelope(2, 3, sha256Hex(snapshot));
  certificate.signers[0]!.name = 'Ada Lovelace';
  certificate.signers[0]!.email = 'ada@example.com';
  certificate.signers[0]!.signature = { type: 'drawn', png };
  certificate.signers[0]!.signatureDigest = signatureDigest({ type: 'drawn', png });
  certificate.events.push({
    type: 'envelope.completed',
    description: 'Every signer signed',
    actorEmail: null,
    ipAddress: null,
    createdAt: '2026-11-21T16:30:00.000Z',
  });
  const stamps: Stamp[] = [
    {
      page: 1,
      ...drawnBox,
      fieldType: 'signature',
      value: { type: 'drawn', png },
      caption: 'Ada Lovelace · 2026-11-25',
    },
    {
      page: 1,
      x: 300,
      y: 600,
      width: 200,
      height: 20,
      fieldType: 'name',
      value: { type: 'text', text: 'Ada Lovelace' },
    },
    { page: 1, x: 300, y: 630, width: 120, height: 20, fieldType: 'date', value: { type: 'text', text: '2026-11-25' } },
    {
      page: 2,
      x: 72,
      y: 200,
      width: 200,
      height: 50,
      fieldType: 'signature',
      value: { type: 'typed', text: 'Charles Babbage' },
    },
    {
      page: 2,
      x: 390,
      y: 300,
      width: 150,
      height: 40,
      fieldType: 'text',
      value: { type: 'text', text: 'Deliveries go to the loading dock at the north gate' },
    },
    {
      page: 2,
      x: 500,
      y: 400,
      width: 14,
      height: 14,
      fieldType: 'checkbox',
      value: { type: 'checkbox', checked: true },
    },
    {
      page: 2,
      x: 530,
      y: 400,
      width: 14,
      height: 14,
      fieldType: 'checkbox',
      value: { type: 'checkbox', checked: false },
    },
    { page: 3, ...rotatedBox, fieldType: 'signature', value: { type: 'drawn', png } },
    {
      page: 3,
      x: 100,
      y: 100,
      width: 220,
      height: 20,
      fieldType: 'text',
      value: { type: 'text', text: 'Upright on a rotated page' },
    },
  ];
  input = { pdf: snapshot, stamps, certificate, identity };
  ({ pdf: sealed, sha256 } = await executePdf(input, 'installation'));
}, 60_000);

describe('executePdf: the seal', () => {
  it('pdfsig calls the signature valid: ETSI.CAdES.detached, SHA-256, the whole document signed, by the identity', async () => {
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signer Certificate Common Name: Dossier document sealing');
    expect(sha256).toBe(sha256Hex(sealed));
    const v = await verifyExecutedPdf(sealed);
    expect(v).toMatchObject({
      valid: true,
      coversWholeFile: true,
      reason: null,
      subFilter: 'ETSI.CAdES.detached',
      signerFingerprint: identity.fingerprint,
      sha256,
    });
    expect(verifyDigest(sealed, sha256)).toBe(true);
    expect(verifyDigest(snapshot, input.certificate.contentHash)).toBe(true);
    // what the certificate endpoint gets from a damaged or missing record: false, never a throw
    for (const bad of [null, undefined, '', 'XYZ', sha256.toUpperCase(), `${sha256}00`])
      expect(verifyDigest(sealed, bad)).toBe(false);
  });

  it('one changed byte anywhere makes it invalid: in the signature dictionary, in the document, in the signature itself', async () => {
    const text = Buffer.from(sealed).toString('latin1');
    const reason = text.indexOf('(Executed copy') + 1;
    const contents = text.indexOf('/Contents <') + '/Contents <'.length;
    const middle = Math.floor(contents / 2);
    // the CMS is 30 82 LL LL …: its last bytes are the RSA signature value
    const cmsLength = 4 + parseInt(text.slice(contents + 4, contents + 8), 16);
    const sigEnd = contents + 2 * cmsLength - 3;
    for (const [where, at, to] of [
      ['the /Reason string', reason, 'e'.charCodeAt(0)],
      ['the middle of the document', middle, sealed[middle]! ^ 0x01],
      ['the signature value', sigEnd, sealed[sigEnd] === 0x30 ? 0x31 : 0x30],
    ] as const) {
      const changed = Uint8Array.from(sealed);
      changed[at] = to;
      expect(changed).not.toEqual(sealed);
      const report = await pdfsig(changed);
      expect(report, where).toMatch(/Signature Validation: (Signature is Invalid|Digest Mismatch)/);
      expect(verifyDigest(changed, sha256), where).toBe(false);
      const v = await verifyExecutedPdf(changed);
      expect(v.valid, where).toBe(false);
      expect(v.reason, where).toBeTruthy();
    }
  });

  it('bytes appended after the seal are not covered: pdfsig and verifyExecutedPdf both say so', async () => {
    const appended = new Uint8Array([...sealed, ...Buffer.from('\n% appended\n')]);
    expect(await pdfsig(appended)).toContain('Not total document signed');
    expect(await verifyExecutedPdf(appended)).toMatchObject({ valid: false, coversWholeFile: false });
    expect(await verifyExecutedPdf(snapshot)).toMatchObject({ valid: false, reason: 'the PDF has no signature' });
  });
});

describe('executePdf: values drawn in place', () => {
  it('pdftotext finds each typed value on its page, the rotated page included', async () => {
    const p1 = await pdftotext(sealed, 1);
    expect(p1).toContain('Ada Lovelace');
    expect(p1).toContain('2026-11-25');
    const p2 = await pdftotext(sealed, 2);
    expect(p2).toContain('Charles Babbage');
    expect(p2).toMatch(/Deliveries go to the loading dock at the north gate/);
    expect(await pdftotext(sealed, 3)).toContain('Upright on a rotated page');
  });

  it('the drawn signature is inked inside its box and nowhere near it (pixels of the rendered page)', async () => {
    const page1 = await render(sealed, 1);
    expect(page1.width).toBeGreaterThanOrEqual(595);
    expect(inked(page1, drawnBox)).toBeGreaterThan(600);
    // beside and below the box: the body text is black, no signature ink
    expect(inked(page1, { x: 72, y: 680, width: 180, height: 54 })).toBe(0);
    expect(inked(page1, { x: 260, y: 540, width: 30, height: 54 })).toBe(0);
    // the original page had none
    expect(inked(await render(snapshot, 1), drawnBox)).toBe(0);
  });

  it('on a page rotated 90°, the box is where the viewer sees it', async () => {
    const page3 = await render(sealed, 3);
    expect(page3.width).toBeGreaterThan(page3.height); // displayed landscape
    expect(inked(page3, rotatedBox)).toBeGreaterThan(600);
    expect(inked(page3, { x: rotatedBox.x, y: rotatedBox.y + 80, width: 180, height: 60 })).toBe(0);
  });

  it('a checked box has a tick and an unchecked one only its square', async () => {
    const page2 = await render(sealed, 2);
    const dark = (box: { x: number; y: number; width: number; height: number }) => {
      let c = 0;
      for (let y = box.y; y < box.y + box.height; y++)
        for (let x = box.x; x < box.x + box.width; x++) if (page2.px(x, y)[0] < 128) c++;
      return c;
    };
    // inside the squares, off their borders
    expect(dark({ x: 503, y: 403, width: 8, height: 8 })).toBeGreaterThan(5);
    expect(dark({ x: 533, y: 403, width: 8, height: 8 })).toBe(0);
    expect(dark({ x: 528, y: 398, width: 18, height: 18 })).toBeGreaterThan(20); // its border
  });
});

describe('executePdf: other snapshots', () => {
  it('an authored document laid out by the PDF export (embedded DejaVu subsets) keeps its text and seals valid', async () => {
    const rendered = await renderPdf(richDocument(), 'installation');
    const out = await executePdf(
      {
        ...input,
        pdf: rendered.bytes,
        stamps: [
          {
            page: 1,
            x: 300,
            y: 40,
            width: 240,
            height: 20,
            fieldType: 'text',
            value: { type: 'text', text: 'Stamped on the export' },
          },
        ],
      },
      'installation',
    );
    expect(out.documentPages).toBe(rendered.pageCount);
    expect(await pdfsig(out.pdf)).toContain('Signature Validation: Signature is Valid.');
    const page1 = await pdftotext(out.pdf, 1);
    expect(page1).toContain('Stamped on the export');
    expect(page1).toContain((await pdftotext(rendered.bytes, 1)).trim().split(' ').slice(0, 6).join(' '));
  });

  it('on a page whose crop box is inset in its media box, boxes are measured from the crop box', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    page.setCropBox(50, 60, 500, 650);
    const out = await executePdf(
      {
        ...input,
        pdf: await doc.save(),
        stamps: [
          { page: 1, x: 20, y: 30, width: 180, height: 54, fieldType: 'signature', value: { type: 'drawn', png } },
        ],
      },
      'installation',
    );
    const img = await render(out.pdf, 1, true);
    expect(img.width).toBe(500);
    expect(inked(img, { x: 20, y: 30, width: 180, height: 54 })).toBeGreaterThan(600);
    expect(inked(img, { x: 20, y: 100, width: 180, height: 54 })).toBe(0);
  });

  it("a box given from the bottom left (the export's PlacedField) lands where the same box from the top left does", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595.28, 841.89]).setCropBox(10, 20, 500, 700);
    const bytes = await doc.save();
    const box = { x: 40, y: 100, width: 180, height: 54 }; // from the top left of the crop box
    const out = await executePdf(
      {
        ...input,
        pdf: bytes,
        stamps: [
          {
            page: 1,
            x: box.x,
            y: 700 - box.y - box.height,
            width: box.width,
            height: box.height,
            origin: 'bottom-left',
            fieldType: 'signature',
            value: { type: 'drawn', png },
          },
        ],
      },
      'installation',
    );
    const img = await render(out.pdf, 1, true);
    expect(inked(img, box)).toBeGreaterThan(600);
    expect(inked(img, { ...box, y: box.y + 80 })).toBe(0);
  });

  it('text in any script, long evidence and many events: still sealed, the certificate flows over pages', async () => {
    const many = structuredClone(input.certificate);
    many.signers[1]!.name = '山田太郎 محمد Ελένη ✍️😀';
    many.signers[1]!.userAgent = 'Mozilla/5.0 '.repeat(40);
    many.consents[0]!.disclosureText = `${DISCLOSURE}\n\n${'A very long paragraph of terms. '.repeat(200)}`;
    for (let i = 0; i < 150; i++)
      many.events.push({
        type: 'recipient.viewed',
        description: `Viewed again, time ${i}`,
        actorEmail: 'ada@example.com',
        ipAddress: '2001:db8::1',
        createdAt: new Date(Date.UTC(2026, 10, 21, 12, 0, i)),
      });
    const out = await executePdf(
      {
        ...input,
        certificate: many,
        stamps: [nameStamp('山田太郎 محمد ✍️😀\u0000\u0007')],
      },
      'installation',
    );
    expect(out.pageCount - out.documentPages).toBeGreaterThan(4);
    expect(await pdfsig(out.pdf)).toContain('Signature Validation: Signature is Valid.');
    const text = await pdftotext(out.pdf);
    expect(text).toContain('Viewed again, time 149');
    expect(text).toContain('Ελένη');
  });

  it("an uploaded PDF's own form fields stay in its form (a /Fields held by reference included)", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc
      .getForm()
      .createTextField('customer.reference')
      .addToPage(doc.getPage(0), { x: 50, y: 50, width: 200, height: 20 });
    const acroForm = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
    acroForm.set(PDFName.of('Fields'), doc.context.register(acroForm.lookup(PDFName.of('Fields'), PDFArray)));
    const out = await executePdf({ ...input, pdf: await doc.save(), stamps: [] }, 'installation');
    const names = (await PDFDocument.load(out.pdf))
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(names).toEqual(['customer.reference', 'Signature1']);
    expect(await pdfsig(out.pdf)).toContain('Signature Validation: Signature is Valid.');
  });

  it('warming the pool loads the sealing engine ahead of time', async () => {
    await expect(warmWork()).resolves.toBeUndefined();
  });

  it('an encrypted PDF is refused as input, not half-sealed', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const plain = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
    // a trailer naming an /Encrypt dictionary is enough for the reader to treat the file as encrypted
    const encrypted = new TextEncoder().encode(
      plain.replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'),
    );
    const err = await executePdf({ ...input, pdf: encrypted, stamps: [] }, 'installation').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SealInputError);
    expect((err as SealInputError).field).toBe('pdf');
  });
});

describe('executePdf: the certificate pages', () => {
  it('are appended after the document, with the envelope, digests, signers, consents with the disclosure, and the audit trail', async () => {
    const out = await executePdf(input, 'installation');
    expect(out.documentPages).toBe(3);
    expect(out.pageCount).toBeGreaterThan(3);
    const cert = (await pdftotext(out.pdf)).split('Certificate of completion')[1]!;
    expect(cert).toBeTruthy();
    const c = input.certificate;
    for (const needle of [
      c.envelopeId,
      c.contentHash,
      identity.fingerprint,
      'Ada Lovelace <ada@example.com>',
      'signer2@example.com',
      '203.0.113.10',
      '203.0.113.11',
      'email link and access code',
      c.signers[0]!.signatureDigest!,
      'Mozilla/5.0 (X11; Linux x86_64)',
      'Disclosure accepted (version 2026-01)',
      'You may ask for a paper copy at no charge',
      'Grace Hopper sent the envelope',
      'Signer Number1 signed (signer1@example.com from 203.0.113.10)',
      'Every signer signed',
      '2026-11-21 16:30:00 UTC',
    ]) {
      expect(cert, needle).toContain(needle);
    }
    expect(DISCLOSURE).toContain('paper copy');
  });
});

describe('executePdf: inputs it cannot use', () => {
  it('names the field: not a PDF, a page the document lacks, a PNG that is not one', async () => {
    const fails = async (patch: Partial<ExecuteInput>) => {
      const err = await executePdf({ ...input, ...patch }, 'installation').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SealInputError);
      return (err as SealInputError).field;
    };
    expect(await fails({ pdf: new TextEncoder().encode('not a pdf at all') })).toBe('pdf');
    expect(
      await fails({
        stamps: [{ page: 4, x: 1, y: 1, width: 10, height: 10, fieldType: 'text', value: { type: 'text', text: 'x' } }],
      }),
    ).toBe('stamps[0].page');
    expect(
      await fails({
        stamps: [{ page: 1, x: 1, y: 1, width: 0, height: 10, fieldType: 'text', value: { type: 'text', text: 'x' } }],
      }),
    ).toBe('stamps[0].width');
    expect(
      await fails({
        stamps: [
          {
            page: 1,
            x: 1,
            y: 1,
            width: 10,
            height: 10,
            fieldType: 'signature',
            value: { type: 'drawn', png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) },
          },
        ],
      }),
    ).toBe('stamps[0].value.png');
  });

  it('decodePngDataUrl takes a PNG data URL and refuses anything else', () => {
    const url = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
    expect(Buffer.from(decodePngDataUrl(url)).equals(Buffer.from(png))).toBe(true);
    expect(() => decodePngDataUrl('data:image/jpeg;base64,AAAA')).toThrow(SealInputError);
    expect(() =>
      decodePngDataUrl(`data:image/png;base64,${Buffer.from('GIF89a not a png at all, no no no').toString('base64')}`),
    ).toThrow(/not a PNG/);
  });
});
