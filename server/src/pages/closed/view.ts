// The page a capability link shows once it no longer leads anywhere (410 Gone), saying why in words. The viewer,
// the signing page and the upload page render it for the 410 codes of spec/CONVENTIONS.md ("Public operations");
// the pages' error handler renders it for any 410 a page route throws.
import { ERROR_CODES, type ErrorCode } from '../../platform/errors.js';
import type { PageLang } from '../i18n.js';
import { html, raw, shell, type SafeHtml } from '../layout.js';
import type { ClosedPageData, EndedPageData } from '../page-data.js';

/** Every code the API answers with 410. */
export type GoneCode = { [K in ErrorCode]: (typeof ERROR_CODES)[K] extends 410 ? K : never }[ErrorCode];

export const GONE_CODES = (Object.keys(ERROR_CODES) as ErrorCode[]).filter(
  (c): c is GoneCode => ERROR_CODES[c] === 410,
);

export function isGoneCode(code: string): code is GoneCode {
  return (GONE_CODES as string[]).includes(code);
}

/** What the reader can do, by who gave them the link. */
const NEXT: Record<GoneCode, string> = {
  link_disabled: 'closed.next.sharer',
  link_expired: 'closed.next.sharer',
  link_view_limit: 'closed.next.sharer',
  link_deleted: 'closed.next.sharer',
  room_archived: 'closed.next.sharer',
  room_deleted: 'closed.next.sharer',
  document_deleted: 'closed.next.sharer',
  request_closed: 'closed.next.requester',
  request_deleted: 'closed.next.requester',
  assignee_removed: 'closed.next.requester',
  envelope_completed: 'closed.next.sender',
  envelope_voided: 'closed.next.sender',
  envelope_expired: 'closed.next.sender',
  envelope_declined: 'closed.next.sender',
  recipient_signed: 'closed.next.sender',
  recipient_declined: 'closed.next.sender',
  recipient_delegated: 'closed.next.sender',
  // Not the link's fault, nor the reader's: the stored file is gone and the operator has been told (its log).
  file_missing: 'closed.next.fileMissing',
};

/**
 * What each reason says: a heading, why (the catalogue's `closed.<code>.heading` and `.why`), and what the reader
 * can do. A new 410 code fails to compile until it has its next step, and the catalogue test until it has words.
 */
function wordsOf(L: PageLang, reason: GoneCode): { heading: string; why: string; next: string } {
  return { heading: L.t(`closed.${reason}.heading`), why: L.t(`closed.${reason}.why`), next: L.t(NEXT[reason]) };
}

// A closed padlock; its colour comes from the stylesheet.
const LOCK = raw(
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>',
);

export interface ClosedPageOptions {
  reason: GoneCode;
  /** What the link led to (a document or room name, a request's title), when the page may say it. */
  title?: string;
  /**
   * The page's own address, when it is safe to pass on (a viewer link, never a token link): the page then offers
   * to copy it, to send to whoever shared it.
   */
  url?: string;
  /** The particulars in a sentence (who cancelled, when it expired), shown under the general words. */
  detail?: string;
  /** The detail is in the page's language; else it is English, and marked so. */
  detailIsOwn?: boolean;
  /** What the reader can still do here (the signing page's "download your signed copy"). */
  actions?: SafeHtml;
  /** The signing page or viewer of a workspace that embeds them: what the page tells its host (closed.ts). */
  ended?: EndedPageData;
}

/**
 * Where copying the link helps: its owner may extend a date or a view limit and the same link opens again. A link
 * switched off or deleted was closed on purpose, and a token link is never passed on: no button there.
 */
const WORTH_COPYING: ReadonlySet<GoneCode> = new Set(['link_expired', 'link_view_limit']);
const copyable = ({ reason, url }: ClosedPageOptions) => (url && WORTH_COPYING.has(reason) ? url : undefined);

/** The card that says why, for a page of its own (closedPage) or inside another (the viewer past its view cap). */
export function closedCard(L: PageLang, opts: ClosedPageOptions): SafeHtml {
  const { reason, title, detail, detailIsOwn, actions } = opts;
  const url = copyable(opts);
  const words = wordsOf(L, reason);
  // The code stays machine-readable (data-reason) but is not shown: people read the words above, not the code.
  return html`<div class="card" data-reason="${reason}">
<span class="badge-icon" aria-hidden="true">${LOCK}</span>
${title && html`<p class="eyebrow" dir="auto">${title}</p>`}
<h1>${words.heading}</h1>
<p>${words.why}</p>
${detail && html`<p${L.locale !== 'en' && !detailIsOwn && html` lang="en" dir="ltr"`}>${detail}</p>`}
<p class="muted">${words.next}</p>
${
  url &&
  html`<div class="actions" id="closed-actions" hidden>
<button type="button" class="btn btn-secondary" id="copy-link">${L.t('closed.copy')}</button>
<p class="status" id="copy-status" role="status"></p>
</div>`
}
${actions}
</div>`;
}

export const closedTitle = (L: PageLang, reason: GoneCode, title?: string) =>
  title ? `${wordsOf(L, reason).heading}: ${title}` : wordsOf(L, reason).heading;

export function closedPage(L: PageLang, opts: ClosedPageOptions): SafeHtml {
  const url = copyable(opts);
  const { ended } = opts;
  const data: ClosedPageData | undefined =
    url || ended ? { ...(url ? { url } : {}), ...(ended ? { ended } : {}) } : undefined;
  const ignored = ended?.returnUrlIgnored;
  return shell({
    title: closedTitle(L, opts.reason, opts.title),
    lang: L,
    scripts: data ? ['closed.js'] : [],
    data,
    messages: data ? L.client(['closed.js.']) : undefined,
    body: html`<main id="main" class="page page-centred"${ignored && html` data-return-url-ignored="${ignored}"`}>
${closedCard(L, opts)}
</main>`,
  });
}
