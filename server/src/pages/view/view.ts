// The viewer page (GET /v/{slug}): the link's title, the card tags a link preview reads, and the frame the page's
// script (packages/web/src/pages/view.ts) fills through the public visit operations: one form per gate (drawn
// here, hidden until the visit asks for it; the terms and capture questions filled from the visit's state), then
// the reader: a room's tree, the document as sections or PDF pages, the watermark, downloads.
import { closedCard, closedTitle } from '../closed/view.js';
import type { PageLang } from '../i18n.js';
import { asset, dialog, escapeHtml, html, raw, shell, type OpenGraph, type SafeHtml } from '../layout.js';
import type { ViewPageData } from '../page-data.js';

export interface ViewPageOptions {
  lang: PageLang;
  data: ViewPageData;
  /** Left out on the closed page. */
  og?: OpenGraph;
  /** `ogFaviconUrl`, when the owner set one. */
  favicon?: string;
  /** null when the owner made the link public (it may then be indexed). */
  robots: string | null;
}

/** A gate's form, hidden until the script shows it: its heading, then what it asks (the script finds it by name). */
function gate(name: string, title: string, body: SafeHtml): SafeHtml {
  return html`<form class="card gate" id="gate-${name}" data-gate="${name}" hidden novalidate aria-labelledby="gate-${name}-title">
<h2 id="gate-${name}-title">${title}</h2>
${body}
</form>`;
}

/** A gate's one action: its submit button. */
const submitRow = (label: string) =>
  html`<div class="actions"><button type="submit" class="btn btn-primary">${label}</button></div>`;

// type="text" with inputmode="email": a browser's type="email" refuses an address in another script
// (zoë@fund.example); the page's script checks it with the server's own rule (platform/idn-email.ts).
function emailGate(L: PageLang): SafeHtml {
  return gate(
    'email',
    L.t('view.email.title'),
    html`<p>${L.t('view.email.intro')}</p>
<div class="field">
<label for="gate-email-input">${L.t('view.email.label')}</label>
<input id="gate-email-input" name="email" type="text" autocomplete="email" inputmode="email" spellcheck="false" required maxlength="254" aria-describedby="gate-email-error">
<p class="field-error" id="gate-email-error" role="alert"></p>
</div>
${submitRow(L.t('sign.continue'))}`,
  );
}

function verificationGate(L: PageLang): SafeHtml {
  return gate(
    'verification',
    L.t('view.verify.title'),
    html`<p>${raw(escapeHtml(L.t('view.verify.intro', { address: '\u0000' })).replace('\u0000', '<strong id="gate-verification-to" dir="auto"></strong>'))}</p>
<div class="field">
<label for="gate-verification-input">${L.t('view.verify.label')}</label>
<input id="gate-verification-input" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" spellcheck="false" required aria-describedby="gate-verification-hint gate-verification-error">
<p class="hint" id="gate-verification-hint"></p>
<p class="field-error" id="gate-verification-error" role="alert"></p>
</div>
<div class="actions">
<button type="submit" class="btn btn-primary">${L.t('sign.continue')}</button>
<button type="button" class="btn btn-secondary" id="gate-verification-resend">${L.t('view.verify.resend')}</button>
<button type="button" class="btn btn-link" id="gate-verification-change">${L.t('view.verify.change')}</button>
</div>
<p class="status" id="gate-verification-status" role="status"></p>`,
  );
}

function passwordGate(L: PageLang): SafeHtml {
  return gate(
    'password',
    L.t('view.password.title'),
    html`<p>${L.t('view.password.intro')}</p>
<div class="field">
<label for="gate-password-input">${L.t('view.password.label')}</label>
<input id="gate-password-input" name="password" type="password" autocomplete="current-password" required maxlength="128" aria-describedby="gate-password-error">
<p class="field-error" id="gate-password-error" role="alert"></p>
</div>
${submitRow(L.t('sign.continue'))}`,
  );
}

function ndaGate(L: PageLang): SafeHtml {
  return gate(
    'nda',
    L.t('view.js.gate.nda'),
    html`<p id="gate-nda-intro">${L.t('view.nda.intro')}</p>
<div class="disclosure nda-text" id="gate-nda-text" role="region" aria-labelledby="gate-nda-title" tabindex="0"></div>
<div class="field" id="gate-nda-name-field" hidden>
<label for="gate-nda-name">${L.t('view.nda.name')}</label>
<input id="gate-nda-name" name="ndaName" type="text" autocomplete="name" maxlength="200" aria-describedby="gate-nda-name-hint gate-nda-name-error" dir="auto">
<p class="hint" id="gate-nda-name-hint">${L.t('view.nda.nameHint')}</p>
<p class="field-error" id="gate-nda-name-error" role="alert"></p>
</div>
<label class="choice"><input type="checkbox" id="gate-nda-accept" name="ndaAccepted" required aria-describedby="gate-nda-error"> ${L.t('view.nda.accept')}</label>
<p class="field-error" id="gate-nda-error" role="alert"></p>
${submitRow(L.t('view.nda.submit'))}`,
  );
}

