// The upload page of a file request: the request, what it asks for (required or optional, already sent or not), the
// address fields the open page asks for, and per item a drop zone with a labelled file input. The page's script
// (packages/web/src/pages/upload.ts) sends each file with its own progress bar and confirms its arrival; without
// it the page says so. A closed or withdrawn link is the closed page (pages/closed), drawn by the pages' errors.
import type { UploadPage } from '../../generated/api/types.gen.js';
import { fileSize, type PageLang } from '../i18n.js';
import { escapeHtml, html, raw, shell, type SafeHtml } from '../layout.js';
import type { UploadPageData } from '../page-data.js';

export interface UploadPageView {
  lang: PageLang;
  slug: string;
  /** The assignee's token, for the script to send as x-request-token; absent on the open page. */
  token?: string;
  page: UploadPage;
}

const dates = new Map<string, Intl.DateTimeFormat>();
/** A moment in the page's language, in UTC ("3 March 2026 at 14:05 UTC" in English). */
function moment(L: PageLang, at: string): string {
  const locale = L.locale === 'en' || L.locale === 'en-XA' ? 'en-GB' : L.locale;
  let f = dates.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    dates.set(locale, f);
  }
  return f.format(new Date(at));
}

const UPLOAD_ICON = raw(
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false"><path d="M12 16V4"/><path d="m7 9 5-5 5 5"/><path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"/></svg>',
);

type Receipt = UploadPage['uploads'][number];

/** A sentence with a marked-up part (`{who}`), the sentence escaped and the part inserted as it is. */
const withPart = (L: PageLang, key: string, name: string, part: SafeHtml) =>
  raw(escapeHtml(L.t(key, { [name]: '\u0000' })).replace('\u0000', part.toString()));

/** A file sent earlier, in its item's list as the page's script draws one that has just arrived (without the bar). */
function sentRow(L: PageLang, u: Receipt): SafeHtml {
  return html`<li class="upload-row is-done is-earlier" data-upload="${u.id}">
<div class="upload-row-head"><span class="file-name">${u.filename}</span><span class="small">${fileSize(u.byteSize, L.locale, false)}</span></div>
<p class="upload-status small">${L.t('upload.receivedAt', { date: moment(L, u.uploadedAt), hash: u.sha256.slice(0, 12) })}</p>
</li>`;
}

function dropZone(L: PageLang, id: string, forWhat: string, sent: Receipt[]): SafeHtml {
  const received = sent.length > 0;
  const input = `file-${id}`;
  return html`<div class="dropzone" data-item="${id}">
<span class="dropzone-icon" aria-hidden="true">${UPLOAD_ICON}</span>
<input type="file" id="${input}" class="file-input" multiple data-item="${id}">
<label for="${input}" class="btn btn-secondary">${received ? L.t('upload.addMore') : L.t('upload.choose')}<span class="visually-hidden"> ${L.t('upload.for', { what: forWhat })}</span></label>
<span class="dropzone-hint">${L.t('upload.drop')}</span>
</div>
<ul class="upload-list" id="uploads-${id}" aria-label="${L.t('upload.sentFor', { what: forWhat })}">${sent.map((u) => sentRow(L, u))}</ul>`;
}

