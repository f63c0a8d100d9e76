// The signing page (/sign/{token}). The server draws the step the signer is at (server/src/pages/sign/view.ts);
// this script does each step through the public signing operations (the same an integrator's app calls): the
// access code and consent (then reloads, so the server draws the next step), and on the document: the signer's
// fields in order with a "next field" guide, the signature pad (drawn or typed), text and checkbox fields,
// attachments with upload progress, finishing and declining. A PDF is drawn page by page with pdf.js, the fields
// laid over it where they sit (each a 44 px target at least, its label whole, zoomed to on a phone). What the signer
// fills in survives a reload (this tab's sessionStorage, until signed); another tab of the same link learns it was
// signed (BroadcastChannel). Once signed, the page says what happens next and hands over the sealed copy when it
// exists. A 409 or 410 from any call reloads: the server then says why, in words. Framed by an origin its
// workspace allows, it tells the host what happens (dossier:ready, resize, signed, completed, declined, error);
// top-level with a return URL, it goes there once signed or declined (../embed-host.ts).
import { ApiError, api, languageHeader, sentence, uploadWithProgress } from '../api.js';
import { announce, byId, focusOn, hide, on, pageData, reveal, setBusy } from '../dom.js';
import { goBack, Host, isFramed } from '../embed-host.js';
import { fileSize, list, t } from '../i18n.js';
import { openPdf } from '../pdf.js';
import { fieldLabel, type SignPageData } from '../page-data.js';
import { SignaturePad } from '../signature-pad.js';
import type { SignatureInput, SigningResult } from '@dossier/sdk/types';

type Field = SignPageData['fields'][number];

type Signature = SignatureInput;

const data = pageData<SignPageData>();
const base = `/public/signing/${data.token}`;
const host = new Host(data.embed);
const ids = { envelopeId: data.embed.envelopeId, recipientId: data.embed.recipientId };
if (data.embed.returnUrlIgnored) console.warn(`Dossier: ${data.embed.returnUrlIgnored}`);
/** Top-level with a return URL: there, once done. Framed, the host heard it already. */
function leave(event: 'signed' | 'completed' | 'declined'): void {
  if (data.embed.returnUrl && !isFramed()) goBack(data.embed.returnUrl, event, { envelopeId: ids.envelopeId });
}
/** A failure the page shows the signer, told to the host too. */
function tellError(err: unknown): void {
  host.post({
    type: 'dossier:error',
    code: err instanceof ApiError ? err.code : 'page_error',
    message: sentence(err),
  });
}
const MAX_FILE = data.maxAttachmentBytes;
/** A field's name in the page's language: its label, or its kind in words. */
const nameOf = (f: Pick<Field, 'type' | 'label'>) => fieldLabel(f, (type) => t(`field.${type}`));
/** This tab's storage; with storage switched off (or full) the page works the same, only forgetting on reload. */
const tabStore = {
  /** Whether this browser lets the page keep anything (a third-party frame may not); the page says so if not. */
  works(): boolean {
    try {
      sessionStorage.setItem('dossier.probe', '1');
      sessionStorage.removeItem('dossier.probe');
      return true;
    } catch {
      return false;
    }
  },
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Refused or full: nothing kept.
    }
  },
  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  },
};
/** Set just before the reload that follows consent: the document step then takes the focus to the document. */
const ARRIVED = 'dossier.sign.arrived';

// The signer's other tabs of this link: told when it is signed or declined here, so they say so instead of asking
// for fields again. Named by a digest of the token, so the token itself is never written outside the URL.
// (crypto.subtle exists only on https and localhost: a plain-http server on a LAN address gets FNV-1a instead, which
// is enough to name a key in this browser's own storage; the token is high-entropy either way.)
const tokenKey: Promise<string | null> = (async () => {
  if (!globalThis.crypto?.subtle) return fnv1a(data.token);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(data.token));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
})().catch(() => null);

function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `f${h.toString(16)}`;
}
type TabNews = 'signed' | 'signed-all' | 'declined';
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('dossier-signing') : null;
function tell(news: TabNews): void {
  void tokenKey.then((key) => key && channel?.postMessage({ key, news }));
}
channel?.addEventListener('message', (e: MessageEvent<{ key?: string; news?: TabNews }>) => {
  void tokenKey.then((key) => {
    if (!key || e.data?.key !== key) return;
    forget();
    if (e.data.news === 'declined') finished(t('sign.js.tab.declined.title'), t('sign.js.tab.declined.text'));
    else signedDone(e.data.news === 'signed-all', 'elsewhere');
  });
});

