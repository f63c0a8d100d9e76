// Search over uploaded PDFs' text layers and long bodies, on the real engine (FTS5 on SQLite, the generated
// tsvector on PostgreSQL): upload, file replacement and version restore keep the index in step with the file.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, multipart, type TestApp } from '../../test/helpers.js';
import { SEARCH_TEXT_MAX_BYTES, boundSearchText } from './repository.js';

let t: TestApp;

const found = async (q: string) =>
  (await t.api('GET', `/documents?q=${encodeURIComponent(q)}`)).json().data.map((d: { id: string }) => d.id);

/** A PDF with a text layer: one page per entry, each line drawn as text. */
async function pdfWith(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (const lines of pages) {
    const page = pdf.addPage([420, 595]);
    lines.forEach((line, i) => {
      page.drawText(line, { x: 40, y: 540 - i * 18, size: 12, font });
    });
  }
  return Buffer.from(await pdf.save());
}

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
});
afterAll(() => t.close());

describe('search inside uploaded PDFs', () => {
  it('finds words of the text layer on any page; a file replacement and a version restore re-index it', async () => {
    const lease = await pdfWith([
      ['Commercial lease agreement'],
      ['Clause 7: the tenant keeps a marmoset', 'in the courtyard of the Pemberley building.'],
      ['Signed in Reykjavik'],
    ]);
    const up = await t.api('POST', '/documents/upload?title=Lease', lease, {
      headers: { 'content-type': 'application/pdf' },
    });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().data.id;
    for (const q of ['marmoset', 'pemberley building', 'reykj', 'clause tenant courtyard'])
      expect(await found(q), q).toEqual([id]);
    expect(await found('marmoset aardvark')).toEqual([]);

    const renewal = await pdfWith([['Renewal: the tenant now keeps a capybara']]);
    const replaced = await t.api('POST', `/documents/${id}/file`, renewal, {
      headers: { 'content-type': 'application/pdf' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await found('marmoset')).toEqual([]);
    expect(await found('capybara')).toEqual([id]);

    const restored = await t.api('POST', `/documents/${id}/versions/${replaced.json().data.previousVersionId}`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await found('marmoset')).toEqual([id]);
    expect(await found('capybara')).toEqual([]);
  });

  it('finds words in a multipart upload and in a PDF the export wrote (embedded fonts); not in another workspace', async () => {
    const form = await pdfWith([['Quarterly report on heliotrope sales']]);
    const body = multipart([{ name: 'file', filename: 'q3.pdf', contentType: 'application/pdf', value: form }]);
    const q3 = (await t.api('POST', '/documents/upload', body.payload, { headers: body.headers })).json().data;
    expect(await found('heliotrope')).toEqual([q3.id]);

    const authored = (
      await t.api('POST', '/documents', {
        title: 'Memo',
        markdown: '# Memo\n\nThe quokka budget is approved. Zoë signs for Ørsted.',
      })
    ).json().data;
    const exported = (await t.api('GET', `/documents/${authored.id}/export?format=pdf`)).rawPayload;
    const uploaded = (
      await t.api('POST', '/documents/upload?title=Scanned%20memo', exported, {
        headers: { 'content-type': 'application/pdf' },
      })
    ).json().data;
    expect(new Set(await found('quokka budget'))).toEqual(new Set([authored.id, uploaded.id]));
    expect(new Set(await found('ørsted'))).toEqual(new Set([authored.id, uploaded.id]));

    const stranger = await t.keyWith(['documents:read'], { workspace: `stranger-${Date.now()}` });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/documents?q=heliotrope', headers: bearer(stranger) })).json()
        .data,
    ).toEqual([]);
  });
});

describe('the bound on indexed text', () => {
  it('cuts at a character boundary', () => {
    expect(boundSearchText('short')).toBe('short');
    const long = 'ж'.repeat(SEARCH_TEXT_MAX_BYTES); // two bytes each
    const cut = boundSearchText(`a${long}`);
    expect(Buffer.byteLength(cut)).toBe(SEARCH_TEXT_MAX_BYTES - 1);
    expect(cut.endsWith('ж')).toBe(true);
  });

  it('a long body of distinct words is stored and found by its beginning on both engines (PostgreSQL refuses a tsvector over 1 MB)', async () => {
    // Distinct four-letter Cyrillic words: ~900 KB of UTF-8 in under 500,000 characters of Markdown.
    const letters = 'абвгдежзийклмнопрстуфхцчшщыэюя';
    const word = (n: number) =>
      [0, 1, 2, 3].map((k) => letters[Math.floor(n / letters.length ** k) % letters.length]).join('');
    const words = Array.from({ length: 99_000 }, (_, i) => word(i + 31));
    const paragraphs: string[] = [];
    for (let i = 0; i < words.length; i += 100) paragraphs.push(words.slice(i, i + 100).join(' '));
    const markdown = paragraphs.join('\n\n');
    expect(markdown.length).toBeLessThanOrEqual(500_000);
    expect(Buffer.byteLength(markdown)).toBeGreaterThan(800_000);
    const res = await t.api('POST', '/documents', { title: 'Glossary', markdown });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const id = res.json().data.id;
    expect(await found(words[10])).toEqual([id]);
    expect(await found(words[words.length - 1])).toEqual([]); // past the first 500,000 bytes
    const content = (await t.api('GET', `/documents/${id}?include=content`)).json().data.content;
    expect(JSON.stringify(content)).toContain(words[words.length - 1]); // the body itself is whole
  });
});
