// The upload page of a file request: the request, what it asks for (required or optional, already sent or not), the
// address fields the open page asks for, and per item a drop zone with a labelled file input. The page's script
// (packages/web/src/pages/upload.ts) sends each file with its own progress bar and confirms its arrival; without
// it the page says so. A closed or withdrawn link is the closed page (pages/closed), drawn by the pages' errors.
import type { UploadPage } from '../../generated/api/types.gen.js';
import { html, raw, shell, type SafeHtml } from '../layout.js';
import type { UploadPageData } from '../page-data.js';

export interface UploadPageView {
  slug: string;
  /** The assignee's token, for the script to send as x-request-token; absent on the open page. */
  token?: string;
  page: UploadPage;
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

const UPLOAD_ICON = raw(
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false"><path d="M12 16V4"/><path d="m7 9 5-5 5 5"/><path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"/></svg>',
);

type Receipt = UploadPage['uploads'][number];

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1048576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

/** A file sent earlier, in its item's list as the page's script draws one that has just arrived (without the bar). */
function sentRow(u: Receipt): SafeHtml {
  return html`<li class="upload-row is-done is-earlier" data-upload="${u.id}">
<div class="upload-row-head"><span class="file-name">${u.filename}</span><span class="small">${size(u.byteSize)}</span></div>
<p class="upload-status small">Received ${DATE.format(new Date(u.uploadedAt))} · SHA-256 ${u.sha256.slice(0, 12)}…</p>
</li>`;
}

function dropZone(id: string, forWhat: string, sent: Receipt[]): SafeHtml {
  const received = sent.length > 0;
  const input = `file-${id}`;
  return html`<div class="dropzone" data-item="${id}">
<span class="dropzone-icon" aria-hidden="true">${UPLOAD_ICON}</span>
<input type="file" id="${input}" class="file-input" multiple data-item="${id}">
<label for="${input}" class="btn btn-secondary">${received ? 'Add more files' : 'Choose files'}<span class="visually-hidden"> for ${forWhat}</span></label>
<span class="dropzone-hint">or drop them here</span>
</div>
<ul class="upload-list" id="uploads-${id}" aria-label="Files sent for ${forWhat}">${sent.map(sentRow)}</ul>`;
}

export function uploadPageView({ slug, token, page }: UploadPageView): SafeHtml {
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
      : [{ id: 'any', name: 'this request' }],
  };
  const mb = Math.round(page.maxBytes / 1048576);
  return shell({
    title: `Upload files: ${page.title}`,
    scripts: ['upload.js'],
    data,
    body: html`<a class="skip-link" href="#items">Skip to the files asked for</a>
<main id="main" class="page upload-page">
<header class="upload-header">
<p class="eyebrow">File request</p>
<h1>${page.title}</h1>
${page.description && html`<p class="lede">${page.description}</p>`}
<p class="upload-meta">
${page.dueAt && html`<span class="tag">Due ${DATE.format(new Date(page.dueAt))}</span>`}
${page.items.length > 0 && html`<span class="tag">${required} required, ${page.items.length - required} optional</span>`}
<span class="tag">Up to ${mb} MB per file</span>
</p>
${page.assignee && html`<p class="muted" id="uploading-as">Uploading as <strong>${page.assignee.name ?? page.assignee.email}</strong>${page.assignee.name && html` (${page.assignee.email})`}</p>`}
${page.assignee?.completedAt && html`<p class="notice notice-success" id="completed">You have sent everything that is required. You can still add files.</p>`}
</header>
<noscript><p class="alert">This page needs JavaScript to send files. Turn it on, or open the link in another browser.</p></noscript>
${
  !page.assignee &&
  html`<section class="card upload-who" aria-labelledby="who-heading">
<h2 id="who-heading">Who is sending</h2>
<div class="field">
<label for="uploader-email">Your email address${page.askEmail ? '' : html` <span class="optional">(optional)</span>`}</label>
<input type="email" id="uploader-email" name="email" autocomplete="email" maxlength="254" ${page.askEmail ? 'required' : ''} aria-describedby="uploader-email-error">
<p class="field-error" id="uploader-email-error" hidden></p>
</div>
<div class="field">
<label for="uploader-name">Your name <span class="optional">(optional)</span></label>
<input type="text" id="uploader-name" name="name" autocomplete="name" maxlength="200">
</div>
</section>`
}
<section id="items" aria-labelledby="items-heading">
<h2 id="items-heading">${page.items.length ? 'What is asked for' : 'Your files'}</h2>
<ol class="item-list">
${
  page.items.length
    ? page.items.map(
        (i) => html`<li class="card item${sent.has(i.id) ? ' is-received' : ''}" id="item-${i.id}">
<div class="item-head">
<h3 class="item-name">${i.name}</h3>
<span class="${i.required ? 'tag tag-required' : 'tag'}">${i.required ? 'Required' : 'Optional'}</span>
<span class="tag tag-success item-received" ${sent.has(i.id) ? '' : 'hidden'}>Received</span>
</div>
${i.description && html`<p class="muted item-description">${i.description}</p>`}
${dropZone(i.id, i.name, sentFor(i.id))}
</li>`,
      )
    : html`<li class="card item" id="item-any">
<p class="muted">Send any files you have for this request.</p>
${dropZone('any', 'this request', page.uploads)}
</li>`
}
</ol>
</section>
${
  loose.length > 0 &&
  html`<section class="card" aria-labelledby="sent-heading">
<h2 id="sent-heading">Also sent</h2>
<ul class="upload-list">${loose.map(sentRow)}</ul>
</section>`
}
<p class="muted small" id="wrong-file">Sent a wrong file? Send the right one, and tell the person who asked: a file sent stays with them (it may already be filed or read), so this page cannot take it back.</p>
<p class="visually-hidden" id="announcer" role="status" aria-live="polite"></p>
</main>`,
  });
}
