// The certificate of evidence appended to the executed PDF: the envelope and its digests, each signer (with a
// small copy of their signature and the language they were shown), each consent and the full text of every
// disclosure accepted (in the language it was accepted in), and the audit trail. Plain A4 pages written top to
// bottom; as many as the evidence needs. Its own words are in the workspace's language (the certificate
// catalogue), laid out right to left for Arabic and Hebrew; each line goes through the bidi algorithm with the
// certificate's direction as its paragraph's, and what it quotes (names, addresses, titles) sits in isolates, so
// an Arabic name in an English line stays where the line puts it and reads right to left inside.
import { rgb, type PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import { CERTIFICATE_CATALOGUES } from '../../platform/i18n/catalogues/certificate/index.js';
import {
  direction as directionOf,
  isLocale,
  LOCALE_NAMES,
  pickLocale,
  type Locale,
} from '../../platform/i18n/locales.js';
import { format, type Values } from '../../platform/i18n/messages.js';
import { isolate, isRtl, type Direction, type FacePair, type TextSetter } from '../text/index.js';
import { clean, INK, MUTED, wrap, type ImageCache } from './stamp.js';
import type { CertificateInput, SealingIdentity } from './types.js';

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 50;
const WIDTH = PAGE_W - 2 * MARGIN;
const RULE = rgb(0.8, 0.82, 0.86);
const LABEL_W = 118;

export interface CertificateFonts {
  regular: FacePair;
  bold: FacePair;
  typed: FacePair;
  /** Names, titles and evidence in any script: each run in the face of its script, in visual order. */
  setter: TextSetter;
}

/** A date as "2026-11-25 10:14:03 UTC", or "—": one form in every language, unambiguous as evidence. */
export function when(d: Date | string | null | undefined): string {
  if (!d) return '—';
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) return clean(String(d));
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A language as the certificate names it: its own name and its tag, e.g. "Français (fr)". */
export function languageName(tag: string | null | undefined): string {
  if (!tag) return '—';
  // the name isolated: "العربية (ar)" keeps the name before its tag in either direction
  return isLocale(tag) ? `${isolate(LOCALE_NAMES[tag])} (${tag})` : clean(tag);
}

class Flow {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];
  /** The certificate's direction: its paragraphs' in the bidi algorithm, and the side lines start from. */
  private readonly dir: 'ltr' | 'rtl';

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: CertificateFonts,
    private readonly footer: (page: number, pages: number) => string,
    locale: Locale,
  ) {
    this.dir = directionOf(locale);
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

  /**
   * Draws one line `inset` points in from the start side (the left, or the right of a right-to-left page), or
   * from the end side with `end`; `direction` is the line's paragraph direction (default: the certificate's).
   */
  private line(
    text: string,
    o: { inset: number; y: number; size: number; font: FacePair; color: ReturnType<typeof rgb>; bold?: boolean },
    direction: Direction = this.dir,
    end = false,
  ): void {
    const rightSide = (this.dir === 'rtl') !== end;
    const x = rightSide
      ? PAGE_W - MARGIN - o.inset - this.fonts.setter.width(text, o.font.face, o.size, direction)
      : MARGIN + o.inset;
    this.fonts.setter.draw(this.page, text, {
      x,
      y: o.y,
      size: o.size,
      font: o.font,
      color: o.color,
      bold: o.bold,
      direction,
    });
  }

  text(
    text: string,
    opts: {
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      gap?: number;
      /** The text's own paragraph direction when it is not the certificate's (a quotation, an English record). */
      direction?: Direction;
    } = {},
  ): void {
    const size = opts.size ?? 9;
    const pair = opts.bold ? this.fonts.bold : this.fonts.regular;
    const indent = opts.indent ?? 0;
    const lead = size * 1.3;
    for (const line of wrap(this.measure(pair, size), text, WIDTH - indent)) {
      this.ensure(lead);
      this.y -= lead;
      // A quotation in the other direction than the page's starts from its own side.
      const own = opts.direction === 'auto' ? (isRtl(line) ? 'rtl' : 'ltr') : opts.direction;
      this.line(
        line,
        { inset: indent, y: this.y + size * 0.25, size, font: pair, color: opts.color ?? INK, bold: opts.bold },
        own ?? this.dir,
        own !== undefined && own !== this.dir,
      );
    }
    this.y -= opts.gap ?? 0;
  }

  private measure(pair: FacePair, size: number): (text: string) => number {
    return (t) => this.fonts.setter.width(t, pair.face, size);
  }

  /** "Label: value" rows with the labels in one column; each value in its own direction. */
  rows(rows: [string, string][], indent = 0): void {
    const size = 8.5;
    const lead = size * 1.3;
    for (const [label, value] of rows) {
      const lines = wrap(this.measure(this.fonts.regular, size), value || '—', WIDTH - indent - LABEL_W);
      this.ensure(lead * Math.min(lines.length, 3));
      for (const [i, line] of lines.entries()) {
        this.ensure(lead);
        this.y -= lead;
        if (i === 0)
          this.line(label, { inset: indent, y: this.y + 2, size, font: this.fonts.bold, color: MUTED, bold: true });
        // A value with letters of its own (an address, a user agent, a date) is set in their direction; one made
        // of quotations only (isolates), or of none, in the certificate's. The column decides its place.
        const own = /\p{L}/u.test(line.replace(/\u2068[^\u2069]*\u2069?/g, '')) ? 'auto' : this.dir;
        this.line(line, { inset: indent + LABEL_W, y: this.y + 2, size, font: this.fonts.regular, color: INK }, own);
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
  signature(label: string, image: PDFImage | null, typed: string | null, indent: number): void {
    const boxW = 150;
    const boxH = 40;
    this.ensure(boxH + 6);
    this.y -= boxH + 4;
    const x = this.dir === 'rtl' ? PAGE_W - MARGIN - indent - LABEL_W - boxW : MARGIN + indent + LABEL_W;
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
    this.line(label, {
      inset: indent,
      y: this.y + boxH - 10,
      size: 8.5,
      font: this.fonts.bold,
      color: MUTED,
      bold: true,
    });
  }

  finish(): void {
    for (const [i, page] of this.pages.entries()) {
      this.page = page;
      this.line(this.footer(i + 1, this.pages.length), {
        inset: 0,
        y: 28,
        size: 7,
        font: this.fonts.regular,
        color: MUTED,
      });
    }
  }
}

/** The words the certificate will draw beyond its input's (its language's labels, the languages it names), for
 * loading the faces their scripts need before drawing. */
export function certificateWords(cert: CertificateInput): string[] {
  const tags = [...cert.signers.map((s) => s.locale), ...cert.consents.map((c) => c.locale ?? 'en')];
  return [...Object.values(CERTIFICATE_CATALOGUES[pickLocale(cert.locale)]), ...tags.map(languageName)];
}

/** Appends the certificate pages; returns how many. */
export async function appendCertificate(
  pdf: PDFDocument,
  cert: CertificateInput,
  identity: SealingIdentity,
  fonts: CertificateFonts,
  images: ImageCache,
): Promise<number> {
  const locale = pickLocale(cert.locale);
  // What goes into a message (a date, a name, a version) is isolated: it keeps its own order inside a sentence
  // of either direction ("2026-11-21 10:00:00 UTC" stays so in an Arabic one).
  const t = (key: string, values?: Values) =>
    format(
      CERTIFICATE_CATALOGUES,
      locale,
      `cert.${key}`,
      values &&
        Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v ? isolate(v) : v])),
    );
  const id = clean(cert.envelopeId);
  const flow = new Flow(pdf, fonts, (page, pages) => t('footer', { id, page, pages }), locale);
  flow.text(t('title'), { size: 18, bold: true, gap: 2 });
  flow.text(clean(cert.title), { size: 11, color: MUTED, gap: 6, direction: 'auto' });
  flow.rows([
    [t('envelope'), cert.envelopeId],
    ...(cert.documentId ? ([[t('document'), cert.documentId]] as [string, string][]) : []),
    ...(cert.sender
      ? ([
          [
            t('sentBy'),
            [
              cert.sender.name ? isolate(cert.sender.name) : null,
              cert.sender.email ? isolate(`<${cert.sender.email}>`) : null,
            ]
              .filter(Boolean)
              .join(' '),
          ],
        ] as [string, string][])
      : []),
    [t('sent'), when(cert.sentAt)],
    [t('completed'), when(cert.completedAt)],
  ]);

  flow.heading(t('integrity'));
  flow.rows([
    [t('documentHash'), cert.contentHash],
    [t('sealedBy'), t('sealedByValue', { name: identity.commonName, fingerprint: identity.fingerprint })],
  ]);
  flow.text(t('integrityNote'), { size: 8, color: MUTED, gap: 2 });

  flow.heading(t('recipients', { count: cert.signers.length }));
  for (const [i, s] of cert.signers.entries()) {
    flow.ensure(110);
    flow.text(`${i + 1}. ${isolate(clean(s.name))} ${isolate(`<${clean(s.email)}>`)}`, {
      size: 10,
      bold: true,
      gap: 1,
    });
    flow.rows(
      [
        [t('role'), t('roleValue', { role: s.role })],
        ...(s.status ? ([[t('status'), t('statusValue', { status: s.status })]] as [string, string][]) : []),
        [t('signedAt'), when(s.signedAt)],
        [t('ip'), s.ipAddress ?? '—'],
        [t('userAgent'), s.userAgent ?? '—'],
        [
          t('auth'),
          s.authMethod === 'email+access_code' ? t('authCode', { date: when(s.authenticatedAt) }) : t('authEmail'),
        ],
        [t('signatureHash'), s.signatureDigest ?? '—'],
        [t('language'), languageName(s.locale)],
      ],
      12,
    );
    if (s.signature && s.signature.type === 'drawn')
      flow.signature(
        t('signature'),
        await images.get(s.signature.png, `certificate.signers[${i}].signature.png`),
        null,
        12,
      );
    else if (s.signature && s.signature.type === 'typed')
      flow.signature(t('signature'), null, clean(s.signature.text), 12);
    flow.space(8);
  }

  flow.heading(t('consents', { count: cert.consents.length }));
  if (cert.consents.length === 0) flow.text(t('noConsents'), { color: MUTED });
  for (const c of cert.consents) {
    flow.ensure(80);
    flow.text([c.name ? isolate(clean(c.name)) : null, isolate(`<${clean(c.email)}>`)].filter(Boolean).join(' '), {
      size: 9.5,
      bold: true,
      gap: 1,
    });
    flow.rows(
      [
        [t('accepted'), when(c.acceptedAt)],
        [t('withdrawn'), c.withdrawnAt ? when(c.withdrawnAt) : t('notWithdrawn')],
        [t('disclosureVersion'), c.disclosureVersion],
        [t('language'), languageName(c.locale ?? 'en')],
        [t('ip'), c.ipAddress ?? '—'],
        [t('userAgent'), c.userAgent ?? '—'],
      ],
      12,
    );
    flow.space(6);
  }
  // Each distinct text once, in the language it was accepted in and set in that language's direction.
  const disclosures = new Map<string, { version: string; locale: string; text: string }>();
  for (const c of cert.consents) {
    const key = `${c.disclosureVersion}\u0000${c.locale ?? 'en'}\u0000${c.disclosureText}`;
    if (!disclosures.has(key))
      disclosures.set(key, { version: c.disclosureVersion, locale: c.locale ?? 'en', text: c.disclosureText });
  }
  for (const d of disclosures.values()) {
    flow.heading(t('disclosureHeading', { version: clean(d.version), language: languageName(d.locale) }));
    const own = isLocale(d.locale) ? directionOf(d.locale) : 'auto';
    for (const para of d.text.split(/\n\s*\n/)) if (para.trim()) flow.text(para, { size: 8.5, gap: 4, direction: own });
  }

  flow.heading(t('audit', { count: cert.events.length }));
  flow.text(t('auditNote'), { size: 8, color: MUTED, gap: 2 });
  for (const e of cert.events) {
    flow.ensure(30);
    flow.text(`${when(e.createdAt)}  ${clean(e.type)}`, { size: 8.5, bold: true, direction: 'ltr' });
    // Recorded in English: a left-to-right paragraph whatever script the names in it are in.
    const who = [e.actorEmail, e.ipAddress ? `from ${e.ipAddress}` : null].filter(Boolean).join(' ');
    flow.text(`${clean(e.description)}${who ? ` (${who})` : ''}`, { size: 8.5, indent: 12, gap: 3, direction: 'ltr' });
  }
  flow.finish();
  return flow.pages.length;
}
