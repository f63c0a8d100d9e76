// The viewer page (/v/{slug}). The server drew the frame; this script does the rest through the public visit
// operations (the same an integrator calls): it starts a visit (or picks up this browser's, whose id it keeps in
// localStorage; the token is in the HttpOnly cookie the start set, and in memory until the page is left), shows
// the gates the visit
// still asks for one form at a time, and once it opens, reads the content: a room's tree to move through, the
// document as sections or PDF pages, the watermark, the download buttons, screenshot protection, and attention
// measured per section and sent as heartbeats. A 410 from any call means the link closed: the page reloads and
// the server says why, in words. Framed by an origin its workspace allows, it tells the host (dossier:ready,
// dossier:page, dossier:ended; ../embed-host.ts).
import { API_BASE, ApiError, api, languageHeader, sentence, type CallOptions } from '../api.js';
import { byId, focusOn, hide, on, pageData, reveal, setBusy } from '../dom.js';
import { Host } from '../embed-host.js';
import { t } from '../i18n.js';
import type { ViewPageData } from '../page-data.js';
import { AttentionMeter, type SectionTime } from '../viewer/attention.js';
import { Contents } from '../viewer/contents.js';
import { Gates } from '../viewer/gates.js';
import { protect } from '../viewer/protect.js';
import { authoredSections, drawPdf, pdfSections } from '../viewer/render.js';
import { ReaderTools } from '../reader/tools.js';
import type {
  ViewerDocument,
  ViewerRoom,
  VisitContent,
  VisitGateInput,
  VisitStarted,
  VisitState,
} from '../viewer/types.js';

const data = pageData<ViewPageData>();
const host = new Host(data.embed);
// The page puts the reader back where they were itself (viewer/contents.ts), once the document is drawn; the
// browser's own attempt, made before that, would only fight it.
history.scrollRestoration = 'manual';
const KEY = `dossier.visit.${data.slug}`;
const status = byId('view-status');
const problem = byId('view-error');
let visitId = '';
// The token the start answered, kept in memory too: calls carry it in x-visit-token, so the page works where the
// cookie was refused. After a reload only the cookie has it (sendBeacon and the download link always use it).
let token: string | null = null;
const visitPath = (rest: string) => `/public/visits/${visitId}${rest}`;

/** A visit operation (`rest` after /public/visits/{visitId}). */
const call = <T>(rest: string, opts: CallOptions = {}) =>
  api<T>(visitPath(rest), { ...opts, ...(token ? { token: { header: 'x-visit-token', value: token } } : {}) });

/** A visit operation that answers bytes (a PDF, a zip); its refusals thrown as ApiError. */
async function fetchBytes(rest: string): Promise<Response> {
  const res = await fetch(`${API_BASE}${visitPath(rest)}`, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: token ? { ...languageHeader(), 'x-visit-token': token } : languageHeader(),
  });
  if (res.ok) return res;
  const body = (await res.json().catch(() => ({}))) as {
    error?: string;
    code?: string;
    details?: Record<string, unknown>;
  };
  throw new ApiError(
    body.error ?? t('view.js.serverStatus', { status: res.status }),
    body.code ?? 'unreadable_answer',
    res.status,
    body.details,
  );
}

// The visit's id (not its token) is kept so that a reload picks the same visit up; storage may be refused.
/** Storage, where the browser allows it (a private window may refuse it): a visit per page load otherwise. */
function stored(where: 'local' | 'session', value?: string | null): string | null {
  try {
    const store = where === 'local' ? localStorage : sessionStorage;
    if (value === undefined) return store.getItem(KEY);
    if (value === null) store.removeItem(KEY);
    else store.setItem(KEY, value);
  } catch {
    /* refused */
  }
  return null;
}
/** Whether the browser lets this page keep anything (a third-party frame may not): if not, the page says a reload starts over. */
function storageWorks(): boolean {
  try {
    localStorage.setItem('dossier.probe', '1');
    localStorage.removeItem('dossier.probe');
    return true;
  } catch {
    return false;
  }
}
const remembered = () => stored('local');
const remember = (id: string | null) => stored('local', id);

function fail(message: string): void {
  status.textContent = '';
  problem.textContent = message;
  reveal(problem);
}

/**
 * Errors every call handles alike: 410 (the link closed: reload once, the server's page says why), 401 (the
 * visit's cookie is gone: start again) and 403 gates_pending (the owner tightened a gate: show it). True when
 * handled.
 */