/** The draft of this signer's fields (sessionStorage: this tab, until it closes), cleared once signed. */
const draftKey = tokenKey.then((key) => (key ? `dossier.sign.draft.${key}` : null));
function forget(): void {
  void draftKey.then((k) => k && tabStore.remove(k));
}

/** A 409 (not your turn) or 410 (ended): the server's page says why, so reload to it. True when it did. */
function reloadIfEnded(e: unknown): boolean {
  if (e instanceof ApiError && (e.status === 410 || e.code === 'not_your_turn')) {
    location.reload();
    return true;
  }
  return false;
}

function showError(el: HTMLElement, message: string, input?: HTMLElement): void {
  el.textContent = message;
  if (input) input.setAttribute('aria-invalid', message ? 'true' : 'false');
}

/** Once the signer changes `input`, the error about it goes. */
function clearOnInput(input: HTMLElement, error: HTMLElement): void {
  const clear = () => {
    if (error.textContent) showError(error, '', input);
  };
  input.addEventListener('input', clear);
  input.addEventListener('change', clear);
}

// Dialogs: [data-open="id"] opens one, [data-close] closes the one it is in; focus returns where it was.
for (const b of document.querySelectorAll<HTMLElement>('[data-open]')) {
  on(b, 'click', () => host.showModal(byId<HTMLDialogElement>(b.dataset.open!), b));
}
for (const b of document.querySelectorAll<HTMLElement>('dialog [data-close]')) {
  on(b, 'click', () => b.closest('dialog')?.close());
}

/** The signer is done (signed or declined): the page says so in place of the document, and what comes next. */
function finished(title: string, text: string, next: string[] = []): void {
  for (const d of document.querySelectorAll('dialog')) d.close();
  hide(byId('sign-body'));
  byId('done-title').textContent = title;
  byId('done-text').textContent = text;
  const list = byId('done-next');
  list.replaceChildren(
    ...next.map((words) => {
      const li = document.createElement('li');
      li.textContent = words;
      return li;
    }),
  );
  byId('done-next-block').hidden = next.length === 0;
  const done = byId('done');
  reveal(done);
  focusOn(done);
  window.scrollTo({ top: 0 });
}

/**
 * Signed: what happens next, and the signer's copy: once everyone has signed, the sealed PDF to download at once.
 */
function signedDone(everyone: boolean, how: 'here' | 'elsewhere' = 'here'): void {
  finished(
    how === 'here' ? t('sign.js.signed.here') : t('sign.js.signed.elsewhere'),
    everyone ? t('sign.js.signed.everyone') : t('sign.js.signed.recorded'),
    everyone
      ? [t('sign.js.next.sealed'), t('sign.js.next.emailed'), t('sign.js.next.nothing')]
      : [t('sign.js.next.others'), t('sign.js.next.last'), t('sign.js.next.link')],
  );
  const copy = byId('done-copy');
  const status = byId('copy-status');
  const link = byId<HTMLAnchorElement>('copy-download');
  if (!everyone) return;
  // The last signature seals and archives before its answer says completed (the spec's signEnvelope): the copy is
  // there to download now, through this signer's own token.
  reveal(copy);
  status.textContent = t('sign.js.copyReady');
  reveal(link);
}

function wireDecline(): void {
  const form = document.getElementById('decline-form') as HTMLFormElement | null;
  if (!form) return;
  const reason = byId<HTMLTextAreaElement>('decline-reason');
  const error = byId('decline-error');
  const submit = byId<HTMLButtonElement>('decline-submit');
  clearOnInput(reason, error);
  on(form, 'submit', async (e) => {
    e.preventDefault();
    const text = reason.value.trim();
    if (!text) return showError(error, t('sign.js.decline.why'), reason);
    showError(error, '', reason);
    setBusy(submit, true, t('sign.js.decline.busy'));
    try {
      await api<SigningResult>(`${base}/decline`, { body: { reason: text } });
      tell('declined');
      host.post({ type: 'dossier:declined', ...ids, reason: text });
      leave('declined');
      finished(t('sign.js.declined.title'), t('sign.js.declined.text'));
    } catch (err) {
      if (reloadIfEnded(err)) return;
      showError(error, sentence(err), reason);
      tellError(err);
    } finally {
      setBusy(submit, false);
    }
  });
}