function captureGate(L: PageLang): SafeHtml {
  return gate(
    'capture',
    L.t('view.capture.title'),
    html`<p>${L.t('view.capture.intro')}</p>
<div id="gate-capture-fields"></div>
<p class="field-error" id="gate-capture-error" role="alert"></p>
${submitRow(L.t('sign.continue'))}`,
  );
}

function reader(L: PageLang, kind: ViewPageData['kind']): SafeHtml {
  return html`<div class="reader" id="reader" hidden>
<div class="reader-bar" id="reader-bar" role="region" aria-label="${L.t('view.tools')}"${kind === 'room' ? '' : ' hidden'}>
<p class="reader-doc" id="reader-doc"${kind === 'room' ? '' : ' hidden'}></p>
<div class="reader-where" id="reader-where" hidden>
<label class="visually-hidden" for="reader-jump">${L.t('view.goTo')}</label>
<select class="reader-jump" id="reader-jump"></select>
<span class="reader-count" id="reader-count"></span>
<button type="button" class="btn btn-secondary btn-small" id="reader-prev" hidden>${L.t('view.previous')}<span class="visually-hidden"> ${L.t('view.page')}</span></button>
<button type="button" class="btn btn-secondary btn-small" id="reader-next" hidden>${L.t('view.next')}<span class="visually-hidden"> ${L.t('view.page')}</span></button>
</div>
<div class="reader-actions">
<a class="btn btn-secondary btn-small" id="download" href="#" hidden download>${L.t('view.download')}</a>
${kind === 'room' && html`<button type="button" class="btn btn-secondary btn-small" id="bulk-download" hidden>${L.t('view.downloadAll')}</button>`}
</div>
</div>
<div class="reader-layout${kind === 'room' ? ' has-tree' : ''}">
${kind === 'room' && html`<nav class="room-tree" id="room-tree" aria-label="${L.t('view.roomDocs')}"></nav>`}
<div class="reader-doc-area">
<p class="status" id="doc-status" role="status"></p>
<p class="small muted" id="storage-note" hidden>${L.t('view.storageNote')}</p>
<nav class="doc-contents" id="doc-contents" aria-label="${L.t('view.contents')}" hidden></nav>
<article class="view-doc" id="doc" tabindex="-1"></article>
</div>
</div>
</div>
${kind === 'room' && bulkDialog(L)}`;
}

function bulkDialog(L: PageLang): SafeHtml {
  return dialog({
    id: 'bulk',
    title: L.t('view.downloadAll'),
    body: html`<p id="bulk-intro">${L.t('view.bulk.intro')}</p>
<div class="field">
<label for="bulk-code">${L.t('view.bulk.label')}</label>
<input id="bulk-code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" aria-describedby="bulk-error">
<p class="field-error" id="bulk-error" role="alert"></p>
</div>`,
    submit: { label: L.t('view.download'), id: 'bulk-submit' },
    close: L.t('common.cancel'),
  });
}

/** What the viewer's script words itself with (of the reader's tools, the questions panel; the others keep English). */
const VIEW_SCRIPT = ['view.js.', 'api.', 'closed.js.', 'common.'];

export function viewPage({ lang: L, data, og, favicon, robots }: ViewPageOptions): SafeHtml {
  return shell({
    title: data.closed ? closedTitle(L, data.closed, data.title) : data.title,
    lang: L,
    robots,
    description: og?.description,
    og,
    favicon,
    scripts: ['view.js'],
    data,
    messages: L.client(VIEW_SCRIPT),
    body: html`<a class="skip-link" href="#main">${L.t('page.skip.main')}</a>
<main id="main" class="page page-wide view" data-kind="${data.kind}">
${data.closed && html`<div class="view-closed" id="view-closed">${closedCard(L, { reason: data.closed, title: data.title })}</div>`}
<header class="view-head"${data.closed ? ' hidden' : ''}>
<p class="eyebrow">${data.kind === 'room' ? L.t('view.eyebrow.room') : L.t('view.eyebrow.document')}</p>
<h1 id="view-title" dir="auto">${data.title}</h1>
</header>
<noscript><p class="alert">${L.t('view.noscript')}</p></noscript>
<p class="status" id="view-status" role="status">${data.closed ? '' : L.t('view.opening')}</p>
<p class="alert" id="view-error" role="alert" hidden></p>
<div class="gates" id="gates">
${emailGate(L)}
${verificationGate(L)}
${passwordGate(L)}
${ndaGate(L)}
${captureGate(L)}
</div>
${reader(L, data.kind)}
</main>
<div class="shield" id="shield" hidden><p>${L.t('view.shield')}</p></div>`,
  });
}

export const viewData = (
  slug: string,
  title: string,
  kind: ViewPageData['kind'],
  origins: string[],
  closed?: 'link_view_limit',
): ViewPageData => ({
  slug,
  title,
  kind,
  pdfWorker: asset('pdf.worker.js'),
  embed: { origins },
  ...(closed ? { closed } : {}),
});
