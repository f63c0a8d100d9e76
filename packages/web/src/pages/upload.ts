// The upload page of a file request: files chosen with each item's file input or dropped on its zone are sent one by
// one to the public upload operation (XMLHttpRequest, for its upload progress), each with its own progress bar and
// a confirmation when it has arrived (with the start of its SHA-256, to check against). A file over the limit is
// refused before it is sent, and so is an empty one; a request closed meanwhile (410) reloads the page, which then
// says it is closed. A reload of the open page keeps the address typed and the files this tab sent.
import { API_BASE, asSentence } from '../api.js';
import { announce, byId, dropTarget, focusOn, on, pageData } from '../dom.js';
import type { UploadReceipt } from '@dossier/sdk/types';
import { fileSize, locale, t } from '../i18n.js';
import type { UploadPageData } from '../page-data.js';

type Receipt = UploadReceipt;

interface Failure {
  status: number;
  code: string;
  message: string;
  field?: string;
}

const data = pageData<UploadPageData>();
const announcer = byId('announcer');
const emailInput = document.getElementById('uploader-email') as HTMLInputElement | null;
const nameInput = document.getElementById('uploader-name') as HTMLInputElement | null;
const emailError = document.getElementById('uploader-email-error');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A reload keeps what the open page knows only in the page: the address typed and the files sent from this tab
// (an assignee's page is drawn with their earlier files by the server). sessionStorage: this tab only, gone when it
// closes, so a shared computer does not hand the next person someone's address.
const memoryKey = `dossier.upload.${data.slug}`;
interface Memory {
  email?: string;
  name?: string;
  sent: Receipt[];
}
function recall(): Memory {
  try {
    const m = JSON.parse(sessionStorage.getItem(memoryKey) ?? 'null') as Memory | null;
    return m && Array.isArray(m.sent) ? m : { sent: [] };
  } catch {
    return { sent: [] };
  }
}
function remember(change: (m: Memory) => void): void {
  if (data.token) return;
  const m = recall();
  change(m);
  try {
    sessionStorage.setItem(memoryKey, JSON.stringify(m));
  } catch {
    // Storage full or refused (private mode): the page works as before, it only forgets on reload.
  }
}

/** Files wait here and go one at a time, so each bar moves in turn and the connection is not split. */
const queue: (() => Promise<void>)[] = [];
let sending = false;

const size = (bytes: number) => fileSize(bytes);
const percent = (pct: number) => new Intl.NumberFormat(locale(), { style: 'percent' }).format(pct / 100);

function itemName(itemId: string): string {
  return data.items.find((i) => i.id === itemId)?.name ?? t('upload.js.thisRequest');
}

/** The address fields of the open page, checked before anything is sent; false (and the field marked) when wrong. */
function uploaderReady(): boolean {
  if (!emailInput || !emailError) return true;
  const email = emailInput.value.trim();
  let problem = '';
  if (!email && data.askEmail) problem = t('upload.js.emailFirst');
  else if (email && !EMAIL.test(email)) problem = t('upload.js.emailWhole');
  emailInput.setAttribute('aria-invalid', String(Boolean(problem)));
  emailError.textContent = problem;
  emailError.hidden = !problem;
  if (problem) {
    focusOn(emailInput);
    announce(announcer, problem);
  }
  return !problem;
}

interface Row {
  bar: HTMLProgressElement;
  status: HTMLElement;
  li: HTMLLIElement;
}

function addRow(itemId: string, file: Pick<File, 'name' | 'size'>): Row {
  const list = byId(`uploads-${itemId}`);
  const li = document.createElement('li');
  li.className = 'upload-row';
  const head = document.createElement('div');
  head.className = 'upload-row-head';
  const name = document.createElement('span');
  name.className = 'file-name';
  name.textContent = file.name;
  const bytes = document.createElement('span');
  bytes.className = 'small';
  bytes.textContent = size(file.size);
  head.append(name, bytes);
  const bar = document.createElement('progress');
  bar.max = 100;
  bar.value = 0;
  bar.setAttribute('aria-label', t('upload.js.sendingName', { name: file.name }));
  const status = document.createElement('p');
  status.className = 'upload-status small';
  status.textContent = t('upload.js.waiting');
  li.append(head, bar, status);
  list.append(li);
  return { bar, status, li };
}

const receivedWords = (r: Receipt) => t('upload.js.received', { size: size(r.byteSize), hash: r.sha256.slice(0, 12) });

function markReceived(itemId: string): void {
  const card = document.getElementById(`item-${itemId}`);
  if (!card) return;
  card.classList.add('is-received');
  const tag = card.querySelector<HTMLElement>('.item-received');
  if (tag) tag.hidden = false;
}

function failureOf(xhr: XMLHttpRequest): Failure {
  let body: { error?: string; code?: string; details?: { fields?: { field: string }[] } } | undefined;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = undefined;
  }
  if (xhr.status === 0)
    return {
      status: 0,
      code: 'network_error',
      message: t('api.network_error'),
    };
  return {
    status: xhr.status,
    code: body?.code ?? 'unreadable_answer',
    message: body?.error ? asSentence(body.error) : t('upload.js.serverStatus', { status: xhr.status }),
    field: body?.details?.fields?.[0]?.field,
  };
}

