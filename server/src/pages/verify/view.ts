// The verify page: choose or drop a PDF, and the page says in words whether it is an executed document of this
// installation, unchanged (with its title, completion time and signers' names), or why not. The page's script
// (packages/web/src/pages/verify.ts) sends the file to POST /public/verify and fills the answer in; without it the
// page says so. Nothing about the file is kept, and the page says that too.
import { MAX_UPLOAD_BYTES } from '../../platform/uploads.js';
import { fileSize, type PageLang } from '../i18n.js';
import { html, raw, shell, type SafeHtml } from '../layout.js';
import type { VerifyPageData } from '../page-data.js';

// A shield with a tick; its colour comes from the stylesheet.
const SHIELD = raw(
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false"><path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"/><path d="m9 12 2 2 4-4"/></svg>',
);

export function verifyPageView(L: PageLang): SafeHtml {
  const data: VerifyPageData = { maxBytes: MAX_UPLOAD_BYTES };
  return shell({
    title: L.t('verify.title'),
    description: L.t('verify.description'),
    lang: L,
    scripts: ['verify.js'],
    data,
    messages: L.client(['verify.js.', 'api.']),
    robots: null,
    body: html`<main id="main" class="page verify-page">
<header class="verify-header">
<span class="badge-icon" aria-hidden="true">${SHIELD}</span>
<p class="eyebrow">${L.t('verify.title')}</p>
<h1>${L.t('verify.heading')}</h1>
<p class="lede">${L.t('verify.lede')}</p>
</header>
<noscript><p class="alert">${L.t('verify.noscript')}</p></noscript>
<section class="card" aria-labelledby="check-heading">
<h2 id="check-heading">${L.t('verify.check')}</h2>
<div class="dropzone verify-drop" id="verify-drop">
<input type="file" id="verify-file" class="file-input" accept="application/pdf,.pdf">
<label for="verify-file" class="btn btn-primary">${L.t('verify.choose')}</label>
<span class="dropzone-hint">${L.t('verify.drop')}</span>
</div>
<p class="small">${L.t('verify.limit', { size: fileSize(MAX_UPLOAD_BYTES, L.locale) })}</p>
<p class="status verify-status" id="verify-status" role="status" aria-live="polite"></p>
</section>
<section class="card verify-result" id="verify-result" aria-labelledby="verdict-heading" hidden>
<p class="verdict-tag" id="verdict-tag"></p>
<h2 id="verdict-heading" tabindex="-1"></h2>
<p id="verdict-summary"></p>
<p class="muted" id="verdict-advice"></p>
<dl class="verify-facts" id="verify-facts"></dl>
</section>
</main>`,
  });
}
