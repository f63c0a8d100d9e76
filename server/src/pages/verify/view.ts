// The verify page: choose or drop a PDF, and the page says in words whether it is an executed document of this
// installation, unchanged (with its title, completion time and signers' names), or why not. The page's script
// (packages/web/src/pages/verify.ts) sends the file to POST /public/verify and fills the answer in; without it the
// page says so. Nothing about the file is kept, and the page says that too.
import { MAX_UPLOAD_BYTES } from '../../platform/uploads.js';
import { html, raw, shell, type SafeHtml } from '../layout.js';
import type { VerifyPageData } from '../page-data.js';

// A shield with a tick; its colour comes from the stylesheet.
const SHIELD = raw(
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false"><path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"/><path d="m9 12 2 2 4-4"/></svg>',
);

export function verifyPageView(): SafeHtml {
  const data: VerifyPageData = { maxBytes: MAX_UPLOAD_BYTES };
  const mb = Math.round(MAX_UPLOAD_BYTES / 1048576);
  return shell({
    title: 'Verify a signed PDF',
    description: 'Check whether a signed PDF is an executed document of this service, unchanged since it was sealed.',
    scripts: ['verify.js'],
    data,
    robots: null,
    body: html`<main id="main" class="page verify-page">
<header class="verify-header">
<span class="badge-icon" aria-hidden="true">${SHIELD}</span>
<p class="eyebrow">Verify a signed PDF</p>
<h1>Is this signed document genuine?</h1>
<p class="lede">Choose the PDF you received once everyone had signed. This page tells you whether it was signed through this service, and whether anything in it has changed since it was sealed.</p>
</header>
<noscript><p class="alert">This page needs JavaScript to check a file. Turn it on, or open the page in another browser.</p></noscript>
<section class="card" aria-labelledby="check-heading">
<h2 id="check-heading">Check a PDF</h2>
<div class="dropzone verify-drop" id="verify-drop">
<input type="file" id="verify-file" class="file-input" accept="application/pdf,.pdf">
<label for="verify-file" class="btn btn-primary">Choose a PDF</label>
<span class="dropzone-hint">or drop it here</span>
</div>
<p class="small">One PDF, up to ${mb} MB. It is checked and then forgotten: nothing of it is kept.</p>
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
