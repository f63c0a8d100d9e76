// A watermark in every script, over HTTP on SQLite or PostgreSQL: a link whose watermark text mixes Latin, CJK,
// Arabic, Hebrew, Devanagari and Thai stamps the visitor's copy with those exact characters (pdftotext), and the
// stamped file stays sound (qpdf).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extracted, tool } from '../../test/pdf-tools.js';
import { content, makeKit, makeLink, pdfDoc, start, type Kit } from './test-kit.js';

let k: Kit;
beforeAll(async () => {
  k = await makeKit();
});
afterAll(() => k.t.close());

describe('a watermark in every script', () => {
  it('stamps the exact characters, on every page, right-to-left runs in visual order', async () => {
    const pdf = await pdfDoc(k, 'Stamped', ['Quarterly numbers', 'Second page']);
    const mark = 'Confidential 機密 سري للغاية חסוי गोपनीय ลับ 기밀';
    const l = await makeLink(k, {
      documentId: pdf,
      name: 'Fund link',
      notifyOnView: false,
      watermarkConfig: { text: `${mark} {email}`, position: 'footer', rotation: 0, fontSize: 9 },
    });
    const v = await start(k, l.slug, { email: 'dana@fund.example' });
    expect((await content(k, v)).json().data.watermark).toMatchObject({ text: `${mark} dana@fund.example` });
    const stamped = (await k.pub('GET', `/visits/${v.visitId}/documents/${pdf}/file`, undefined, v.token)).rawPayload;
    const text = extracted(stamped);
    expect(text).toContain('Quarterly numbers');
    for (const word of mark.split(' ')) expect(text.split(word).length - 1, word).toBeGreaterThanOrEqual(2);
    expect(tool('qpdf', ['--check', '$'], stamped).ok).toBe(true);
    if (process.env.SCRIPTS_PDF_OUT)
      (await import('node:fs')).writeFileSync(`${process.env.SCRIPTS_PDF_OUT}.watermark.pdf`, stamped);
  });
});