function accessCodeStep(): void {
  const form = byId<HTMLFormElement>('access-form');
  const input = byId<HTMLInputElement>('access-code');
  const error = byId('access-error');
  const submit = byId<HTMLButtonElement>('access-submit');
  clearOnInput(input, error);
  on(form, 'submit', async (e) => {
    e.preventDefault();
    const code = input.value.trim();
    if (!code) return showError(error, t('sign.js.access.empty'), input);
    setBusy(submit, true, t('sign.js.access.busy'));
    try {
      await api(`${base}/access-code`, { body: { code } });
      location.reload();
    } catch (err) {
      setBusy(submit, false);
      if (reloadIfEnded(err)) return;
      const left = err instanceof ApiError ? err.details?.attemptsLeft : undefined;
      showError(
        error,
        err instanceof ApiError && err.code === 'access_code_incorrect' && typeof left === 'number'
          ? t(left > 0 ? 'sign.js.access.wrong' : 'sign.js.access.wrongLocked', { count: left })
          : sentence(err),
        input,
      );
      if (typeof left === 'number')
        byId('access-hint').textContent = left > 0 ? t('sign.js.tries', { count: left }) : t('sign.js.locked');
      input.select();
    }
  });
}

function consentStep(): void {
  const form = byId<HTMLFormElement>('consent-form');
  const check = byId<HTMLInputElement>('consent-check');
  const error = byId('consent-error');
  const submit = byId<HTMLButtonElement>('consent-submit');
  clearOnInput(check, error);
  on(form, 'submit', async (e) => {
    e.preventDefault();
    if (!check.checked) return showError(error, t('sign.js.consent.tick'), check);
    setBusy(submit, true, t('sign.js.consent.busy'));
    try {
      await api(`${base}/consent`, {
        body: { accepted: true, disclosureVersion: data.disclosureVersion, locale: data.disclosureLocale },
      });
      tabStore.set(ARRIVED, '1');
      location.reload();
    } catch (err) {
      setBusy(submit, false);
      if (!reloadIfEnded(err)) showError(error, sentence(err), check);
    }
  });
  wireDecline();
}

// ---- The document step ----

/** The smallest text a field on a PDF shrinks to, in CSS pixels. */
const MIN_FONT = 7;
/** Each placed field's fitting to its box, run again when its value changes (documentStep's render). */
const refit = new Map<string, () => void>();

