// The certificate of evidence appended to the executed PDF: the envelope and its digests, each signer (with a
// small copy of their signature), each consent and the full text of every disclosure accepted, and the audit
// trail. Plain A4 pages written top to bottom; as many as the evidence needs.
import { rgb, type PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import type { FacePair, TextSetter } from '../text/index.js';
import { clean, INK, MUTED, wrap, type ImageCache } from './stamp.js';
import type { CertificateInput, SealingIdentity } from './types.js';

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 50;
const WIDTH = PAGE_W - 2 * MARGIN;
const RULE = rgb(0.8, 0.82, 0.86);

export interface CertificateFonts {
  regular: FacePair;
  bold: FacePair;
  typed: FacePair;
  /** Names, titles and evidence in any script: each run in the face of its script, in visual order. */
  setter: TextSetter;
}

/** A date as "2026-11-25 10:14:03 UTC", or "—". */
export function when(d: Date | string | null | undefined): string {
  if (!d) return '—';
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) return clean(String(d));
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

class Flow {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: CertificateFonts,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    this.y = PAGE_H - MARGIN;
  }

  /** Starts a new page unless `height` points fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + 14) this.newPage();
  }

  text(
    text: string,
    opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {},
  ): void {
    const size = opts.size ?? 9;
    const pair = opts.bold ? this.fonts.bold : this.fonts.regular;
    const indent = opts.indent ?? 0;
    const lead = size * 1.3;
    for (const line of wrap(this.measure(pair, size), text, WIDTH - indent)) {
      this.ensure(lead);
      this.y -= lead;
      this.fonts.setter.draw(this.page, line, {
        x: MARGIN + indent,
        y: this.y + size * 0.25,
        size,
        font: pair,
        color: opts.color ?? INK,
        bold: opts.bold,
      });
    }
    this.y -= opts.gap ?? 0;
  }

  private measure(pair: FacePair, size: number): (text: string) => number {
    return (t) => this.fonts.setter.width(t, pair.face, size);
  }

  /** "Label: value" rows with the labels in one column. */
  rows(rows: [string, string][], indent = 0): void {
    const size = 8.5;
    const labelW = 118;
    const lead = size * 1.3;
    for (const [label, value] of rows) {
      const lines = wrap(this.measure(this.fonts.regular, size), value || '—', WIDTH - indent - labelW);
      this.ensure(lead * Math.min(lines.length, 3));
      for (const [i, line] of lines.entries()) {
        this.ensure(lead);
        this.y -= lead;
        if (i === 0)
          this.page.drawText(label, {
            x: MARGIN + indent,
            y: this.y + 2,
            size,
            font: this.fonts.bold.font,
            color: MUTED,
          });
        this.fonts.setter.draw(this.page, line, {
          x: MARGIN + indent + labelW,
          y: this.y + 2,
          size,
          font: this.fonts.regular,
          color: INK,
        });
      }
    }
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 14;
    this.text(text, { size: 12, bold: true, gap: 4 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_W - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 4;
  }

  space(h: number): void {
    this.y -= h;
  }

  /** A signature copy in a 150 × 40 box (drawn image, or the typed name in the signature face). */
  signature(image: PDFImage | null, typed: string | null, indent: number): void {
    const boxW = 150;
    const boxH = 40;
    this.ensure(boxH + 6);
    this.y -= boxH + 4;
    const x = MARGIN + indent + 118;
    this.page.drawRectangle({ x, y: this.y, width: boxW, height: boxH, borderColor: RULE, borderWidth: 0.5 });
    if (image) {
      const scale = Math.min((boxW - 6) / image.width, (boxH - 6) / image.height);
      const w = image.width * scale;
      const h = image.height * scale;
      this.page.drawImage(image, { x: x + (boxW - w) / 2, y: this.y + (boxH - h) / 2, width: w, height: h });
    } else if (typed) {
      const pair = this.fonts.typed;
      const size = Math.min(20, (boxW - 8) / Math.max(0.001, this.fonts.setter.width(typed, pair.face, 1)));
      this.fonts.setter.draw(this.page, typed, {
        x: x + 4,
        y: this.y + (boxH - size) / 2 + size * 0.2,
        size,
        font: pair,
        color: INK,
      });
    }
    this.page.drawText('Signature', {
      x: MARGIN + indent,
      y: this.y + boxH - 10,
      size: 8.5,
      font: this.fonts.bold.font,
      color: MUTED,
    });
  }

  finish(): void {
    for (const [i, page] of this.pages.entries()) {
      this.fonts.setter.draw(page, `${this.footer} · certificate page ${i + 1} of ${this.pages.length}`, {
        x: MARGIN,
        y: 28,
        size: 7,
        font: this.fonts.regular,
        color: MUTED,
      });
    }
  }
}

/** Appends the certificate pages; returns how many. */
export async function appendCertificate(
  pdf: PDFDocument,
  cert: CertificateInput,
  identity: SealingIdentity,
  fonts: CertificateFonts,
  images: ImageCache,
): Promise<number> {
  const flow = new Flow(pdf, fonts, `Envelope ${clean(cert.envelopeId)}`);
  flow.text('Certificate of completion', { size: 18, bold: true, gap: 2 });
  flow.text(clean(cert.title), { size: 11, color: MUTED, gap: 6 });
  flow.rows([
    ['Envelope', cert.envelopeId],
    ...(cert.documentId ? ([['Document', cert.documentId]] as [string, string][]) : []),
    ...(cert.sender
      ? ([
          [
            'Sent by',
            [cert.sender.name, cert.sender.email ? `<${cert.sender.email}>` : null].filter(Boolean).join(' '),
          ],
        ] as [string, string][])
      : []),
    ['Sent', when(cert.sentAt)],
    ['Completed', when(cert.completedAt)],
  ]);

  flow.heading('Integrity');
  flow.rows([
    ['Document SHA-256', cert.contentHash],
    ['Sealed by', `${identity.commonName} (certificate SHA-256 ${identity.fingerprint})`],
  ]);
  flow.text(
    'The document as sent for signature has the SHA-256 digest above. This executed copy (the document with every value drawn in place, and these certificate pages) is sealed with a PAdES digital signature: any change to the file makes the signature invalid.',
    { size: 8, color: MUTED, gap: 2 },
  );

  flow.heading(`Recipients (${cert.signers.length})`);
  for (const [i, s] of cert.signers.entries()) {
    flow.ensure(110);
    flow.text(`${i + 1}. ${clean(s.name)} <${clean(s.email)}>`, { size: 10, bold: true, gap: 1 });
    flow.rows(
      [
        ['Role', s.role],
        ...(s.status ? ([['Status', s.status]] as [string, string][]) : []),
        ['Signed at', when(s.signedAt)],
        ['IP address', s.ipAddress ?? '—'],
        ['User agent', s.userAgent ?? '—'],
        [
          'Authentication',
          s.authMethod === 'email+access_code'
            ? `email link and access code (passed ${when(s.authenticatedAt)})`
            : 'email link',
        ],
        ['Signature SHA-256', s.signatureDigest ?? '—'],
      ],
      12,
    );
    if (s.signature && s.signature.type === 'drawn')
      flow.signature(await images.get(s.signature.png, `certificate.signers[${i}].signature.png`), null, 12);
    else if (s.signature && s.signature.type === 'typed') flow.signature(null, clean(s.signature.text), 12);
    flow.space(8);
  }

  flow.heading(`Consent to sign electronically (${cert.consents.length})`);
  if (cert.consents.length === 0) flow.text('No consent records.', { color: MUTED });
  for (const c of cert.consents) {
    flow.ensure(80);
    flow.text(`${c.name ? `${clean(c.name)} ` : ''}<${clean(c.email)}>`, { size: 9.5, bold: true, gap: 1 });
    flow.rows(
      [
        ['Accepted', when(c.acceptedAt)],
        ['Withdrawn', c.withdrawnAt ? when(c.withdrawnAt) : 'not withdrawn'],
        ['Disclosure version', c.disclosureVersion],
        ['IP address', c.ipAddress ?? '—'],
        ['User agent', c.userAgent ?? '—'],
      ],
      12,
    );
    flow.space(6);
  }
  const disclosures = new Map<string, string>();
  for (const c of cert.consents)
    if (!disclosures.has(`${c.disclosureVersion}\u0000${c.disclosureText}`))
      disclosures.set(`${c.disclosureVersion}\u0000${c.disclosureText}`, c.disclosureText);
  for (const [key, text] of disclosures) {
    flow.heading(`Disclosure accepted (version ${clean(key.split('\u0000')[0]!)})`);
    for (const para of text.split(/\n\s*\n/)) if (para.trim()) flow.text(para, { size: 8.5, gap: 4 });
  }

  flow.heading(`Audit trail (${cert.events.length})`);
  for (const e of cert.events) {
    flow.ensure(30);
    flow.text(`${when(e.createdAt)}  ${clean(e.type)}`, { size: 8.5, bold: true });
    const who = [e.actorEmail, e.ipAddress ? `from ${e.ipAddress}` : null].filter(Boolean).join(' ');
    flow.text(`${clean(e.description)}${who ? ` (${who})` : ''}`, { size: 8.5, indent: 12, gap: 3 });
  }
  flow.finish();
  return flow.pages.length;
}
