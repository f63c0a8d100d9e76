// The verify page: a PDF chosen with the file input or dropped on the zone is sent as it is to the public verify
// operation, and its verdict is said in words (a heading, the answer's sentence, what to make of it) with the facts
// the answer gives: for a genuine document its title, completion time and signers' names; always the file's
// SHA-256. A file over the limit, or not a PDF by its name and type, is refused before it is sent.
import { ApiError, sentence, uploadWithProgress } from '../api.js';
import { announce, byId, dropTarget, focusOn, on, pageData } from '../dom.js';
import type { PdfVerification } from '@dossier/sdk/types';
import { VERDICT_ADVICE, VERDICT_HEADINGS, type VerifyPageData } from '../page-data.js';

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

const DATE = new Intl.DateTimeFormat('en-GB', {
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
const TAG_WORDS: Record<Verdict, string> = {
  genuine: 'Verified',
  altered: 'Warning',
  foreign_seal: 'Not verified here',
  unsealed: 'Not verified',
  unknown: 'Warning',
};

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1048576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

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
  tag.textContent = TAG_WORDS[v.verdict];
  heading.textContent = VERDICT_HEADINGS[v.verdict];
  summary.textContent = v.summary;
  advice.textContent = VERDICT_ADVICE[v.verdict];
  facts.replaceChildren();
  if (v.envelope) {
    fact('Document', v.envelope.title);
    fact('Completed', DATE.format(new Date(v.envelope.completedAt)));
    fact(v.envelope.signers.length === 1 ? 'Signer' : 'Signers', v.envelope.signers.join(', '));
  }
  fact('File', `${name} (${size(v.byteSize)})`);
  if (v.seal?.sealedBy) fact('Sealed by', v.seal.sealedBy);
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
  if (file.size === 0) return refuse(`${file.name} is empty (0 bytes). Choose the signed PDF.`);
  if (file.size > data.maxBytes)
    return refuse(`${file.name} is over ${size(data.maxBytes)}, more than this page checks.`);
  busy = true;
  zone.setAttribute('aria-busy', 'true');
  result.hidden = true;
  announce(status, `Checking ${file.name}…`);
  try {
    const v = await uploadWithProgress<Verification>('/public/verify', file, () => {});
    show(file.name, v);
  } catch (e) {
    refuse(
      e instanceof ApiError && e.code === 'not_a_pdf'
        ? `${file.name} is not a PDF. Choose the signed PDF you received.`
        : `${file.name} could not be checked. ${sentence(e)}`,
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
  if (files.length > 1) return refuse('Drop one PDF at a time.');
  void check(files[0]!);
});
// A file dropped beside the zone would be opened by the browser, leaving the page: refuse it.
for (const type of ['dragover', 'drop'] as const) {
  window.addEventListener(type, (e) => {
    if (!(e.target instanceof Element) || !e.target.closest('#verify-drop')) e.preventDefault();
  });
}
document.body.classList.add('js-ready');
