// The certificate pages in the workspace's language, read back with pdftotext -bbox: Japanese labels (their
// fallback face loaded before drawing), and Arabic ones laid out right to left (each line set against the right
// margin, the label column on the right), an English signer's heading in it reading "1." then the name then the
// address from the right; a Hebrew disclosure in an English certificate set from the right edge.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { placedWords, tool } from '../../../test/pdf-tools.js';
import { freshIdentity, samplePdf, sampleEnvelope } from './fixtures.js';
import { executePdf } from '../../work/pdf.js';

const RIGHT = 595.28 - 50;

async function sealed(locale: string, consentLocale = 'en', disclosure?: string) {
  const pdf = await samplePdf(1);
  const { stamps, certificate } = sampleEnvelope(1, 1, createHash('sha256').update(pdf).digest('hex'));
  certificate.locale = locale;
  certificate.signers[0]!.name = 'Ada Lovelace';
  certificate.signers[0]!.email = 'ada@example.com';
  certificate.signers[0]!.locale = consentLocale;
  for (const c of certificate.consents) {
    c.locale = consentLocale;
    if (disclosure) c.disclosureText = disclosure;
  }
  const out = await executePdf({ pdf, stamps, certificate, identity: await freshIdentity() }, 'installation');
  return {
    lines: placedWords(out.pdf, out.documentPages + 1).flat(),
    text: tool('pdftotext', ['$', '-'], out.pdf).out,
  };
}

describe('the certificate in the workspace’s language', () => {
  it('Japanese: its labels drawn in their face', async () => {
    const { text } = await sealed('ja', 'ja');
    for (const needle of ['完了証明書', '受信者（1）', '表示言語', '日本語 (ja)', '監査証跡'])
      expect(text, needle).toContain(needle);
    expect(text).not.toContain('Certificate of completion');
  });

  it('Arabic: right to left, against the right margin', async () => {
    const { lines } = await sealed('ar', 'ar');
    const title = lines[0]!;
    expect(title.every((w) => /[\u0600-\u06ff\ufe70-\ufeff]/.test(w.text))).toBe(true);
    expect(title.at(-1)!.xMax).toBeGreaterThan(RIGHT - 2);
    expect(title[0]!.xMin).toBeGreaterThan(300);
    // "1. Ada Lovelace <ada@example.com>" in a right-to-left line: "1." rightmost, the address leftmost.
    const heading = lines.find(
      (l) => l.some((w) => w.text === '<ada@example.com>') && l.some((w) => w.text === 'Ada'),
    )!;
    expect(heading.map((w) => w.text)).toEqual(['<ada@example.com>', 'Ada', 'Lovelace', '.1']);
    expect(heading.at(-1)!.xMax).toBeGreaterThan(RIGHT - 2);
    // A row: the value left of its label, the label ending at the margin (less the indent).
    const ip = lines.find((l) => l.some((w) => w.text === '203.0.113.10'))!;
    expect(ip.at(-1)!.xMax).toBeGreaterThan(RIGHT - 14);
    expect(ip[0]!.text).toBe('203.0.113.10');
    // A date inside an Arabic sentence keeps its parts in order: date, time, UTC.
    const auth = lines.find((l) => l.some((w) => w.text === '10:00:00') && l.length > 4)!;
    const at = auth.findIndex((w) => w.text === '2026-11-21');
    expect(auth.slice(at, at + 3).map((w) => w.text.replace(/[()]/g, ''))).toEqual(['2026-11-21', '10:00:00', 'UTC']);
  });

  it('a Hebrew disclosure in an English certificate is set from the right edge, the English lines from the left', async () => {
    const { lines } = await sealed('en', 'he', 'שלום עולם. זהו הגילוי.');
    const para = lines.find((l) =>
      l.some((w) => (/[\u0590-\u05ff]/.test(w.text) && w.text.includes('עולם')) || w.text.includes('םלוע')),
    )!;
    expect(para, 'the Hebrew paragraph').toBeTruthy();
    expect(para.at(-1)!.xMax).toBeGreaterThan(RIGHT - 2);
    const heading = lines.find((l) => l[0]?.text === 'Disclosure' && l.some((w) => w.text === 'shown'))!;
    expect(heading[0]!.xMin).toBeLessThan(52);
    expect(heading.map((w) => w.text).join(' ')).toContain('shown in');
  });
});