function handled(e: unknown): boolean {
  if (!(e instanceof ApiError)) return false;
  if (e.status === 410) {
    // Once: should the page still open after the reload, the words are said here instead.
    if (stored('session') !== 'reloaded') {
      stored('session', 'reloaded');
      location.reload();
    } else fail(sentence(e));
    return true;
  }
  if (e.status === 401) {
    // The visit's token is gone (the cookie expired or was refused): a new visit, with its token kept here. A
    // token this page holds being refused is not that: said, not retried.
    if (token) {
      fail(sentence(e));
      return true;
    }
    attention.stop();
    remember(null);
    visitId = '';
    token = null;
    void begin();
    return true;
  }
  if (e.code === 'gates_pending') {
    attention.stop();
    void refresh();
    return true;
  }
  return false;
}

/** handled(), and for the calls made while reading: an address the link no longer admits closes the document. */
function whileReading(e: unknown): boolean {
  if (handled(e)) return true;
  if (!(e instanceof ApiError && e.code === 'email_not_allowed')) return false;
  attention.stop();
  hide(byId('reader'));
  byId('doc').replaceChildren();
  fail(t('view.js.closedForAddress'));
  return true;
}

const gates = new Gates({
  submit: (body: VisitGateInput) => call<VisitState>('/gates', { body }),
  resend: () => call<VisitState>('/verification', { method: 'POST' }),
  failed: handled,
  show: (state) => show(state),
});

// ---- Attention ----

const attention = new AttentionMeter({
  send: async (documentId: string, sections: SectionTime[]) => {
    try {
      await call('/heartbeats', { body: { documentId, sections }, keepalive: true });
    } catch (e) {
      whileReading(e);
    }
  },
  beacon: (documentId: string, sections: SectionTime[]) => {
    const body = new Blob([JSON.stringify({ documentId, sections })], { type: 'application/json' });
    navigator.sendBeacon(`${API_BASE}${visitPath('/heartbeats')}`, body);
  },
});

// ---- The reader ----

// Questions, the assistant, reading aloud and the reaction bar (packages/web/src/reader/).
const tools = new ReaderTools({ call, failed: handled, openDocument: (id) => navigate(id, false) });
const contents = new Contents();

let content: VisitContent | null = null;

function downloadLink(documentId: string | null): void {
  const link = byId<HTMLAnchorElement>('download');
  if (!content?.allowDownload || !documentId) {
    hide(link);
    return;
  }
  link.href = `${API_BASE}${visitPath(`/download?documentId=${encodeURIComponent(documentId)}`)}`;
  reveal(link);
  // A document link's bar (its title is the page's heading) is there only for its Download button.
  reveal(byId('reader-bar'));
}

/** Tells the host which page or section the reader is at. */
const toHost = (documentId: string, unit: 'page' | 'section', count: number) => (index: number) =>
  host.post({ type: 'dossier:page', slug: data.slug, documentId, unit, number: index + 1, count });

async function showDocument(doc: ViewerDocument): Promise<void> {
  const host = byId('doc');
  const docStatus = byId('doc-status');
  attention.stop();
  contents.clear();
  // A document link's title is the page's heading already; in a room the bar names the document open.
  if (data.kind === 'room') {
    byId('reader-doc').textContent = doc.title;
    document.title = `${doc.title} · ${content!.room?.name ?? data.title}`;
  }
  host.setAttribute('aria-label', doc.title);
  downloadLink(doc.documentId);
  docStatus.textContent = '';
  const key = `dossier.position.${data.slug}.${doc.documentId}`;
  const pickUp = () => {
    const where = contents.restore();
    if (where) docStatus.textContent = t('view.js.pickedUp', { where });
  };
  if (doc.unit === 'section') {
    const sections = authoredSections(doc, content!.watermark);
    host.replaceChildren(...sections);
    tools.showing(doc, sections);
    contents.show({ key, sections, unit: 'section', onCurrent: toHost(doc.documentId, 'section', sections.length) });
    pickUp();
    attention.watch(doc.documentId, sections);
    return;
  }
  if (doc.unit !== 'page') {
    const p = document.createElement('p');
    p.className = 'alert alert-info';
    p.textContent = content!.allowDownload
      ? t('view.js.cannotShow', { name: doc.file?.filename ?? t('view.js.thisFile') })
      : t('view.js.cannotShowNoDownload', { name: doc.file?.filename ?? t('view.js.thisFile') });
    host.replaceChildren(p);
    tools.showing(doc, []);
    return;
  }
  const frames = pdfSections(doc);
  host.replaceChildren(...frames);
  tools.showing(doc, frames);
  docStatus.textContent = t('view.js.loading');
  try {
    const res = await fetchBytes(`/documents/${encodeURIComponent(doc.documentId)}/file`);
    const thumbnails = await drawPdf(await res.arrayBuffer(), frames, data.pdfWorker);
    docStatus.textContent = '';
    contents.show({
      key,
      sections: frames,
      unit: 'page',
      thumbnails,
      onCurrent: toHost(doc.documentId, 'page', frames.length),
    });
    pickUp();
    attention.watch(doc.documentId, frames);
  } catch (e) {
    if (!whileReading(e)) docStatus.textContent = t('view.js.failed', { reason: sentence(e) });
  }
}