async function drawPdf(fieldEls: Map<string, HTMLElement>): Promise<void> {
  const status = byId('pdf-status');
  try {
    const res = await fetch(`/api/v1${base}/document.pdf`, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: languageHeader(),
    });
    if (!res.ok) {
      const body = await res.json().catch(() => undefined);
      throw new ApiError(
        (body as { error?: string } | undefined)?.error ?? `status ${res.status}`,
        (body as { code?: string } | undefined)?.code ?? 'unreadable_answer',
        res.status,
      );
    }
    const pdf = await openPdf(await res.arrayBuffer(), data.pdfWorker);
    const sections = [...document.querySelectorAll<HTMLElement>('.pdf-page')];
    const sizes: { page: number; width: number; height: number }[] = [];
    const drawn: { section: HTMLElement; page: Awaited<ReturnType<typeof pdf.getPage>>; cssWidth: number }[] = [];
    // Draws a page at its section's current width (sharp at the screen's pixel ratio, capped at 2).
    const draw = async (section: HTMLElement, page: Awaited<ReturnType<typeof pdf.getPage>>): Promise<number> => {
      const unit = page.getViewport({ scale: 1 });
      const cssWidth = section.clientWidth || unit.width;
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale: (cssWidth / unit.width) * ratio });
      const canvas = section.querySelector('canvas')!;
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      return cssWidth;
    };
    for (const section of sections) {
      const n = Number(section.dataset.page);
      const page = await pdf.getPage(n);
      const unit = page.getViewport({ scale: 1 });
      sizes.push({ page: n, width: unit.width, height: unit.height });
      section.style.aspectRatio = `${unit.width} / ${unit.height}`;
      drawn.push({ section, page, cssWidth: await draw(section, page) });
      section.classList.add('is-ready');
    }
    // A page drawn for a phone and shown wider (rotation, a resized window) would be blurry: redraw the pages whose
    // width changed by more than a fifth, once the resizing settles.
    // The redraws run one after another: a second resize while a page is still drawing must not start a second
    // render on the same canvas (pdf.js refuses that with an error).
    let redraw: ReturnType<typeof setTimeout> | undefined;
    let redrawing = Promise.resolve();
    window.addEventListener('resize', () => {
      clearTimeout(redraw);
      redraw = setTimeout(() => {
        redrawing = redrawing
          .then(async () => {
            for (const d of drawn) {
              if (Math.abs(d.section.clientWidth - d.cssWidth) > d.cssWidth * 0.2)
                d.cssWidth = await draw(d.section, d.page);
            }
          })
          .catch(() => undefined); // a page that fails to redraw keeps its earlier drawing
      }, 250);
    });
    const place = () => {
      for (const f of data.fields) {
        const el = fieldEls.get(f.id);
        const p = f.placement;
        const size = p && sizes.find((s) => s.page === p.page);
        if (!el || !p || !size) continue;
        const scale = (el.parentElement?.clientWidth ?? size.width) / size.width;
        const fit = () => {
          el.style.left = `${(p.x / size.width) * 100}%`;
          el.style.right = '';
          el.style.top = `${(p.y / size.height) * 100}%`;
          el.style.width = `${(p.width / size.width) * 100}%`;
          el.style.minWidth = '';
          el.style.height = `${(p.height / size.height) * 100}%`;
          // The text as large as the box holds (its height inside the border), 15 px at most.
          const font = Math.max(MIN_FONT, Math.min(15, (p.height * scale - 4) * 0.8));
          el.style.fontSize = `${font}px`;
          // A label the box is too narrow for is never cut ("Ini…"): it moves above the box, as a tag, whole.
          const label = el.querySelector<HTMLElement>('.sign-field-label');
          el.classList.remove('is-tight');
          if (label && label.offsetWidth > 0 && label.scrollWidth > label.clientWidth + 1) el.classList.add('is-tight');
          // A value the box is too small for (a date or a name on a phone) is never cut: it shrinks to fit, and
          // only below the smallest legible size does the box widen to it, towards the left when widening to the
          // right would run off the page.
          const value = el.querySelector<HTMLElement>('.sign-field-value');
          if (!value || value.offsetWidth === 0) return;
          const over = () =>
            Math.max(
              value.scrollWidth / Math.max(1, value.clientWidth),
              value.offsetHeight / Math.max(1, el.clientHeight),
            );
          const ratio = over();
          // A signature is a picture of one: it scales down as far as its box needs, and never widens it.
          const least = f.type === 'signature' ? 1 : MIN_FONT;
          if (ratio > 1.02) el.style.fontSize = `${Math.max(least, Math.floor((font / ratio) * 10) / 10)}px`;
          if (value.scrollWidth > value.clientWidth + 1) {
            el.style.minWidth = el.style.width;
            el.style.width = 'max-content';
            const page = el.parentElement!;
            if (el.offsetLeft + el.offsetWidth > page.clientWidth) {
              el.style.left = 'auto';
              el.style.right = `${Math.max(0, 100 - ((p.x + p.width) / size.width) * 100)}%`;
            }
          }
        };
        refit.set(f.id, fit);
        fit();
      }
    };
    place();
    window.addEventListener('resize', place);
    status.textContent = '';
    hide(status);
  } catch (err) {
    if (reloadIfEnded(err)) return;
    status.textContent = t('sign.js.pdfFailed', { reason: sentence(err) });
    status.classList.add('alert');
    tellError(err);
  }
}

