// The signing page (GET /sign/{token}), drawn from the signing session the public operation answers: the envelope
// and who sent it, then the step the signer is at: the access code, the consent disclosure (verbatim), or the
// document with this signer's fields in place (an authored body as HTML from the frozen snapshot; a PDF as page
// frames pdf.js draws into, the fields laid over them). Its script (packages/web/src/pages/sign.ts) does the rest
// through the public operations: the gates, the signature pad, the fields, attachments, finishing and declining.
import { toHtml } from '../../content/to-html.js';
import type { SigningField, SigningSession } from '../../generated/api/types.gen.js';
import { dayWords } from '../../platform/dates.js';
import { asset, escapeHtml, html, raw, shell, type SafeHtml } from '../layout.js';
import { type EndedPageData, fieldLabel, type SignEmbedData, type SignPageData } from '../page-data.js';

/** One of this signer's fields, as the control that fills it (the script keeps its value and words up to date). */
function myField(f: SigningField, index: number, today: string): string {
  const label = escapeHtml(fieldLabel(f));
  const req = f.required ? ' <span class="sign-field-req">required</span>' : '';
  const common = `class="sign-field is-mine" data-field-id="${escapeHtml(f.id)}" data-type="${f.type}" data-index="${index}"`;
  // The order number is drawn by the stylesheet (attr(data-n)): a mark for the eye, not a word of the field's name.
  const num = `<span class="sign-field-num" data-n="${index + 1}" aria-hidden="true"></span>`;
  if (f.type === 'date')
    return `<span ${common} data-done="true">${num}<span class="sign-field-label">${label}</span> <span class="sign-field-value">${escapeHtml(today)}</span></span>`;
  if (f.type === 'checkbox')
    return `<button type="button" role="checkbox" aria-checked="false" ${common}>${num}<span class="sign-field-box" aria-hidden="true"></span><span class="sign-field-label">${label}</span>${req}</button>`;
  const value = typeof f.value === 'string' ? escapeHtml(f.value) : '';
  // The space keeps "required" and the value two words, for the eye and for the accessible name alike.
  return `<button type="button" ${common}>${num}<span class="sign-field-label">${label}</span>${req} <span class="sign-field-value">${value}</span></button>`;
}

function otherField(type: SigningField['type'], label: string | null | undefined): string {
  return `<span class="sign-field is-other"><span class="sign-field-label">${escapeHtml(fieldLabel({ type, label: label ?? null }))}</span> <span class="sign-field-value">another signer</span></span>`;
}

function authoredBody(s: SigningSession, today: string): SafeHtml {
  const mine = new Map((s.fields ?? []).map((f, i) => [f.nodeId ?? f.id, { f, i }]));
  const body = toHtml(s.document!.content!, {
    headingOffset: 1,
    field: (attrs, block) => {
      const m = attrs.id ? mine.get(attrs.id) : undefined;
      const inner = m ? myField(m.f, m.i, today) : otherField(attrs.fieldType, attrs.label);
      return block ? `<p class="sign-field-block">${inner}</p>` : inner;
    },
  });
  return html`<article class="doc-body" id="document" aria-label="The document: ${s.document!.title}">${raw(body)}</article>`;
}

function pdfBody(s: SigningSession, today: string): SafeHtml {
  const fields = s.fields ?? [];
  const pages = Array.from({ length: s.document!.pageCount }, (_, i) => i + 1);
  return html`<div class="pdf-pages" id="document" role="region" aria-label="The document: ${s.document!.title}, ${s.document!.pageCount} ${s.document!.pageCount === 1 ? 'page' : 'pages'}">
<p class="pdf-loading muted" id="pdf-status" role="status">Loading the document…</p>
${pages.map(
  (n) => html`<section class="pdf-page" data-page="${n}" aria-label="Page ${n}">
<canvas class="pdf-canvas" aria-hidden="true"></canvas>
${raw(
  fields
    .map((f, i) => [f, i] as const)
    .filter(([f]) => f.placement?.page === n)
    .map(([f, i]) => myField(f, i, today))
    .join(''),
)}
</section>`,
)}
</div>`;
}

