// Every script in the executed PDF, over HTTP on SQLite or PostgreSQL: a signer named "Zoë Łukasz 李雷" types their
// signature and fills fields in Arabic, Hebrew, Devanagari, Thai, Japanese, Korean, Greek and Cyrillic; the sealed
// PDF holds those exact characters (pdftotext), pdfsig still calls the seal valid and qpdf finds the file sound.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, waitFor, type TestApp } from '../../test/helpers.js';
import { signingCall } from '../../test/signing-support.js';
import { extracted, SCRIPTS, tool } from '../../test/pdf-tools.js';
import { DISCLOSURE_VERSION } from './disclosure.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(async () => {
  await t?.close();
});

const uniq = () => randomBytes(4).toString('hex');
const pub = (method: string, token: string, suffix = '', body?: unknown) => signingCall(t, method, token, suffix, body);

describe('every script in the sealed PDF', () => {
  it('a signer named "Zoë Łukasz 李雷": typed signature, initials, name and text fields in nine scripts, exact in pdftotext; the seal stays valid', async () => {
    const blank = await PDFDocument.create();
    blank.addPage([612, 792]);
    const up = await t.api('POST', '/documents/upload', Buffer.from(await blank.save()), {
      headers: { 'content-type': 'application/pdf', 'x-filename': 'scripts.pdf' },
    });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().data.id;
    const email = `zoe@${uniq()}.test`;
    const name = 'Zoë Łukasz 李雷';
    const patch = await t.api('PATCH', `/documents/${id}`, { recipients: [{ name, email }] });
    expect(patch.statusCode, patch.body).toBe(200);
    const r = patch.json().data.recipients[0];
    const labels = ['Title', ...Object.keys(SCRIPTS)];
    const put = await t.api('PUT', `/documents/${id}/fields`, {
      fields: [
        { recipientId: r.id, type: 'signature', page: 1, x: 72, y: 620, width: 220, height: 50 },
        { recipientId: r.id, type: 'initials', page: 1, x: 320, y: 620, width: 80, height: 40 },
        { recipientId: r.id, type: 'name', page: 1, x: 72, y: 690, width: 240, height: 22 },
        ...labels.map((label, i) => ({
          recipientId: r.id,
          type: 'text',
          page: 1,
          x: 72,
          y: 60 + i * 50,
          width: 300,
          height: 24,
          label,
        })),
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const send = await t.api('POST', '/envelopes', { documentId: id });
    expect(send.statusCode, send.body).toBe(201);
    const envelopeId = send.json().data.id;
    const signingUrl = (await t.api('GET', `/envelopes/${envelopeId}?include=signingUrls`)).json().data.recipients[0]
      .signingUrl as string;
    const token = signingUrl.split('/sign/')[1]!;

    expect(
      (await pub('POST', token, '/consent', { accepted: true, disclosureVersion: DISCLOSURE_VERSION })).statusCode,
    ).toBe(200);
    const fields = (await pub('GET', token)).json().data.fields as { id: string; type: string; label: string | null }[];
    const values: Record<string, string> = {};
    for (const f of fields) {
      if (f.type === 'initials') values[f.id] = 'ZŁ李';
      if (f.type === 'text') values[f.id] = f.label === 'Title' ? 'Директор · 董事' : SCRIPTS[f.label!]!;
    }
    const signed = await pub('POST', token, '/sign', { values, signature: { type: 'typed', text: name } });
    expect(signed.statusCode, signed.body).toBe(200);

    await waitFor(
      async () =>
        (await t.api('GET', `/envelopes/${envelopeId}`)).json().data.status === 'completed' ? true : undefined,
      30_000,
      'the envelope to complete',
    );
    const pdf = (await t.api('GET', `/envelopes/${envelopeId}/pdf`)).rawPayload;
    const text = extracted(pdf);
    for (const expected of [name, 'ZŁ李', 'Директор · 董事', ...Object.values(SCRIPTS)])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('\ufffd');
    expect(tool('pdfsig', ['$'], pdf).out).toMatch(/Signature Validation: Signature is Valid/);
    const check = tool('qpdf', ['--check', '$'], pdf);
    expect(check.ok, check.out).toBe(true);
    expect(check.out).toMatch(/No syntax or stream encoding errors/);
    // poppler reads every font it is handed (a font it rejects is reported on stderr)
    expect(tool('pdffonts', ['$'], pdf).out).toMatch(/NotoSansHans|NotoSansJP/);
    if (process.env.SCRIPTS_PDF_OUT) fs.writeFileSync(process.env.SCRIPTS_PDF_OUT, pdf);
  });
});

describe('every script in the PDF export', () => {
  it('an authored document in nine scripts exports with their exact characters; qpdf finds it sound', async () => {
    const body = Object.entries(SCRIPTS)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n\n');
    const create = await t.api('POST', '/documents', {
      title: 'Zoë Łukasz 李雷 — scripts',
      markdown: `# Scripts\n\n${body}\n`,
    });
    expect(create.statusCode, create.body).toBe(201);
    const pdf = await t.api('GET', `/documents/${create.json().data.id}/export`);
    expect(pdf.statusCode).toBe(200);
    const text = extracted(pdf.rawPayload);
    for (const expected of ['Zoë Łukasz 李雷', ...Object.values(SCRIPTS)]) expect(text, expected).toContain(expected);
    expect(text).not.toContain('\ufffd');
    expect(tool('qpdf', ['--check', '$'], pdf.rawPayload).ok).toBe(true);
    if (process.env.SCRIPTS_PDF_OUT) fs.writeFileSync(`${process.env.SCRIPTS_PDF_OUT}.export.pdf`, pdf.rawPayload);
  });
});
