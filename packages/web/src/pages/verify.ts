// The verify page: a PDF chosen with the file input or dropped on the zone is sent as it is to the public verify
// operation, and its verdict is said in words (a heading, the answer's sentence, what to make of it) with the facts
// the answer gives: for a genuine document its title, completion time and signers' names; always the file's
// SHA-256. A file over the limit, or not a PDF by its name and type, is refused before it is sent.
import { ApiError, sentence, uploadWithProgress } from '../api.js';
import { announce, byId, dropTarget, focusOn, on, pageData } from '../dom.js';
import type { PdfVerification } from '@dossier/sdk/types';
import { fileSize, locale, t } from '../i18n.js';
import type { VERDICT_HEADINGS, VerifyPageData } from '../page-data.js';

type Verdict = keyof typeof VERDICT_HEADINGS;

type Verification = PdfVerification;

const data = pageData<VerifyPageData>();
const input = byId<HTMLInputElement>('verify-file');
const zone = byId('verify-drop');
const status = byId('verify-status');
const result = byId('verify-result');
const tag = byId('verdict-tag');
const heading = byId('verdict-heading');
const summary = byId('verdict-summary');
const advice = byId('verdict-advice');
const facts = byId('verify-facts');
let busy = false;

const DATE = new Intl.DateTimeFormat(locale() === 'en' ? 'en-GB' : locale(), {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const TONE: Record<Verdict, 'good' | 'bad' | 'neutral'> = {
  genuine: 'good',
  altered: 'bad',
  foreign_seal: 'neutral',
  unsealed: 'neutral',
  unknown: 'bad',
};

function fact(term: string, value: string, className?: string): void {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  if (className) dd.className = className;
  facts.append(dt, dd);
}

function show(name: string, v: Verification): void {
  result.dataset.verdict = v.verdict;
  result.dataset.tone = TONE[v.verdict];
  tag.textContent = t(`verify.js.tag.${v.verdict}`);
  heading.textContent = t(`verify.js.heading.${v.verdict}`);
  // The API's sentence, in the page's language (the call asked for it).
  summary.textContent = v.summary;
  advice.textContent = t(`verify.js.advice.${v.verdict}`);
  facts.replaceChildren();
  if (v.envelope) {
    fact(t('verify.js.fact.document'), v.envelope.title);
    fact(t('verify.js.fact.completed'), DATE.format(new Date(v.envelope.completedAt)));
    fact(t('verify.js.fact.signers', { count: v.envelope.signers.length }), v.envelope.signers.join(', '));
  }
  fact(t('verify.js.fact.file'), `${name} (${fileSize(v.byteSize)})`);
  if (v.seal?.sealedBy) fact(t('verify.js.fact.sealedBy'), v.seal.sealedBy);
  fact('SHA-256', v.sha256, 'reference');
  result.hidden = false;
  status.textContent = '';
  focusOn(heading);
}

function refuse(message: string): void {
  result.hidden = true;
  status.classList.add('is-error');
  announce(status, message);
}

async function check(file: File): Promise<void> {
  if (busy) return;
  status.classList.remove('is-error');
  if (file.size === 0) return refuse(t('verify.js.empty', { name: file.name }));
  if (file.size > data.maxBytes)
    return refuse(t('verify.js.tooBig', { name: file.name, size: fileSize(data.maxBytes, true) }));
  busy = true;
  zone.setAttribute('aria-busy', 'true');
  result.hidden = true;
  announce(status, t('verify.js.checking', { name: file.name }));
  try {
    const v = await uploadWithProgress<Verification>('/public/verify', file, () => {});
    show(file.name, v);
  } catch (e) {
    refuse(
      e instanceof ApiError && e.code === 'not_a_pdf'
        ? t('verify.js.notPdf', { name: file.name })
        : t('verify.js.failed', { name: file.name, reason: sentence(e) }),
    );
  } finally {
    busy = false;
    zone.removeAttribute('aria-busy');
  }
}

on(input, 'change', () => {
  const file = input.files?.[0];
  input.value = '';
  if (file) void check(file);
});
dropTarget(zone, (files) => {
  if (!files.length) return;
  if (files.length > 1) return refuse(t('verify.js.oneAtATime'));
  void check(files[0]!);
});
// A file dropped beside the zone would be opened by the browser, leaving the page: refuse it.
for (const type of ['dragover', 'drop'] as const) {
  window.addEventListener(type, (e) => {
    if (!(e.target instanceof Element) || !e.target.closest('#verify-drop')) e.preventDefault();
  });
}
document.body.classList.add('js-ready');