export function uploadPageView({ lang: L, slug, token, page }: UploadPageView): SafeHtml {
  const sent = new Set(page.uploads.map((u) => u.itemId).filter((id): id is string => id !== null));
  const sentFor = (itemId: string) => page.uploads.filter((u) => u.itemId === itemId);
  // Files sent without an item, on a request that lists items, have no item to sit under: listed on their own.
  const loose = page.items.length ? page.uploads.filter((u) => u.itemId === null) : [];
  const required = page.items.filter((i) => i.required).length;
  const data: UploadPageData = {
    slug,
    token: token ?? null,
    askEmail: page.askEmail,
    maxBytes: page.maxBytes,
    items: page.items.length
      ? page.items.map((i) => ({ id: i.id, name: i.name }))
      : [{ id: 'any', name: L.t('upload.js.thisRequest') }],
  };
  // The requester's words keep their own direction inside a right-to-left page.
  const own = L.dir === 'rtl' ? raw(' dir="auto"') : '';
  const who = page.assignee
    ? html`<strong${own}>${page.assignee.name ?? page.assignee.email}</strong>${page.assignee.name && (L.dir === 'rtl' ? html` <span dir="ltr">(${page.assignee.email})</span>` : html` (${page.assignee.email})`)}`
    : undefined;
  return shell({
    title: L.t('upload.title', { title: page.title }),
    lang: L,
    scripts: ['upload.js'],
    data,
    messages: L.client(['upload.js.', 'api.']),
    body: html`<a class="skip-link" href="#items">${L.t('upload.skip')}</a>
<main id="main" class="page upload-page">
<header class="upload-header">
<p class="eyebrow">${L.t('upload.eyebrow')}</p>
<h1${own}>${page.title}</h1>
${page.description && html`<p class="lede"${own}>${page.description}</p>`}
<p class="upload-meta">
${page.dueAt && html`<span class="tag">${L.t('upload.due', { date: moment(L, page.dueAt) })}</span>`}
${page.items.length > 0 && html`<span class="tag">${L.t('upload.counts', { required, optional: page.items.length - required })}</span>`}
<span class="tag">${L.t('upload.limit', { size: fileSize(page.maxBytes, L.locale) })}</span>
</p>
${who && html`<p class="muted" id="uploading-as">${withPart(L, 'upload.as', 'who', who)}</p>`}
${page.assignee?.completedAt && html`<p class="notice notice-success" id="completed">${L.t('upload.completed')}</p>`}
</header>
<noscript><p class="alert">${L.t('upload.noscript')}</p></noscript>
${
  !page.assignee &&
  html`<section class="card upload-who" aria-labelledby="who-heading">
<h2 id="who-heading">${L.t('upload.who')}</h2>
<div class="field">
<label for="uploader-email">${L.t('upload.email')}${page.askEmail ? '' : html` <span class="optional">${L.t('upload.optional')}</span>`}</label>
<input type="email" id="uploader-email" name="email" autocomplete="email" maxlength="254" ${page.askEmail ? 'required' : ''} aria-describedby="uploader-email-error">
<p class="field-error" id="uploader-email-error" hidden></p>
</div>
<div class="field">
<label for="uploader-name">${L.t('upload.name')} <span class="optional">${L.t('upload.optional')}</span></label>
<input type="text" id="uploader-name" name="name" autocomplete="name" maxlength="200">
</div>
</section>`
}
<section id="items" aria-labelledby="items-heading">
<h2 id="items-heading">${page.items.length ? L.t('upload.asked') : L.t('upload.yourFiles')}</h2>
<ol class="item-list">
${
  page.items.length
    ? page.items.map(
        (i) => html`<li class="card item${sent.has(i.id) ? ' is-received' : ''}" id="item-${i.id}">
<div class="item-head">
<h3 class="item-name"${own}>${i.name}</h3>
<span class="${i.required ? 'tag tag-required' : 'tag'}">${i.required ? L.t('upload.required') : L.t('upload.optionalTag')}</span>
<span class="tag tag-success item-received" ${sent.has(i.id) ? '' : 'hidden'}>${L.t('upload.received')}</span>
</div>
${i.description && html`<p class="muted item-description"${own}>${i.description}</p>`}
${dropZone(L, i.id, i.name, sentFor(i.id))}
</li>`,
      )
    : html`<li class="card item" id="item-any">
<p class="muted">${L.t('upload.anyFiles')}</p>
${dropZone(L, 'any', L.t('upload.js.thisRequest'), page.uploads)}
</li>`
}
</ol>
</section>
${
  loose.length > 0 &&
  html`<section class="card" aria-labelledby="sent-heading">
<h2 id="sent-heading">${L.t('upload.alsoSent')}</h2>
<ul class="upload-list">${loose.map((u) => sentRow(L, u))}</ul>
</section>`
}
<p class="muted small" id="wrong-file">${L.t('upload.wrongFile')}</p>
<p class="visually-hidden" id="announcer" role="status" aria-live="polite"></p>
</main>`,
  });
}
