// The signing page (GET /sign/{token}), drawn from the signing session the public operation answers: the envelope
// and who sent it, then the step the signer is at: the access code, the consent disclosure (verbatim), or the
// document with this signer's fields in place (an authored body as HTML from the frozen snapshot; a PDF as page
// frames pdf.js draws into, the fields laid over them). Its script (packages/web/src/pages/sign.ts) does the rest
// through the public operations: the gates, the signature pad, the fields, attachments, finishing and declining.
import { toHtml } from '../../content/to-html.js';
import type { SigningField, SigningSession } from '../../generated/api/types.gen.js';
import { fileSize, type PageLang } from '../i18n.js';
import { direction } from '../../platform/i18n/locales.js';
import { isolate as fsi } from '../../platform/i18n/isolate.js';
import { asset, dialog, escapeHtml, html, raw, shell, type SafeHtml } from '../layout.js';
import { type EndedPageData, fieldLabel, type SignEmbedData, type SignPageData } from '../page-data.js';

/** One of this signer's fields, as the control that fills it (the script keeps its value and words up to date). */
function myField(L: PageLang, f: SigningField, index: number, today: string): string {
  const label = escapeHtml(fieldLabel(f, (type) => L.t(`field.${type}`)));
  const req = f.required ? ` <span class="sign-field-req">${escapeHtml(L.t('sign.field.required'))}</span>` : '';
  // A field speaks the page's language, in a document that keeps its own direction: it takes the page's.
  const common = `${dirOf(L)}class="sign-field is-mine" data-field-id="${escapeHtml(f.id)}" data-type="${f.type}" data-index="${index}"`;
  // The order number is drawn by the stylesheet (attr(data-n)): a mark for the eye, not a word of the field's name.
  const num = `<span class="sign-field-num" data-n="${index + 1}" aria-hidden="true"></span>`;
  if (f.type === 'date')
    return `<span ${common} data-done="true">${num}<span class="sign-field-label">${label}</span> <span class="sign-field-value">${escapeHtml(today)}</span></span>`;
  if (f.type === 'checkbox')
    return `<button type="button" role="checkbox" aria-checked="false" ${common}>${num}<span class="sign-field-box" aria-hidden="true"></span><span class="sign-field-label">${label}</span>${req}</button>`;
  const value = typeof f.value === 'string' ? escapeHtml(f.value) : '';
  // The space keeps "required" and the value two words, for the eye and for the accessible name alike.
  return `<button type="button" ${common}>${num}<span class="sign-field-label">${label}</span>${req} <span class="sign-field-value" dir="auto">${value}</span></button>`;
}

/** The page's direction on an element inside the document, where it differs from a left-to-right one. */
const dirOf = (L: PageLang) => (L.dir === 'rtl' ? 'dir="rtl" ' : '');

function otherField(L: PageLang, type: SigningField['type'], label: string | null | undefined): string {
  const name = fieldLabel({ type, label: label ?? null }, (t) => L.t(`field.${t}`));
  return `<span ${dirOf(L)}class="sign-field is-other"><span class="sign-field-label">${escapeHtml(name)}</span> <span class="sign-field-value">${escapeHtml(L.t('sign.field.other'))}</span></span>`;
}

function authoredBody(L: PageLang, s: SigningSession, today: string): SafeHtml {
  const mine = new Map((s.fields ?? []).map((f, i) => [f.nodeId ?? f.id, { f, i }]));
  const body = toHtml(s.document!.content!, {
    headingOffset: 1,
    field: (attrs, block) => {
      const m = attrs.id ? mine.get(attrs.id) : undefined;
      const inner = m ? myField(L, m.f, m.i, today) : otherField(L, attrs.fieldType, attrs.label);
      return block ? `<p class="sign-field-block">${inner}</p>` : inner;
    },
  });
  // The body keeps its own direction, whatever the page's language: each block its own (dir="auto"), the whole
  // (its lists' indents, its margins) its text's, since dir="auto" on it would skip blocks that set their own.
  return html`<article class="doc-body" id="document" dir="${textDirection(body)}" aria-label="${L.t('sign.doc.region', { title: s.document!.title })}">${raw(body)}</article>`;
}