/**
 * Who sent it, as a person reads it: the sender's name, with the address when it is one a reply can reach (a
 * `.invalid` address, the default no-reply of a server without a mail domain, says nothing useful).
 */
export function senderWords(e: { senderName: string; senderEmail: string }): string {
  return /\.invalid$/i.test(e.senderEmail) ? e.senderName : `${e.senderName} (${e.senderEmail})`;
}

function header(s: SigningSession): SafeHtml {
  const e = s.envelope;
  return html`<header class="sign-head">
<p class="eyebrow" dir="auto">From ${senderWords(e)} to ${s.recipient.name}</p>
<h1 dir="auto">${e.title}</h1>
${e.message && html`<blockquote class="sign-message"><p dir="auto">${e.message}</p></blockquote>`}
${e.expiresAt && html`<p class="small">Sign by ${dayWords(e.expiresAt)}.</p>`}
</header>`;
}

function accessCodeStep(s: SigningSession): SafeHtml {
  const st = s.accessCodeStatus;
  const locked = st?.lockedUntil ? new Date(st.lockedUntil) : null;
  return html`<section class="card sign-step" aria-labelledby="step-title">
<h2 id="step-title">Enter your access code</h2>
<p>${s.envelope.senderName} protected this document with an access code, which they gave you separately (not in the email).</p>
<form id="access-form" novalidate>
<div class="field">
<label for="access-code">Access code</label>
<input id="access-code" name="code" type="text" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" required maxlength="40" aria-describedby="access-hint access-error">
<p class="hint" id="access-hint">${locked ? `Too many wrong codes: you can try again after ${locked.toISOString().slice(11, 16)} UTC.` : `${st?.attemptsLeft ?? 5} tries before the link locks for 15 minutes.`}</p>
<p class="field-error" id="access-error" role="alert"></p>
</div>
<div class="actions"><button type="submit" class="btn btn-primary" id="access-submit">Continue</button></div>
</form>
</section>`;
}

function consentStep(s: SigningSession): SafeHtml {
  const paragraphs = s.disclosure.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const withdrawn = Boolean(s.consent?.withdrawnAt);
  return html`<section class="card sign-step" aria-labelledby="step-title">
<h2 id="step-title">Agree to sign electronically</h2>
${withdrawn && html`<p class="alert">You withdrew your consent. To sign, read the disclosure and agree again.</p>`}
<div class="disclosure" id="disclosure" role="region" aria-label="Electronic record and signature disclosure" tabindex="0">
${paragraphs.map((p) => html`<p>${p}</p>`)}
</div>
<form id="consent-form" novalidate>
<label class="choice"><input type="checkbox" id="consent-check" name="accepted" required aria-describedby="consent-error"> I have read the disclosure above and agree to sign electronically</label>
<p class="field-error" id="consent-error" role="alert"></p>
<div class="actions">
<button type="submit" class="btn btn-primary" id="consent-submit">Continue</button>
${s.recipient.role === 'signer' && html`<button type="button" class="btn btn-secondary" data-open="decline-dialog">Decline to sign</button>`}
</div>
</form>
</section>`;
}

