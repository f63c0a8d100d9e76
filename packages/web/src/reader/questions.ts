// Questions to the person who shared the document (always on for an opened visit): the reader asks, about the
// document shown (on a room link, or about the room as a whole), sees each thread with the owner's replies and
// writes back in the same thread. Replies arrive by polling: when the panel opens, when the window regains focus,
// every 30 s while the panel is open, and on "Check for replies". The bar's button counts the owner's replies the
// reader has not seen yet (remembered per visit in this browser).
import { ApiError, sentence } from '../api.js';
import { setBusy } from '../dom.js';
import { t } from '../i18n.js';
import { el, field, filled, store, when } from './el.js';
import type { ReaderHost, VisitorThread } from './types.js';

const POLL_MS = 30_000;

/** One thread as shown, kept across polls so a reply being typed survives them. */
class ThreadView {
  readonly item: HTMLLIElement;
  readonly #state = el('span', { class: 'thread-state' });
  readonly #messages = el('ol', { class: 'thread-messages' });
  readonly #about = el('span');

  constructor(thread: VisitorThread, send: (threadId: string, body: string) => Promise<string | null>) {
    const toggle = el(
      'button',
      { type: 'button', class: 'btn btn-secondary btn-small', 'aria-expanded': 'false' },
      t('view.js.q.writeBack'),
    );
    const reply = field('textarea', t('view.js.q.yourReply'), { rows: 3, maxlength: 5000, required: true });
    const submit = el('button', { type: 'submit', class: 'btn btn-primary btn-small' }, t('view.js.q.sendReply'));
    const cancel = el('button', { type: 'button', class: 'btn btn-link btn-small' }, t('common.cancel'));
    const form = el(
      'form',
      { class: 'thread-reply', hidden: true, novalidate: true },
      reply.field,
      el('div', { class: 'actions' }, submit, cancel),
    );
    toggle.setAttribute('aria-controls', (form.id = `${reply.control.id}-form`));
    const showForm = (open: boolean) => {
      form.hidden = !open;
      toggle.hidden = open;
      toggle.setAttribute('aria-expanded', String(open));
      if (open) reply.control.focus();
    };
    toggle.addEventListener('click', () => showForm(true));
    cancel.addEventListener('click', () => {
      showForm(false);
      toggle.focus();
    });
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const body = filled(reply, t('view.js.q.replyFirst'));
      if (!body) return;
      setBusy(submit, true, t('view.js.sending'));
      const problem = await send(thread.id, body);
      setBusy(submit, false);
      if (problem) {
        reply.error.textContent = problem;
        return reply.control.focus();
      }
      reply.control.value = '';
      showForm(false);
      toggle.focus();
    });
    this.item = el(
      'li',
      { class: 'thread', 'data-thread-id': thread.id },
      el('p', { class: 'thread-head' }, this.#about, this.#state),
      this.#messages,
      toggle,
      form,
    );
    this.update(thread);
  }

  update(thread: VisitorThread): void {
    this.#about.textContent = t('view.js.q.about', { what: thread.about });
    this.#state.textContent = thread.awaitingReply ? t('view.js.q.waiting') : t('view.js.q.replied');
    this.#state.className = `thread-state ${thread.awaitingReply ? 'is-waiting' : 'is-replied'}`;
    this.#messages.replaceChildren(
      ...thread.messages.map((m) =>
        el(
          'li',
          { class: `message message-${m.author}` },
          el(
            'p',
            { class: 'message-who' },
            m.author === 'owner' ? t('view.js.q.reply') : t('view.js.q.you'),
            ' · ',
            el('time', { datetime: m.createdAt }, when(m.createdAt)),
          ),
          el('p', { class: 'message-body' }, m.body),
        ),
      ),
    );
  }
}

export class Questions {
  readonly body: HTMLElement;
  readonly #host: ReaderHost;
  readonly #seenKey: string;
  readonly #question = field('textarea', t('view.js.q.yourQuestion'), { rows: 3, maxlength: 5000, required: true });
  readonly #about: HTMLSelectElement | null;
  readonly #list = el('ol', { class: 'threads' });
  readonly #status = el('p', { class: 'status', role: 'status' });
  readonly #views = new Map<string, ThreadView>();
  #documentId: string | null = null;
  #timer: number | undefined;
  #loading: Promise<void> | null = null;
  /** Tells the bar's button how many replies are new. */
  onNews: (count: number) => void = () => {};
  /** Whether the reader is looking at the threads now (their replies then count as seen). */
  isShown: () => boolean = () => false;