function documentStep(): void {
  const withdraw = document.getElementById('withdraw-consent');
  if (withdraw) {
    on(withdraw, 'click', async () => {
      try {
        await api(`${base}/consent`, { method: 'DELETE' });
        location.reload();
      } catch (err) {
        if (!reloadIfEnded(err)) announce(byId('finish-error'), sentence(err));
      }
    });
  }
  const fieldEls = new Map<string, HTMLElement>();
  for (const el of document.querySelectorAll<HTMLElement>('.sign-field.is-mine')) fieldEls.set(el.dataset.fieldId!, el);
  if (data.kind === 'pdf') void drawPdf(fieldEls);
  focusDocument();
  if (data.role !== 'signer') return;

  const fields = data.fields;
  const values = new Map<string, string | boolean>();
  const files = new Map<string, string>();
  let signature: Signature | null = null;
  for (const f of fields) {
    if (f.type === 'name' && typeof f.value === 'string') values.set(f.id, f.value);
    if (f.type === 'attachment' && typeof f.value === 'string') files.set(f.id, f.value);
    if (f.type === 'checkbox') values.set(f.id, false);
  }

  const isDone = (f: Field): boolean => {
    switch (f.type) {
      case 'signature':
        return signature !== null;
      case 'date':
        return true;
      case 'checkbox':
        return values.get(f.id) === true;
      case 'attachment':
        return files.has(f.id);
      default:
        return typeof values.get(f.id) === 'string' && (values.get(f.id) as string).length > 0;
    }
  };
  const isOutstanding = (f: Field) => f.type !== 'date' && !isDone(f);

  const guideStatus = byId('guide-status');
  const finishError = byId('finish-error');

  function render(f: Field): void {
    const el = fieldEls.get(f.id);
    if (!el) return;
    const label = nameOf(f);
    const done = isDone(f);
    el.classList.toggle('is-done', done);
    el.classList.remove('is-missing');
    if (f.type === 'date') return;
    if (f.type === 'checkbox') {
      el.setAttribute('aria-checked', String(values.get(f.id) === true));
      el.setAttribute('aria-label', f.required ? t('sign.js.checkbox.required', { label }) : label);
      refit.get(f.id)?.();
      return;
    }
    const out = el.querySelector<HTMLElement>('.sign-field-value')!;
    out.replaceChildren();
    const prompt = document.createElement('span');
    prompt.className = 'sign-field-prompt';
    prompt.textContent =
      f.type === 'signature'
        ? t('sign.js.prompt.sign')
        : f.type === 'attachment'
          ? t('sign.js.prompt.attach')
          : t('sign.js.prompt.fill');
    // The name holds the words on the button (its label, "required", the prompt or the value), so speech input
    // users can say what they see.
    let state = prompt.textContent;
    out.append(prompt);
    if (f.type === 'signature' && signature) {
      out.replaceChildren();
      if (signature.type === 'drawn') {
        const img = document.createElement('img');
        img.src = signature.image;
        img.alt = '';
        img.className = 'sig-image';
        out.append(img);
        state = t('sign.js.state.drawn');
      } else {
        const span = document.createElement('span');
        span.className = 'sig-typed';
        span.textContent = signature.text;
        out.append(span);
        state = signature.text;
      }
    } else if (f.type === 'attachment' && files.has(f.id)) {
      out.textContent = files.get(f.id)!;
      state = t('sign.js.state.file', { name: files.get(f.id)! });
    } else if (typeof values.get(f.id) === 'string' && values.get(f.id)) {
      out.textContent = values.get(f.id) as string;
      state = values.get(f.id) as string;
    }
    el.setAttribute('aria-label', t(f.required ? 'sign.js.name.required' : 'sign.js.name', { label, state }));
    refit.get(f.id)?.();
  }

  function updateGuide(): void {
    const required = fields.filter((f) => f.required && f.type !== 'date');
    const done = required.filter(isDone).length;
    guideStatus.textContent =
      required.length === 0 || done === required.length
        ? t('sign.js.guide.all')
        : t('sign.js.guide.progress', { done, total: required.length });
  }

  function refresh(f?: Field): void {
    for (const x of f ? [f] : fields) render(x);
    if (f?.type === 'signature') for (const x of fields.filter((y) => y.type === 'signature')) render(x);
    updateGuide();
    void saveDraft();
  }

  // F5 keeps what the signer filled in and the signature they adopted (attachments are on the server already).
  interface Draft {
    values: [string, string | boolean][];
    signature: Signature | null;
  }
  // Nothing is saved before the saved draft is read back: the first drawing would otherwise overwrite it.
  let restored = false;
  async function saveDraft(): Promise<void> {
    const key = await draftKey;
    if (!key || !restored) return;
    const draft: Draft = { values: [...values], signature };
    tabStore.set(key, JSON.stringify(draft));
  }
  async function restoreDraft(): Promise<void> {
    const key = await draftKey;
    restored = true;
    if (!key) return;
    let draft: Draft | null = null;
    try {
      draft = JSON.parse(tabStore.get(key) ?? 'null') as Draft | null;
    } catch {
      return;
    }
    if (!draft) return;
    for (const [id, v] of draft.values ?? []) {
      const f = fields.find((x) => x.id === id);
      if (f && (f.type === 'checkbox' ? typeof v === 'boolean' : typeof v === 'string')) values.set(id, v);
    }
    const sig = draft.signature;
    if (
      sig &&
      ((sig.type === 'typed' && typeof sig.text === 'string') ||
        (sig.type === 'drawn' && typeof sig.image === 'string' && sig.image.startsWith('data:image/png;base64,')))
    )
      signature = sig;
    refresh();
  }

  let current = -1;
  function goTo(index: number): void {
    for (const el of fieldEls.values()) el.classList.remove('is-current');
    current = index;
    const el = fieldEls.get(fields[index].id);
    if (!el) return;
    el.classList.add('is-current');
    zoomTo(el);
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  }

  // On a phone a PDF field drawn at its size is small: the guide zooms the pages until the field it goes to is
  // readable (its box about 32 px tall, at most 2.5 times), and "Whole page" zooms back out.
  const pagesEl = document.querySelector<HTMLElement>('.pdf-pages');
  const zoomOut = document.getElementById('zoom-out') as HTMLButtonElement | null;
  function setZoom(z: number): void {
    if (!pagesEl) return;
    const was = Number(pagesEl.style.getPropertyValue('--zoom') || '1');
    if (Math.abs(was - z) < 0.05) return;
    pagesEl.style.setProperty('--zoom', String(z));
    pagesEl.classList.toggle('is-zoomed', z > 1);
    if (zoomOut) zoomOut.hidden = z <= 1;
    // The pages are drawn again at their new width and the fields placed again (both listen to resize).
    window.dispatchEvent(new Event('resize'));
  }
  function zoomTo(el: HTMLElement): void {
    if (!pagesEl || !el.closest('.pdf-page')) return;
    const was = Number(pagesEl.style.getPropertyValue('--zoom') || '1');
    const height = el.getBoundingClientRect().height / was;
    setZoom(window.innerWidth < 640 && height > 0 && height < 32 ? Math.min(2.5, 32 / height) : 1);
  }
  if (zoomOut) on(zoomOut, 'click', () => setZoom(1));
  // Zoom is for a phone: turned or widened past one, the whole page again.
  window.addEventListener('resize', () => {
    if (window.innerWidth >= 640) setZoom(1);
  });

  on(byId('next-field'), 'click', () => {
    const order = fields.map((_, i) => (current + 1 + i) % fields.length);
    const next =
      order.find((i) => fields[i].required && isOutstanding(fields[i])) ?? order.find((i) => isOutstanding(fields[i]));
    if (next === undefined) {
      announce(guideStatus, t('sign.js.guide.allDone'));
      byId('finish').focus();
      return;
    }
    goTo(next);
  });

  // The signature dialog: draw or type.
  const sigDialog = byId<HTMLDialogElement>('signature-dialog');
  const sigCanvas = byId<HTMLCanvasElement>('sig-canvas');
  const sigError = byId('sig-error');
  const sigText = byId<HTMLInputElement>('sig-text');
  const sigPreview = byId('sig-preview');
  const pad = new SignaturePad(sigCanvas, () => showError(sigError, ''));
  const mode = () =>
    document.querySelector<HTMLInputElement>('input[name="sig-mode"]:checked')?.value === 'type' ? 'type' : 'draw';
  const showMode = () => {
    const typed = mode() === 'type';
    byId('sig-draw').hidden = typed;
    byId('sig-type').hidden = !typed;
    showError(sigError, '');
    if (!typed) requestAnimationFrame(() => pad.resize());
  };
  for (const r of document.querySelectorAll<HTMLInputElement>('input[name="sig-mode"]')) on(r, 'change', showMode);
  on(sigText, 'input', () => {
    sigPreview.textContent = sigText.value;
    showError(sigError, '', sigText);
  });
  window.addEventListener('resize', () => {
    if (sigDialog.open && mode() === 'draw') pad.resize();
  });
  on(byId('sig-clear'), 'click', () => pad.clear());
  let afterSignature: (() => void) | null = null;
  function openSignature(then?: () => void): void {
    afterSignature = then ?? null;
    if (!sigText.value) sigText.value = signature?.type === 'typed' ? signature.text : data.recipientName;
    sigPreview.textContent = sigText.value;
    host.showModal(sigDialog);
    showMode();
  }
  on(byId<HTMLFormElement>('signature-form'), 'submit', (e) => {
    e.preventDefault();
    if (mode() === 'draw') {
      if (pad.isEmpty()) return showError(sigError, t('sign.js.sig.drawFirst'));
      signature = { type: 'drawn', image: pad.toDataURL() };
    } else {
      const text = sigText.value.trim();
      if (!text) return showError(sigError, t('sign.js.sig.typeFirst'), sigText);
      signature = { type: 'typed', text };
    }
    sigDialog.close();
    refresh(fields.find((f) => f.type === 'signature'));
    const then = afterSignature;
    afterSignature = null;
    then?.();
  });

  // Text-like fields: one dialog, labelled with the field's name.
  const textDialog = byId<HTMLDialogElement>('text-dialog');
  const textInput = byId<HTMLInputElement>('text-input');
  const textError = byId('text-error');
  clearOnInput(textInput, textError);
  let editing: Field | null = null;
  function openText(f: Field): void {
    editing = f;
    byId('text-title').textContent = nameOf(f);
    byId('text-label').textContent = f.required ? t('sign.js.label.required', { label: nameOf(f) }) : nameOf(f);
    textInput.maxLength = f.type === 'initials' ? 10 : f.type === 'name' ? 200 : 1000;
    const v = values.get(f.id);
    textInput.value = typeof v === 'string' ? v : f.type === 'initials' ? initialsOf(data.recipientName) : '';
    showError(textError, '', textInput);
    host.showModal(textDialog);
    textInput.select();
  }
  on(byId<HTMLFormElement>('text-form'), 'submit', (e) => {
    e.preventDefault();
    const f = editing!;
    const v = textInput.value.trim();
    if (!v && f.required) return showError(textError, t('sign.js.text.required', { label: nameOf(f) }), textInput);
    if (v) values.set(f.id, v);
    else values.delete(f.id);
    textDialog.close();
    refresh(f);
    fieldEls.get(f.id)?.focus();
  });

  // Attachments: the upload starts on Upload, with its progress shown.
  const attachDialog = byId<HTMLDialogElement>('attach-dialog');
  const attachInput = byId<HTMLInputElement>('attach-input');
  const attachError = byId('attach-error');
  const attachStatus = byId('attach-status');
  clearOnInput(attachInput, attachError);
  const progressRow = byId('attach-progress-row');
  const progress = byId<HTMLProgressElement>('attach-progress');
  const upload = byId<HTMLButtonElement>('attach-upload');
  let attaching: Field | null = null;
  function openAttach(f: Field): void {
    attaching = f;
    byId('attach-title').textContent = nameOf(f);
    byId('attach-label').textContent = t(f.required ? 'sign.js.attach.labelRequired' : 'sign.js.attach.label', {
      label: nameOf(f),
    });
    attachInput.value = '';
    showError(attachError, '', attachInput);
    attachStatus.textContent = files.has(f.id) ? t('sign.js.attach.uploaded', { name: files.get(f.id)! }) : '';
    progressRow.hidden = true;
    host.showModal(attachDialog);
  }
  on(byId<HTMLFormElement>('attach-form'), 'submit', async (e) => {
    e.preventDefault();
    const f = attaching!;
    const file = attachInput.files?.[0];
    if (!file) return showError(attachError, t('sign.js.attach.choose'), attachInput);
    if (file.size > MAX_FILE)
      return showError(attachError, t('sign.js.attach.tooBig', { size: fileSize(MAX_FILE, true) }), attachInput);
    showError(attachError, '', attachInput);
    progress.value = 0;
    progressRow.hidden = false;
    attachStatus.textContent = t('sign.js.attach.uploading', { name: file.name });
    setBusy(upload, true, t('sign.js.attach.busy'));
    try {
      const att = await uploadWithProgress<{ filename: string; byteSize: number }>(
        `${base}/attachments?fieldId=${encodeURIComponent(f.id)}`,
        file,
        (loaded, total) => {
          progress.value = Math.round((loaded / total) * 100);
        },
      );
      progress.value = 100;
      files.set(f.id, att.filename);
      attachStatus.textContent = t('sign.js.attach.uploadedSize', { name: att.filename, size: fileSize(att.byteSize) });
      refresh(f);
    } catch (err) {
      if (!reloadIfEnded(err)) showError(attachError, sentence(err), attachInput);
      progressRow.hidden = true;
      attachStatus.textContent = '';
    } finally {
      setBusy(upload, false);
    }
  });

  for (const f of fields) {
    const el = fieldEls.get(f.id);
    if (!el || f.type === 'date') continue;
    on(el, 'click', () => {
      current = fields.indexOf(f);
      if (f.type === 'signature') openSignature();
      else if (f.type === 'checkbox') {
        values.set(f.id, values.get(f.id) !== true);
        refresh(f);
      } else if (f.type === 'attachment') openAttach(f);
      else openText(f);
    });
  }

  // Finishing: everything is sent at once.
  const finish = byId<HTMLButtonElement>('finish');
  async function submit(): Promise<void> {
    const missing = fields.filter((f) => f.required && isOutstanding(f) && f.type !== 'signature');
    if (missing.length) {
      for (const f of missing) fieldEls.get(f.id)?.classList.add('is-missing');
      announce(finishError, t('sign.js.missing', { fields: list(missing.map(nameOf)) }));
      goTo(fields.indexOf(missing[0]));
      return;
    }
    if (!signature) return openSignature(() => void submit());
    const body: Record<string, string | boolean> = {};
    for (const f of fields) {
      const v = values.get(f.id);
      if (f.type === 'checkbox') body[f.id] = v === true;
      else if ((f.type === 'text' || f.type === 'name' || f.type === 'initials') && typeof v === 'string' && v)
        body[f.id] = v;
    }
    finishError.textContent = '';
    setBusy(finish, true, t('sign.js.busy'));
    try {
      const result = await api<SigningResult>(`${base}/sign`, { body: { values: body, signature } });
      forget();
      const everyone = result.envelope.status === 'completed';
      tell(everyone ? 'signed-all' : 'signed');
      signedDone(everyone);
      host.post({ type: 'dossier:signed', ...ids });
      if (everyone) host.post({ type: 'dossier:completed', envelopeId: ids.envelopeId });
      leave(everyone ? 'completed' : 'signed');
    } catch (err) {
      setBusy(finish, false);
      if (reloadIfEnded(err)) return;
      const missingIds =
        err instanceof ApiError && Array.isArray(err.details?.missing) ? (err.details.missing as string[]) : [];
      for (const id of missingIds) fieldEls.get(id)?.classList.add('is-missing');
      announce(finishError, sentence(err));
      tellError(err);
      if (missingIds.length) goTo(fields.findIndex((f) => f.id === missingIds[0]));
    }
  }
  on(finish, 'click', () => void submit());

  wireDecline();
  refresh();
  void restoreDraft();
}

/** Just agreed to sign: the focus goes to the document (its first heading, or a PDF's region), not the page's top. */
function focusDocument(): void {
  if (tabStore.get(ARRIVED) !== '1') return;
  tabStore.remove(ARRIVED);
  const doc = document.getElementById('document');
  // A PDF has no headings, and its fields are placed only once its pages are drawn: the document region itself.
  const target = doc?.querySelector<HTMLElement>('h1, h2, h3, h4') ?? doc;
  if (!target) return;
  focusOn(target);
  target.scrollIntoView({ block: 'center' });
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
    .slice(0, 10);
}

if (data.step === 'accessCode') accessCodeStep();
else if (data.step === 'consent') consentStep();
else documentStep();
// Where storage is refused (a third-party frame in a browser that blocks it), a reload forgets: the page says so.
const note = document.getElementById('storage-note');
if (note && !tabStore.works()) reveal(note);
host.post({ type: 'dossier:ready', ...ids, step: data.step });
host.watchHeight();