function documentStep(s: SigningSession, token: string, today: string): SafeHtml {
  const signer = s.recipient.role === 'signer';
  const fields = s.fields ?? [];
  return html`${
    signer &&
    html`<div class="sign-guide" id="guide" role="region" aria-label="Your fields">
<p class="sign-guide-status" id="guide-status" role="status" aria-live="polite">${fields.length} ${fields.length === 1 ? 'field' : 'fields'} for you to complete</p>
${s.document!.kind === 'pdf' && html`<button type="button" class="btn btn-secondary" id="zoom-out" hidden>Whole page</button>`}
<div class="sign-guide-actions">
<button type="button" class="btn btn-secondary" id="next-field">Next field</button>
<button type="button" class="btn btn-primary" id="finish">Finish signing</button>
</div>
</div>`
  }
${!signer && html`<p class="alert alert-info">You receive a copy of this document. There is nothing for you to sign.</p>`}
<p class="field-error" id="finish-error" role="alert"></p>
<p class="small muted" id="storage-note" hidden>This browser does not let this page keep what you fill in: if you reload it, fill it in again.</p>
${s.document!.kind === 'pdf' ? pdfBody(s, today) : authoredBody(s, today)}
<div class="actions sign-foot">
<a class="btn btn-secondary" href="/api/v1/public/signing/${token}/document.pdf" target="_blank" rel="noopener">Open the PDF</a>
${signer && html`<button type="button" class="btn btn-secondary" data-open="decline-dialog">Decline to sign</button>`}
<button type="button" class="btn btn-secondary" id="withdraw-consent">Withdraw consent</button>
</div>
<p class="small">Document fingerprint (SHA-256): <span class="reference">${s.document!.contentHash}</span></p>
${signer && dialogs()}`;
}

function declineDialog(): SafeHtml {
  return html`<dialog id="decline-dialog" class="dialog" aria-labelledby="decline-title">
<form id="decline-form" method="dialog" novalidate>
<h2 id="decline-title">Decline to sign</h2>
<p>Declining ends this signing request for everyone. The sender and the other recipients are told, with your reason.</p>
<div class="field">
<label for="decline-reason">Your reason</label>
<textarea id="decline-reason" rows="4" maxlength="500" required aria-describedby="decline-error" dir="auto"></textarea>
<p class="field-error" id="decline-error" role="alert"></p>
</div>
<div class="actions">
<button type="submit" class="btn btn-danger" id="decline-submit">Decline</button>
<button type="button" class="btn btn-secondary" data-close>Cancel</button>
</div>
</form>
</dialog>`;
}

function dialogs(): SafeHtml {
  return html`<dialog id="signature-dialog" class="dialog" aria-labelledby="signature-title">
<form id="signature-form" method="dialog" novalidate>
<h2 id="signature-title">Your signature</h2>
<fieldset class="segmented">
<legend class="visually-hidden">How to sign</legend>
<label><input type="radio" name="sig-mode" value="draw" checked> Draw</label>
<label><input type="radio" name="sig-mode" value="type"> Type</label>
</fieldset>
<div id="sig-draw" class="sig-draw">
<p class="hint" id="sig-pad-hint">Draw your signature in the box with a mouse, a finger or a pen.</p>
<canvas id="sig-canvas" class="sig-canvas" role="img" aria-label="Signature pad" aria-describedby="sig-pad-hint"></canvas>
<button type="button" class="btn btn-secondary btn-small" id="sig-clear">Clear</button>
</div>
<div id="sig-type" class="field" hidden>
<label for="sig-text">Type your full name</label>
<input id="sig-text" type="text" autocomplete="name" maxlength="200" dir="auto">
<p class="sig-preview" id="sig-preview" aria-hidden="true" dir="auto"></p>
</div>
<p class="field-error" id="sig-error" role="alert"></p>
<div class="actions">
<button type="submit" class="btn btn-primary" id="sig-adopt">Adopt signature</button>
<button type="button" class="btn btn-secondary" data-close>Cancel</button>
</div>
</form>
</dialog>
<dialog id="text-dialog" class="dialog" aria-labelledby="text-title">
<form id="text-form" method="dialog" novalidate>
<h2 id="text-title">Fill in</h2>
<div class="field">
<label for="text-input" id="text-label">Value</label>
<input id="text-input" type="text" aria-describedby="text-error" dir="auto">
<p class="field-error" id="text-error" role="alert"></p>
</div>
<div class="actions">
<button type="submit" class="btn btn-primary">Done</button>
<button type="button" class="btn btn-secondary" data-close>Cancel</button>
</div>
</form>
</dialog>
<dialog id="attach-dialog" class="dialog" aria-labelledby="attach-title">
<form id="attach-form" method="dialog" novalidate>
<h2 id="attach-title">Attach a file</h2>
<div class="field">
<label for="attach-input" id="attach-label">File</label>
<input id="attach-input" type="file" aria-describedby="attach-hint attach-error">
<p class="hint" id="attach-hint">Any type of file, up to 25 MB. Choosing another file replaces it.</p>
</div>
<div class="field" id="attach-progress-row" hidden>
<label for="attach-progress">Upload progress</label>
<progress id="attach-progress" max="100" value="0"></progress>
</div>
<p class="status" id="attach-status" role="status"></p>
<p class="field-error" id="attach-error" role="alert"></p>
<div class="actions">
<button type="submit" class="btn btn-primary" id="attach-upload">Upload</button>
<button type="button" class="btn btn-secondary" data-close>Close</button>
</div>
</form>
</dialog>
${declineDialog()}`;
}

