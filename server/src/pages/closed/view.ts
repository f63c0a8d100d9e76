// The page a capability link shows once it no longer leads anywhere (410 Gone), saying why in words. The viewer,
// the signing page and the upload page render it for the 410 codes of spec/CONVENTIONS.md ("Public operations");
// the pages' error handler renders it for any 410 a page route throws.
import { ERROR_CODES, type ErrorCode } from '../../platform/errors.js';
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

const ASK_SHARER = 'If you still need it, ask the person who shared it with you for a new link.';
const ASK_REQUESTER = 'If you still need to send files, ask the person who asked you for them.';
const ASK_SENDER = 'If you have a question about it, contact the person who sent it to you.';

/** What each reason says: a heading, why, and what the reader can do. A new 410 code fails to compile until it has words. */
const WORDS: Record<GoneCode, { heading: string; why: string; next: string }> = {
  link_disabled: {
    heading: 'This link has been switched off',
    why: 'The person who shared it has turned it off, so it no longer opens.',
    next: ASK_SHARER,
  },
  link_expired: {
    heading: 'This link has expired',
    why: 'It was set to stop working after a date, and that date has passed.',
    next: ASK_SHARER,
  },
  link_view_limit: {
    heading: 'This link has reached its view limit',
    why: 'It could be opened a set number of times, and it has been.',
    next: ASK_SHARER,
  },
  link_deleted: {
    heading: 'This link no longer exists',
    why: 'The person who shared it has deleted it.',
    next: ASK_SHARER,
  },
  room_archived: {
    heading: 'This data room has been archived',
    why: 'Its owner has closed it, so its documents can no longer be viewed.',
    next: ASK_SHARER,
  },
  room_deleted: {
    heading: 'This data room has been deleted',
    why: 'Its owner has deleted it, with the documents it held.',
    next: ASK_SHARER,
  },
  document_deleted: {
    heading: 'This document has been deleted',
    why: 'The person who shared it has deleted it, so it can no longer be viewed.',
    next: ASK_SHARER,
  },
  request_closed: { heading: 'This request is closed', why: 'It no longer accepts files.', next: ASK_REQUESTER },
  request_deleted: {
    heading: 'This request no longer exists',
    why: 'The person who asked for the files has deleted it.',
    next: ASK_REQUESTER,
  },
  assignee_removed: {
    heading: 'This upload link is no longer yours',
    why: 'You were taken off this request, so your personal link no longer works.',
    next: ASK_REQUESTER,
  },
  envelope_completed: {
    heading: 'This document has been signed by everyone',
    why: 'Signing is over. Every signer receives the signed copy by email.',
    next: ASK_SENDER,
  },
  envelope_voided: {
    heading: 'This signing request was cancelled',
    why: 'The sender cancelled it, so it can no longer be signed.',
    next: ASK_SENDER,
  },
  envelope_expired: {
    heading: 'This signing request has expired',
    why: 'It had to be signed by a date that has passed.',
    next: ASK_SENDER,
  },
  envelope_declined: {
    heading: 'This signing request was declined',
    why: 'A signer declined to sign, so it has ended for everyone.',
    next: ASK_SENDER,
  },
  recipient_signed: {
    heading: 'You have already signed',
    why: 'Your signature is recorded. You will receive the signed document by email once everyone has signed.',
    next: ASK_SENDER,
  },
  recipient_declined: {
    heading: 'You declined to sign',
    why: 'You declined this document, so your link no longer opens it.',
    next: ASK_SENDER,
  },
  recipient_delegated: {
    heading: 'You passed this on',
    why: 'You handed signing to someone else, and they have a link of their own.',
    next: ASK_SENDER,
  },
  // Not the link's fault, nor the reader's: the stored file is gone and the operator has been told (its log).
  file_missing: {
    heading: 'This file cannot be found',
    why: 'The link still works, but the file it leads to is missing from storage, so it cannot be shown. Nothing you did caused this, and the people who run this service have been told.',
    next: 'If you need it soon, contact the person who shared it with you.',
  },
};

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
export function closedCard(opts: ClosedPageOptions): SafeHtml {
  const { reason, title, detail, actions } = opts;
  const url = copyable(opts);
  const words = WORDS[reason];
  // The code stays machine-readable (data-reason) but is not shown: people read the words above, not the code.
  return html`<div class="card" data-reason="${reason}">
<span class="badge-icon" aria-hidden="true">${LOCK}</span>
${title && html`<p class="eyebrow">${title}</p>`}
<h1>${words.heading}</h1>
<p>${words.why}</p>
${detail && html`<p>${detail}</p>`}
<p class="muted">${words.next}</p>
${
  url &&
  html`<div class="actions" id="closed-actions" hidden>
<button type="button" class="btn btn-secondary" id="copy-link">Copy link</button>
<p class="status" id="copy-status" role="status"></p>
</div>`
}
${actions}
</div>`;
}

export const closedTitle = (reason: GoneCode, title?: string) =>
  title ? `${WORDS[reason].heading}: ${title}` : WORDS[reason].heading;

export function closedPage(opts: ClosedPageOptions): SafeHtml {
  const url = copyable(opts);
  const { ended } = opts;
  const data: ClosedPageData | undefined =
    url || ended ? { ...(url ? { url } : {}), ...(ended ? { ended } : {}) } : undefined;
  const ignored = ended?.returnUrlIgnored;
  return shell({
    title: closedTitle(opts.reason, opts.title),
    scripts: data ? ['closed.js'] : [],
    data,
    body: html`<main id="main" class="page page-centred"${ignored && html` data-return-url-ignored="${ignored}"`}>
${closedCard(opts)}
</main>`,
  });
}