  constructor(host: ReaderHost, visitId: string, room: boolean) {
    this.#host = host;
    this.#seenKey = `dossier.replies.${visitId}`;
    const submit = el('button', { type: 'submit', class: 'btn btn-primary' }, t('view.js.q.send'));
    let aboutField: HTMLElement | null = null;
    if (room) {
      this.#about = el('select', { id: 'question-about' }, el('option', { value: 'room' }, t('view.js.q.wholeRoom')));
      aboutField = el(
        'div',
        { class: 'field' },
        el('label', { for: 'question-about' }, t('view.js.q.aboutLabel')),
        this.#about,
      );
    } else this.#about = null;
    const form = el(
      'form',
      { class: 'question-form', novalidate: true },
      this.#question.field,
      aboutField,
      el('div', { class: 'actions' }, submit),
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.#ask(submit);
    });
    const check = el('button', { type: 'button', class: 'btn btn-link btn-small' }, t('view.js.q.check'));
    check.addEventListener('click', () => void this.refresh(true));
    this.body = el(
      'div',
      { class: 'tool-body' },
      el('p', { class: 'hint' }, t('view.js.q.hint')),
      form,
      el('div', { class: 'threads-head' }, el('h3', {}, t('view.js.q.yours')), check),
      this.#status,
      this.#list,
    );
    window.addEventListener('focus', () => void this.refresh());
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void this.refresh());
  }

  get input(): HTMLElement {
    return this.#question.control;
  }

  /** The document now shown: what a new question is about (on a room link, offered beside the room itself). */
  showing(documentId: string, title: string): void {
    this.#documentId = documentId;
    if (!this.#about) return;
    const option = [...this.#about.options].find((o) => o.value !== 'room') ?? el('option');
    option.value = documentId;
    option.textContent = t('view.js.q.thisDocument', { title });
    if (!option.parentElement) this.#about.prepend(option);
    this.#about.value = documentId;
  }

  /** Polls while the panel is open; stops when it closes. */
  opened(): void {
    void this.refresh();
    window.clearInterval(this.#timer);
    this.#timer = window.setInterval(() => {
      if (!this.isShown()) return window.clearInterval(this.#timer);
      if (document.visibilityState === 'visible') void this.refresh();
    }, POLL_MS);
  }

  /** Reads the visit's threads again (one read at a time); `say` reports the outcome in words. */
  refresh(say = false): Promise<void> {
    this.#loading ??= (async () => {
      try {
        const threads = await this.#host.call<VisitorThread[]>('/questions');
        this.#render(threads);
        if (say)
          this.#status.textContent = threads.some((x) => !x.awaitingReply)
            ? t('view.js.q.upToDate')
            : t('view.js.q.noReply');
      } catch (e) {
        if (!this.#host.failed(e)) this.#status.textContent = t('view.js.q.unreadable', { reason: sentence(e) });
      } finally {
        this.#loading = null;
      }
    })();
    return this.#loading;
  }

  async #ask(submit: HTMLButtonElement): Promise<void> {
    const { control, error } = this.#question;
    const body = filled(this.#question, t('view.js.q.questionFirst'));
    if (!body) return;
    const about = this.#about ? this.#about.value : this.#documentId;
    setBusy(submit, true, t('view.js.sending'));
    try {
      const thread = await this.#host.call<VisitorThread>('/questions', {
        body: { body, ...(about && about !== 'room' ? { documentId: about } : {}) },
      });
      control.value = '';
      this.#put(thread);
      this.#status.textContent = t('view.js.q.sent');
    } catch (e) {
      if (!this.#host.failed(e)) {
        error.textContent = sentence(e);
        control.focus();
      }
    } finally {
      setBusy(submit, false);
    }
  }

  /** Writes back in a thread; answers the problem in words, or null. */
  async #send(threadId: string, body: string): Promise<string | null> {
    try {
      this.#put(await this.#host.call<VisitorThread>(`/questions/${encodeURIComponent(threadId)}`, { body: { body } }));
      this.#status.textContent = t('view.js.q.sentShort');
      return null;
    } catch (e) {
      if (this.#host.failed(e)) return null;
      return e instanceof ApiError && e.status === 404 ? t('view.js.q.gone') : sentence(e);
    }
  }

  #put(thread: VisitorThread): void {
    const view = this.#views.get(thread.id);
    if (view) view.update(thread);
    else {
      const v = new ThreadView(thread, (id, body) => this.#send(id, body));
      this.#views.set(thread.id, v);
      this.#list.querySelector('.threads-empty')?.remove();
      this.#list.prepend(v.item);
    }
  }

  #render(threads: VisitorThread[]): void {
    for (const t of threads) this.#put(t);
    // Newest first in the panel: the question just asked, or just replied to, is on top.
    this.#list.replaceChildren(
      ...[...threads]
        .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
        .map((t) => this.#views.get(t.id)!.item),
    );
    if (!threads.length) this.#list.replaceChildren(el('li', { class: 'muted threads-empty' }, t('view.js.q.none')));
    const replies = threads.reduce((n, t) => n + t.messages.filter((m) => m.author === 'owner').length, 0);
    const seen = Number(store.get(this.#seenKey) ?? 0);
    if (this.isShown()) store.set(this.#seenKey, String(replies));
    this.onNews(this.isShown() ? 0 : Math.max(0, replies - seen));
  }
}