function roomTree(room: ViewerRoom): void {
  const nav = byId('room-tree');
  const heading = document.createElement('h2');
  heading.className = 'tree-title';
  heading.textContent = room.name;
  heading.dir = 'auto'; // names in any script: each takes the direction of its first strong letter
  const list = (docs: ViewerRoom['documents']) => {
    const ul = document.createElement('ul');
    ul.className = 'tree-docs';
    for (const d of docs) {
      const li = document.createElement('li');
      // A real link (its own address: opened in a new tab, copied, bookmarked); a plain click stays in the page.
      const a = document.createElement('a');
      a.className = 'tree-doc';
      a.href = documentPath(d.documentId);
      a.dataset.documentId = d.documentId;
      a.textContent = d.title;
      a.dir = 'auto';
      on(a, 'click', (e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void navigate(d.documentId);
      });
      li.append(a);
      ul.append(li);
    }
    return ul;
  };
  const parts: HTMLElement[] = [heading, list(room.documents.filter((d) => d.folderId === null))];
  for (const f of room.folders) {
    const docs = room.documents.filter((d) => d.folderId === f.id);
    if (!docs.length) continue;
    const h = document.createElement('h3');
    h.className = 'tree-folder';
    h.textContent = f.name;
    h.dir = 'auto';
    parts.push(h, list(docs));
  }
  if (!room.documents.length)
    parts.push(
      Object.assign(document.createElement('p'), {
        className: 'muted',
        textContent: t('view.js.emptyRoom'),
      }),
    );
  nav.replaceChildren(...parts);
}

// ---- A room's documents, each at an address of its own ----

