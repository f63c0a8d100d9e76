// The data each page hands its script (the `page-data` JSON block the shell writes, read by pageData() in
// packages/web/src/dom.ts), declared once: the server's views build it and the browser's pages read it (through
// packages/web/src/page-data.ts), so a drift between the two is a type error. Both builds read this file, and the
// browser bundle includes it: type imports and plain values only, nothing of Node.
import type { PdfVerification, SigningField } from '../generated/api/types.gen.js';

/**
 * The messages a page's script words itself with (the `page-messages` block, server/src/pages/i18n.ts): only the
 * keys it uses, in the page's language. A message without placeholders is its text; one with placeholders (plurals,
 * numbers) is its ICU message already parsed (intl-messageformat's AST), formatted in the browser in `locale`.
 */
export interface ClientMessages {
  /** The BCP 47 tag to format numbers, dates and plurals in. */
  locale: string;
  m: Record<string, string | unknown[]>;
}

/**
 * What a page its workspace lets other origins frame needs to talk to its host (spec: the Public tag, "Embedding
 * the signing page and the viewer"): the origins allowed (PATCH /workspace/embedding), the only ones it posts to.
 * Empty when the workspace allows none: the page then posts nothing.
 */
export interface EmbedPageData {
  origins: string[];
}

/** The signing page's side of it: who is signing, and where a top-level page goes once done. */
export interface SignEmbedData extends EmbedPageData {
  envelopeId: string;
  recipientId: string;
  /** The link's `?returnUrl=` when on an allowed origin; null when none was given or it was ignored. */
  returnUrl: string | null;
  /** Why the given `?returnUrl=` was ignored (for the console; also the page's data-return-url-ignored). */
  returnUrlIgnored?: string;
}

/** The signing page (/sign/{token}). The token is the page's own URL's; it travels in API paths only. */
export interface SignPageData {
  token: string;
  step: 'accessCode' | 'consent' | 'document';
  disclosureVersion: string;
  /** The language the disclosure was shown in: a consent records it. */
  disclosureLocale: string;
  recipientName: string;
  role: 'signer' | 'viewer';
  kind: 'xdoc' | 'pdf' | null;
  pageCount: number;
  fields: SigningField[];
  /** The pdf.js worker's hashed URL (same origin, so the CSP's script-src 'self' allows it). */
  pdfWorker: string;
  /** The most an attachment may weigh, checked before uploading. */
  maxAttachmentBytes: number;
  /** Today's date as the signer's fields will show it (the server fills date fields with the signing date). */
  today: string;
  embed: SignEmbedData;
}

/** A signing field's kind in words, where it has no label of its own. */
export const FIELD_WORDS: Record<SigningField['type'], string> = {
  signature: 'Signature',
  initials: 'Initials',
  name: 'Full name',
  date: 'Date',
  text: 'Text',
  checkbox: 'Checkbox',
  attachment: 'Attachment',
};

/**
 * A signing field's name as the page says it: its label, or its kind in words (the page's language's, from the
 * `field.<type>` messages; English's by default).
 */
export const fieldLabel = (
  f: Pick<SigningField, 'type' | 'label'>,
  words: (type: SigningField['type']) => string = (type) => FIELD_WORDS[type],
) => f.label?.trim() || words(f.type);

/** The viewer page (/v/{slug}). */
export interface ViewPageData {
  slug: string;
  title: string;
  kind: 'document' | 'room';
  /** The pdf.js worker's hashed URL (same origin, so script-src 'self' allows it). */
  pdfWorker: string;
  /**
   * Set when the view cap is reached: the page says so, and only a visit this browser already opened (which the
   * server lets keep reading) takes its place; no new visit is started.
   */
  closed?: 'link_view_limit';
  embed: EmbedPageData;
}

/** The upload page of a file request (/r/{slug}). */
export interface UploadPageData {
  slug: string;
  /** The assignee's token, sent as x-request-token; null on the open page. */
  token: string | null;
  askEmail: boolean;
  maxBytes: number;
  items: { id: string; name: string }[];
}

/** The closed page: its link when worth copying, what it tells a host when it may be framed. */
export interface ClosedPageData {
  /** The address of this page, without any query. */
  url?: string;
  ended?: EndedPageData;
}

/**
 * A signing page or viewer that cannot be used (410, or the signing page's 409 not your turn), of a workspace that
 * may embed it: framed, its host is told (`dossier:ended`, or `dossier:error` for not_your_turn); a top-level
 * signing page with a return URL goes there (event=ended).
 */
export interface EndedPageData extends EmbedPageData {
  /** The 410 code, or not_your_turn. */
  reason: string;
  /** In words, for dossier:error. */
  message: string;
  envelopeId?: string;
  slug?: string;
  returnUrl?: string | null;
  returnUrlIgnored?: string;
}

/** The verify page (/verify): the most bytes the verify operation takes, checked before a file is sent. */
export interface VerifyPageData {
  maxBytes: number;
}

/** Each verdict of the verify operation as the verify page heads it (its sentence is the answer's `summary`). */
export const VERDICT_HEADINGS = {
  genuine: 'Genuine: signed here and unchanged',
  altered: 'Changed after it was sealed',
  foreign_seal: 'Sealed by someone else',
  unsealed: 'Not sealed',
  unknown: 'Not a document signed here',
} as const satisfies Record<PdfVerification['verdict'], string>;

/** What the reader can make of each verdict, under the heading. */
export const VERDICT_ADVICE = {
  genuine: 'The details below come from the record of its signing. Compare them with what you expect.',
  altered: 'Do not rely on this copy. Ask the sender for the signed copy they received by email, and check that one.',
  foreign_seal: 'It may be genuine elsewhere: check it with the service whose seal it carries.',
  unsealed:
    'A copy signed through this service carries its digital seal. Ask the sender for the signed copy they received by email.',
  unknown: "It carries this service's seal, but no signing on record matches it. Ask the sender where it comes from.",
} as const satisfies Record<PdfVerification['verdict'], string>;