function send(itemId: string, file: File, row: Row): Promise<void> {
  return new Promise((resolve) => {
    const form = new FormData();
    if (itemId !== 'any') form.append('itemId', itemId);
    if (emailInput?.value.trim()) form.append('email', emailInput.value.trim());
    if (nameInput?.value.trim()) form.append('name', nameInput.value.trim());
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/public/requests/${encodeURIComponent(data.slug)}/uploads`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', locale());
    if (data.token) xhr.setRequestHeader('x-request-token', data.token);
    row.li.classList.add('is-sending');
    row.status.textContent = t('upload.js.sending', { percent: percent(0) });
    xhr.upload.addEventListener('progress', (e) => {
      if (!e.lengthComputable) return;
      const pct = Math.min(99, Math.floor((e.loaded / e.total) * 100));
      row.bar.value = pct;
      row.status.textContent = t('upload.js.sending', { percent: percent(pct) });
    });
    xhr.addEventListener('loadend', () => {
      row.li.classList.remove('is-sending');
      if (xhr.status === 201) {
        const receipt = (JSON.parse(xhr.responseText) as { data: Receipt }).data;
        row.bar.value = 100;
        row.li.classList.add('is-done');
        row.status.textContent = receivedWords(receipt);
        remember((m) => m.sent.push({ ...receipt, itemId }));
        markReceived(itemId);
        announce(announcer, t('upload.js.receivedFor', { name: file.name, item: itemName(itemId) }));
        return resolve();
      }
      const f = failureOf(xhr);
      if (f.status === 410) {
        // Closed, deleted or withdrawn meanwhile: the page itself says so (the closed page), in place of this one.
        location.reload();
        return resolve();
      }
      row.li.classList.add('is-failed');
      row.bar.value = 0;
      row.status.textContent =
        f.code === 'room_frozen' ? t('upload.js.frozen') : t('upload.js.notSent', { reason: f.message });
      announce(announcer, t('upload.js.notSentAnnounce', { name: file.name, why: row.status.textContent }));
      if (f.field === 'body.email' && emailInput && emailError) {
        emailError.textContent = f.message;
        emailError.hidden = false;
        emailInput.setAttribute('aria-invalid', 'true');
        focusOn(emailInput);
      }
      resolve();
    });
    xhr.send(form);
  });
}

async function drain(): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    for (let next = queue.shift(); next; next = queue.shift()) await next();
  } finally {
    sending = false;
  }
}

function accept(itemId: string, files: FileList | File[]): void {
  const list = [...files];
  if (!list.length) return;
  if (!uploaderReady()) return;
  for (const file of list) {
    const row = addRow(itemId, file);
    if (file.size === 0) {
      row.li.classList.add('is-failed');
      row.status.textContent = t('upload.js.empty');
      announce(announcer, t('upload.js.emptyAnnounce', { name: file.name }));
      continue;
    }
    if (file.size > data.maxBytes) {
      row.li.classList.add('is-failed');
      row.status.textContent = t('upload.js.tooBig', { size: size(data.maxBytes) });
      announce(announcer, t('upload.js.tooBigAnnounce', { name: file.name }));
      continue;
    }
    queue.push(() => send(itemId, file, row));
  }
  void drain();
}

for (const zone of document.querySelectorAll<HTMLElement>('.dropzone')) {
  const itemId = zone.dataset.item!;
  const input = zone.querySelector<HTMLInputElement>('input[type="file"]')!;
  const card = zone.closest<HTMLElement>('.item') ?? zone;
  on(input, 'change', () => {
    if (input.files) accept(itemId, input.files);
    input.value = '';
  });
  dropTarget(card, (files) => accept(itemId, files));
}

// A file dropped outside every zone would be opened by the browser, leaving the page: refuse it.
for (const type of ['dragover', 'drop'] as const) {
  window.addEventListener(type, (e) => {
    if (!(e.target instanceof Element) || !e.target.closest('.item')) e.preventDefault();
  });
}
// After a reload: the address typed, and the files this tab sent, back where they were.
{
  const m = recall();
  if (emailInput && m.email && !emailInput.value) emailInput.value = m.email;
  if (nameInput && m.name && !nameInput.value) nameInput.value = m.name;
  for (const r of data.token ? [] : m.sent) {
    if (!document.getElementById(`uploads-${r.itemId ?? 'any'}`)) continue;
    const row = addRow(r.itemId ?? 'any', { name: r.filename, size: r.byteSize });
    row.bar.value = 100;
    row.li.classList.add('is-done', 'is-earlier');
    row.status.textContent = receivedWords(r);
    markReceived(r.itemId ?? 'any');
  }
  for (const input of [emailInput, nameInput]) {
    if (input)
      on(input, 'input', () => remember((mem) => (mem[input === emailInput ? 'email' : 'name'] = input.value.trim())));
  }
}
if (emailInput) on(emailInput, 'change', () => emailInput.getAttribute('aria-invalid') === 'true' && uploaderReady());
document.body.classList.add('js-ready');