const roomPath = `/v/${encodeURIComponent(data.slug)}`;
const documentPath = (documentId: string) => `${roomPath}/d/${encodeURIComponent(documentId)}`;
/** The room document the address names, or null at the room's own address. */
const documentInAddress = () => /^\/v\/[^/]+\/d\/([^/?#]+)/.exec(location.pathname)?.[1] ?? null;

/** A reader's move to another document of the room: a new entry in the history (Back returns), then it opens. */
function navigate(documentId: string, focus = true): Promise<void> {
  if (documentInAddress() !== documentId) history.pushState({ documentId }, '', documentPath(documentId));
  return openRoomDocument(documentId, focus);
}

// Back and Forward between the room's documents: the address says which one; the room's own address, the first.
window.addEventListener('popstate', () => {
  const room = content?.room;
  if (!room) return;
  const id = documentInAddress() ?? room.documents[0]?.documentId;
  if (id) void openRoomDocument(id, true);
});

/** Opens one document of the room; `focus` (a reader's choice, not the first one shown) moves to it. */
async function openRoomDocument(documentId: string, focus = true): Promise<void> {
  for (const b of document.querySelectorAll<HTMLElement>('.tree-doc')) {
    if (b.dataset.documentId === documentId) b.setAttribute('aria-current', 'page');
    else b.removeAttribute('aria-current');
  }
  try {
    const doc = await call<ViewerDocument>(`/documents/${encodeURIComponent(documentId)}`);
    if (focus) window.scrollTo({ top: 0 });
    await showDocument(doc);
    if (focus) byId('doc').focus({ preventScroll: true });
  } catch (e) {
    if (!whileReading(e)) byId('doc-status').textContent = `This document could not be opened: ${sentence(e)}`;
  }
}

function bulkDownload(): void {
  const button = document.getElementById('bulk-download') as HTMLButtonElement | null;
  if (!button) return;
  if (!content?.bulkDownload) {
    hide(button);
    return;
  }
  reveal(button);
  // Wired once: the reader opens again after a gate tightened while reading is cleared.
  if (button.dataset.wired) return;
  button.dataset.wired = 'true';
  const dialog = byId<HTMLDialogElement>('bulk-dialog');
  const input = byId<HTMLInputElement>('bulk-code');
  const error = byId('bulk-error');
  const fetchZip = async (code?: string) => {
    const res = await fetchBytes(`/bulk-download${code ? `?code=${code}` : ''}`);
    const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'room.zip';
    const url = URL.createObjectURL(await res.blob());
    const a = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  on(button, 'click', async () => {
    setBusy(button, true, t('view.js.preparing'));
    try {
      if (content?.bulkDownload?.codeRequired) {
        await call('/bulk-download/code', { method: 'POST' });
        error.textContent = '';
        input.value = '';
        dialog.showModal();
      } else await fetchZip();
    } catch (e) {
      if (!whileReading(e)) byId('doc-status').textContent = sentence(e);
    } finally {
      setBusy(button, false);
    }
  });
  on(byId<HTMLFormElement>('bulk-form'), 'submit', async (e) => {
    e.preventDefault();
    const code = input.value.trim();
    if (!/^[0-9]{6}$/.test(code)) {
      error.textContent = t('view.js.code.digits');
      return input.focus();
    }
    const submit = byId<HTMLButtonElement>('bulk-submit');
    setBusy(submit, true, t('view.js.downloading'));
    try {
      await fetchZip(code);
      dialog.close();
    } catch (err) {
      if (!whileReading(err)) error.textContent = sentence(err);
    } finally {
      setBusy(submit, false);
    }
  });
  for (const b of dialog.querySelectorAll<HTMLElement>('[data-close]')) on(b, 'click', () => dialog.close());
}

async function openReader(): Promise<void> {
  gates.hideAll();
  status.textContent = t('view.js.opening');
  try {
    content = await call<VisitContent>('/content');
  } catch (e) {
    if (!whileReading(e)) fail(sentence(e));
    return;
  }
  status.textContent = '';
  if (content.screenshotProtection) protect();
  reveal(byId('reader'));
  if (!storageWorks()) reveal(byId('storage-note'));
  tools.start(content);
  if (content.document) {
    await showDocument(content.document);
  } else if (content.room) {
    roomTree(content.room);
    bulkDownload();
    // The document the address names (a deep link, passed through the same gates), else the first one.
    const named = documentInAddress();
    const found = content.room.documents.find((d) => d.documentId === named);
    const first = found ?? content.room.documents[0];
    if (first) await openRoomDocument(first.documentId, false);
    else byId('reader-doc').textContent = content.room.name;
    if (named && !found) {
      history.replaceState(null, '', first ? documentPath(first.documentId) : roomPath);
      byId('doc-status').textContent = first ? t('view.js.notInRoomFirst') : t('view.js.notInRoom');
    }
  }
}

// Whether a gate form was shown: once they are cleared, focus goes to the heading (the form it was in is gone).
let gated = false;

function show(state: VisitState): void {
  status.textContent = '';
  stored('session', null);
  if (state.opened) {
    if (gated) focusOn(byId('view-title'));
    gated = false;
    void openReader();
    return;
  }
  hide(byId('reader'));
  gated = true;
  gates.show(state);
}

/** The visit's state again (after the owner tightened a gate, say). */
async function refresh(): Promise<void> {
  try {
    show(await call<VisitState>('/gates', { body: {} }));
  } catch (e) {
    if (!handled(e)) fail(sentence(e));
  }
}

/** Past the view cap: only a visit this browser opened before reads on; the page's words stay otherwise. */
async function resume(): Promise<void> {
  const known = remembered();
  if (!known) return ended();
  visitId = known;
  try {
    const state = await call<VisitState>('/gates', { body: {} });
    if (state.opened) {
      hide(byId('view-closed'));
      reveal(document.querySelector<HTMLElement>('.view-head')!);
      return show(state);
    }
  } catch {
    /* the closed words stand */
  }
  ended();
}

/** Past the view cap with no visit of this browser's to read on: the host is told the link ended. */
function ended(): void {
  if (data.closed) host.post({ type: 'dossier:ended', slug: data.slug, reason: data.closed });
}

async function begin(): Promise<void> {
  const known = remembered();
  if (known) {
    visitId = known;
    try {
      return show(await call<VisitState>('/gates', { body: {} }));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) {
        if (!handled(e)) fail(sentence(e));
        return;
      }
      remember(null);
    }
  }
  try {
    const started = await api<VisitStarted>(`/public/links/${encodeURIComponent(data.slug)}/visits`, { body: {} });
    visitId = started.visitId;
    token = started.token;
    remember(visitId);
    show(started);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) fail(t('view.js.gone'));
    else if (!handled(e))
      fail(e instanceof ApiError && e.code === 'rate_limited' ? t('view.js.tooManyVisits') : sentence(e));
  }
}

host.post({ type: 'dossier:ready', slug: data.slug });
void (data.closed ? resume() : begin());