function pdfBody(L: PageLang, s: SigningSession, today: string): SafeHtml {
  const fields = s.fields ?? [];
  const pages = Array.from({ length: s.document!.pageCount }, (_, i) => i + 1);
  const region = L.t('sign.doc.pdfRegion', { title: s.document!.title, count: s.document!.pageCount });
  // A PDF's pages are drawn as they are: the fields sit where the sender put them, left to right, in any language.
  return html`<div class="pdf-pages" id="document" role="region" dir="ltr" aria-label="${region}">
<p class="pdf-loading muted" id="pdf-status" role="status" dir="${L.dir}">${L.t('sign.pdf.loading')}</p>
${pages.map(
  (n) => html`<section class="pdf-page" data-page="${n}" aria-label="${L.t('sign.pdf.page', { n })}">
<canvas class="pdf-canvas" aria-hidden="true"></canvas>
${raw(
  fields
    .map((f, i) => [f, i] as const)
    .filter(([f]) => f.placement?.page === n)
    .map(([f, i]) => myField(L, f, i, today))
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

function header(L: PageLang, s: SigningSession): SafeHtml {
  const e = s.envelope;
  return html`<header class="sign-head">
<p class="eyebrow" dir="auto">${L.t('sign.from', { sender: isolate(L, senderWords(e)), recipient: isolate(L, s.recipient.name) })}</p>
<h1 dir="auto">${e.title}</h1>
${e.message && html`<blockquote class="sign-message"><p dir="auto">${e.message}</p></blockquote>`}
${e.expiresAt && html`<p class="small">${L.t('sign.signBy', { date: L.day(e.expiresAt) })}</p>`}
</header>`;
}

/** The direction of a body of HTML by its first strong letter (right to left for Hebrew, Arabic and their kin). */
export function textDirection(markup: string): 'ltr' | 'rtl' {
  const text = markup.replace(/<[^>]*>/g, ' ');
  const first = text.match(
    /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]|\p{L}/u,
  );
  return first && /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(first[0])
    ? 'rtl'
    : 'ltr';
}

/**
 * A name set inside a sentence keeps its own direction (Unicode first-strong isolate) where directions mix: on a
 * right-to-left page, or a name in a right-to-left script.
 */
export const isolate = (L: PageLang, text: string) =>
  L.dir === 'rtl' || /[\u0590-\u08ff]/.test(text) ? fsi(text) : text;

function accessCodeStep(L: PageLang, s: SigningSession): SafeHtml {
  const st = s.accessCodeStatus;
  const locked = st?.lockedUntil ? new Date(st.lockedUntil) : null;
  return html`<section class="card sign-step" aria-labelledby="step-title">
<h2 id="step-title">${L.t('sign.access.title')}</h2>
<p>${L.t('sign.access.intro', { sender: isolate(L, s.envelope.senderName) })}</p>
<form id="access-form" novalidate>
<div class="field">
<label for="access-code">${L.t('sign.access.label')}</label>
<input id="access-code" name="code" type="text" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" required maxlength="40" aria-describedby="access-hint access-error">
<p class="hint" id="access-hint">${locked ? L.t('sign.access.lockedUntil', { time: locked.toISOString().slice(11, 16) }) : L.t('sign.js.tries', { count: st?.attemptsLeft ?? 5 })}</p>
<p class="field-error" id="access-error" role="alert"></p>
</div>
<div class="actions"><button type="submit" class="btn btn-primary" id="access-submit">${L.t('sign.continue')}</button></div>
</form>
</section>`;
}

/** `text` with each occurrence of `names` in a <bdi> (the text itself unchanged: it is what the signer accepts). */
function isolatedIn(text: string, names: readonly string[]): SafeHtml {
  const found = names.filter((n) => n.length > 0 && text.includes(n)).sort((a, b) => b.length - a.length);
  if (!found.length) return html`${text}`;
  const pattern = new RegExp(found.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const parts: SafeHtml[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    parts.push(html`${text.slice(at, m.index)}<bdi>${m[0]}</bdi>`);
    at = m.index + m[0].length;
  }
  parts.push(html`${text.slice(at)}`);
  return html`${parts}`;
}

function consentStep(L: PageLang, s: SigningSession): SafeHtml {
  const paragraphs = s.disclosure.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const withdrawn = Boolean(s.consent?.withdrawnAt);
  // The disclosure is in its own language's direction (an Arabic one starting with a Latin sender name still
  // reads right to left), the sender, address and title set apart so their own direction cannot reorder it.
  const locale = s.disclosure.locale ?? 'en';
  const names = [s.envelope.senderName, s.envelope.senderEmail, s.envelope.title];
  return html`<section class="card sign-step" aria-labelledby="step-title">
<h2 id="step-title">${L.t('sign.consent.title')}</h2>
${withdrawn && html`<p class="alert">${L.t('sign.consent.withdrawn')}</p>`}
<div class="disclosure" id="disclosure" role="region" aria-label="${L.t('sign.consent.region')}" tabindex="0" lang="${locale}" dir="${direction(locale)}">
${paragraphs.map((p) => html`<p>${isolatedIn(p, names)}</p>`)}
</div>
<form id="consent-form" novalidate>
<label class="choice"><input type="checkbox" id="consent-check" name="accepted" required aria-describedby="consent-error"> ${L.t('sign.consent.agree')}</label>
<p class="field-error" id="consent-error" role="alert"></p>
<div class="actions">
<button type="submit" class="btn btn-primary" id="consent-submit">${L.t('sign.continue')}</button>
${s.recipient.role === 'signer' && html`<button type="button" class="btn btn-secondary" data-open="decline-dialog">${L.t('sign.decline.title')}</button>`}
</div>
</form>
</section>`;
}

function documentStep(L: PageLang, s: SigningSession, token: string, today: string): SafeHtml {
  const signer = s.recipient.role === 'signer';
  const fields = s.fields ?? [];
  return html`${
    signer &&
    html`<div class="sign-guide" id="guide" role="region" aria-label="${L.t('sign.guide.region')}">
<p class="sign-guide-status" id="guide-status" role="status" aria-live="polite">${L.t('sign.guide.count', { count: fields.length })}</p>
${s.document!.kind === 'pdf' && html`<button type="button" class="btn btn-secondary" id="zoom-out" hidden>${L.t('sign.zoomOut')}</button>`}
<div class="sign-guide-actions">
<button type="button" class="btn btn-secondary" id="next-field">${L.t('sign.nextField')}</button>
<button type="button" class="btn btn-primary" id="finish">${L.t('sign.finish')}</button>
</div>
</div>`
  }
${!signer && html`<p class="alert alert-info">${L.t('sign.viewerOnly')}</p>`}
<p class="field-error" id="finish-error" role="alert"></p>
<p class="small muted" id="storage-note" hidden>${L.t('sign.storageNote')}</p>
${s.document!.kind === 'pdf' ? pdfBody(L, s, today) : authoredBody(L, s, today)}
<div class="actions sign-foot">
<a class="btn btn-secondary" href="/api/v1/public/signing/${token}/document.pdf" target="_blank" rel="noopener">${L.t('sign.openPdf')}</a>
${signer && html`<button type="button" class="btn btn-secondary" data-open="decline-dialog">${L.t('sign.decline.title')}</button>`}
<button type="button" class="btn btn-secondary" id="withdraw-consent">${L.t('sign.withdraw')}</button>
</div>
<p class="small">${L.t('sign.fingerprint')} <span class="reference" dir="ltr">${s.document!.contentHash}</span></p>
${signer && dialogs(L)}`;
}

function declineDialog(L: PageLang): SafeHtml {
  return dialog({
    id: 'decline',
    title: L.t('sign.decline.title'),
    body: html`<p>${L.t('sign.decline.text')}</p>
<div class="field">
<label for="decline-reason">${L.t('sign.decline.reason')}</label>
<textarea id="decline-reason" rows="4" maxlength="500" required aria-describedby="decline-error" dir="auto"></textarea>
<p class="field-error" id="decline-error" role="alert"></p>
</div>`,
    submit: { label: L.t('sign.decline.submit'), id: 'decline-submit', danger: true },
    close: L.t('common.cancel'),
  });
}

function signatureDialog(L: PageLang): SafeHtml {
  return dialog({
    id: 'signature',
    title: L.t('sign.sig.title'),
    body: html`<fieldset class="segmented">
<legend class="visually-hidden">${L.t('sign.sig.how')}</legend>
<label><input type="radio" name="sig-mode" value="draw" checked> ${L.t('sign.sig.draw')}</label>
<label><input type="radio" name="sig-mode" value="type"> ${L.t('sign.sig.type')}</label>
</fieldset>
<div id="sig-draw" class="sig-draw">
<p class="hint" id="sig-pad-hint">${L.t('sign.sig.padHint')}</p>
<canvas id="sig-canvas" class="sig-canvas" role="img" aria-label="${L.t('sign.sig.pad')}" aria-describedby="sig-pad-hint"></canvas>
<button type="button" class="btn btn-secondary btn-small" id="sig-clear">${L.t('sign.sig.clear')}</button>
</div>
<div id="sig-type" class="field" hidden>
<label for="sig-text">${L.t('sign.sig.typeLabel')}</label>
<input id="sig-text" type="text" autocomplete="name" maxlength="200" dir="auto">
<p class="sig-preview" id="sig-preview" aria-hidden="true" dir="auto"></p>
</div>
<p class="field-error" id="sig-error" role="alert"></p>`,
    submit: { label: L.t('sign.sig.adopt'), id: 'sig-adopt' },
    close: L.t('common.cancel'),
  });
}

function textDialog(L: PageLang): SafeHtml {
  return dialog({
    id: 'text',
    title: L.t('sign.text.title'),
    body: html`<div class="field">
<label for="text-input" id="text-label">${L.t('sign.text.value')}</label>
<input id="text-input" type="text" aria-describedby="text-error" dir="auto">
<p class="field-error" id="text-error" role="alert"></p>
</div>`,
    submit: { label: L.t('sign.text.done') },
    close: L.t('common.cancel'),
  });
}

function attachDialog(L: PageLang): SafeHtml {
  return dialog({
    id: 'attach',
    title: L.t('sign.attach.title'),
    body: html`<div class="field">
<label for="attach-input" id="attach-label">${L.t('sign.attach.file')}</label>
<input id="attach-input" type="file" aria-describedby="attach-hint attach-error">
<p class="hint" id="attach-hint">${L.t('sign.attach.hint', { size: fileSize(ATTACHMENT_BYTES, L.locale) })}</p>
</div>
<div class="field" id="attach-progress-row" hidden>
<label for="attach-progress">${L.t('sign.attach.progress')}</label>
<progress id="attach-progress" max="100" value="0"></progress>
</div>
<p class="status" id="attach-status" role="status"></p>
<p class="field-error" id="attach-error" role="alert"></p>`,
    submit: { label: L.t('sign.attach.upload'), id: 'attach-upload' },
    close: L.t('common.close'),
  });
}

function dialogs(L: PageLang): SafeHtml {
  return html`${signatureDialog(L)}
${textDialog(L)}
${attachDialog(L)}
${declineDialog(L)}`;
}

/** Why the link's returnUrl was ignored, on the page's <main> for a developer to read (spec: the Public tag). */
export const ignoredAttr = (why: string | undefined) => why && html` data-return-url-ignored="${why}"`;

/** The most an attachment may weigh (spec: the signing attachments operation); the script checks it too. */
export const ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** What the signing page's script words itself with. */
const SIGN_SCRIPT = ['sign.js.', 'field.', 'api.'];

export function signPage(L: PageLang, s: SigningSession, token: string, embed: SignEmbedData): SafeHtml {
  const step = s.pending[0] ?? 'document';
  const today = L.day();
  const data: SignPageData = {
    token,
    step,
    disclosureVersion: s.disclosure.version,
    disclosureLocale: s.disclosure.locale ?? 'en',
    recipientName: s.recipient.name,
    role: s.recipient.role,
    kind: s.document?.kind ?? null,
    pageCount: s.document?.pageCount ?? 0,
    fields: s.fields ?? [],
    pdfWorker: asset('pdf.worker.js'),
    maxAttachmentBytes: ATTACHMENT_BYTES,
    today,
    embed,
  };
  return shell({
    title: L.t('sign.title', { title: s.envelope.title }),
    lang: L,
    scripts: ['sign.js'],
    data,
    messages: L.client(SIGN_SCRIPT),
    body: html`<a class="skip-link" href="#main">${L.t('page.skip')}</a>
<main id="main" class="page page-wide sign" data-step="${step}"${ignoredAttr(embed.returnUrlIgnored)}>
${header(L, s)}
<noscript><p class="alert">${L.t('sign.noscript')}</p></noscript>
<div id="sign-body">
${step === 'accessCode' ? accessCodeStep(L, s) : step === 'consent' ? consentStep(L, s) : documentStep(L, s, token, today)}
</div>
<section class="card sign-done" id="done" tabindex="-1" hidden aria-labelledby="done-title">
<h2 id="done-title"></h2>
<p id="done-text"></p>
<div class="sign-copy" id="done-copy" hidden>
<h3>${L.t('sign.done.copy')}</h3>
<p id="copy-status" role="status"></p>
<div class="actions"><a class="btn btn-primary" id="copy-download" href="/api/v1/public/signing/${token}/executed.pdf" download hidden>${L.t('sign.done.download')}</a></div>
</div>
<div id="done-next-block" hidden>
<h3>${L.t('sign.done.next')}</h3>
<ul class="done-next" id="done-next"></ul>
</div>
</section>
${step === 'consent' && s.recipient.role === 'signer' && declineDialog(L)}
</main>`,
  });
}

/** The page for a signer whose turn has not come (409 not_your_turn); embedded, it tells its host so. */
export function notYourTurnPage(L: PageLang, title: string, ended?: EndedPageData): SafeHtml {
  return shell({
    title: L.t('sign.turn.title', { title }),
    lang: L,
    scripts: ended ? ['closed.js'] : [],
    data: ended ? { ended } : undefined,
    body: html`<main id="main" class="page page-centred"${ignoredAttr(ended?.returnUrlIgnored)}>
<div class="card">
<p class="eyebrow" dir="auto">${title}</p>
<h1>${L.t('sign.turn.heading')}</h1>
<p>${L.t('sign.turn.text')}</p>
<p class="muted">${L.t('sign.turn.later')}</p>
</div>
</main>`,
  });
}