/** Why the link's returnUrl was ignored, on the page's <main> for a developer to read (spec: the Public tag). */
export const ignoredAttr = (why: string | undefined) => why && html` data-return-url-ignored="${why}"`;

export function signPage(s: SigningSession, token: string, embed: SignEmbedData): SafeHtml {
  const step = s.pending[0] ?? 'document';
  const today = dayWords();
  const data: SignPageData = {
    token,
    step,
    disclosureVersion: s.disclosure.version,
    recipientName: s.recipient.name,
    role: s.recipient.role,
    kind: s.document?.kind ?? null,
    pageCount: s.document?.pageCount ?? 0,
    fields: s.fields ?? [],
    pdfWorker: asset('pdf.worker.js'),
    today,
    embed,
  };
  return shell({
    title: `Sign: ${s.envelope.title}`,
    scripts: ['sign.js'],
    data,
    body: html`<a class="skip-link" href="#main">Skip to the document</a>
<main id="main" class="page page-wide sign" data-step="${step}"${ignoredAttr(embed.returnUrlIgnored)}>
${header(s)}
<noscript><p class="alert">This page needs JavaScript to sign. Turn it on, or use a browser that has it.</p></noscript>
<div id="sign-body">
${step === 'accessCode' ? accessCodeStep(s) : step === 'consent' ? consentStep(s) : documentStep(s, token, today)}
</div>
<section class="card sign-done" id="done" tabindex="-1" hidden aria-labelledby="done-title">
<h2 id="done-title"></h2>
<p id="done-text"></p>
<div class="sign-copy" id="done-copy" hidden>
<h3>Your signed copy</h3>
<p id="copy-status" role="status"></p>
<div class="actions"><a class="btn btn-primary" id="copy-download" href="/api/v1/public/signing/${token}/executed.pdf" download hidden>Download the signed PDF</a></div>
</div>
<div id="done-next-block" hidden>
<h3>What happens next</h3>
<ul class="done-next" id="done-next"></ul>
</div>
</section>
${step === 'consent' && s.recipient.role === 'signer' && declineDialog()}
</main>`,
  });
}

/** The page for a signer whose turn has not come (409 not_your_turn); embedded, it tells its host so. */
export function notYourTurnPage(title: string, ended?: EndedPageData): SafeHtml {
  return shell({
    title: `Not your turn yet: ${title}`,
    scripts: ended ? ['closed.js'] : [],
    data: ended ? { ended } : undefined,
    body: html`<main id="main" class="page page-centred"${ignoredAttr(ended?.returnUrlIgnored)}>
<div class="card">
<p class="eyebrow">${title}</p>
<h1>It is not your turn to sign yet</h1>
<p>This document is signed in order, and the people before you have not all signed.</p>
<p class="muted">You will get an email with your link when it is your turn. Nothing needs doing until then.</p>
</div>
</main>`,
  });
}
