// The reading assistant (allowAssistant): the reader asks about the document and gets the server's answer drawn
// from the document itself, the best passages quoted word for word, each with a link that scrolls to its section
// (opening the room's other document first when the passage is there) and marks the quoted paragraph; or the
// server's plain "This is not in this document."
import { sentence } from '../api.js';
import { setBusy } from '../dom.js';
import { t } from '../i18n.js';
import { el, field, filled, goTo, narrow } from './el.js';
import type { AssistantAnswer, AssistantPassage, ReaderHost } from './types.js';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The section's paragraph, list item or table row that holds the quote (its first words), if it is drawn as text. */
function quoted(section: HTMLElement, quote: string): HTMLElement | null {
  const start = squash(quote.replace(/…$/, '')).slice(0, 80);
  for (const block of section.querySelectorAll<HTMLElement>('p, li, tr, blockquote, td'))
    if (squash(block.textContent ?? '').includes(start)) return block;
  return null;
}

export class Assistant {
  readonly body: HTMLElement;
  readonly #host: ReaderHost;
  readonly #question: ReturnType<typeof field<'input'>>;
  readonly #answer = el('div', { class: 'assistant-answer', 'aria-live': 'polite' });
  #documentId: string | null = null;
  /** Closes the panel on a phone after a jump, so the section is not under it. */
  onJump: () => void = () => {};

  constructor(host: ReaderHost, room: boolean) {
    this.#host = host;
    this.#question = field('input', room ? t('view.js.a.question.room') : t('view.js.a.question.doc'), {
      type: 'text',
      maxlength: 500,
      autocomplete: 'off',
      enterkeyhint: 'search',
    });
    const submit = el('button', { type: 'submit', class: 'btn btn-primary' }, t('view.js.a.ask'));
    const form = el(
      'form',
      { class: 'assistant-form', role: 'search', novalidate: true, 'aria-label': t('view.js.tool.ask') },
      this.#question.field,
      el('div', { class: 'actions' }, submit),
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.#ask(submit);
    });
    this.body = el(
      'div',
      { class: 'tool-body' },
      el('p', { class: 'hint' }, room ? t('view.js.a.note.room') : t('view.js.a.note.doc')),
      form,
      this.#answer,
    );
  }

  get input(): HTMLElement {
    return this.#question.control;
  }

  showing(documentId: string): void {
    this.#documentId = documentId;
  }

  async #ask(submit: HTMLButtonElement): Promise<void> {
    const question = filled(this.#question, t('view.js.a.first'));
    if (!question) return;
    setBusy(submit, true, t('view.js.a.busy'));
    try {
      // The room's documents are all searched (the answer names each passage's document); a document link's own.
      this.#show(await this.#host.call<AssistantAnswer>('/assistant', { body: { question } }));
    } catch (e) {
      if (!this.#host.failed(e)) this.#question.error.textContent = sentence(e);
    } finally {
      setBusy(submit, false);
    }
  }

  #show(answer: AssistantAnswer): void {
    const several =
      new Set(answer.passages.map((p) => p.documentId)).size > 1 ||
      answer.passages.some((p) => p.documentId !== this.#documentId);
    this.#answer.replaceChildren(
      el('p', { class: `assistant-says${answer.found ? '' : ' is-missing'}` }, answer.answer),
      ...(answer.passages.length
        ? [el('ol', { class: 'passages' }, ...answer.passages.map((p) => this.#passage(p, several)))]
        : []),
    );
  }

  #passage(p: AssistantPassage, several: boolean): HTMLElement {
    const place =
      p.page !== null
        ? t('view.js.a.page', { n: p.page })
        : p.heading
          ? t('view.js.a.heading', { heading: p.heading })
          : t('view.js.a.intro');
    const link = el(
      'a',
      { href: `#${p.sectionId}`, class: 'passage-link' },
      several ? t('view.js.a.goToIn', { place, title: p.documentTitle }) : t('view.js.a.goTo', { place }),
    );
    link.addEventListener('click', (e) => {
      e.preventDefault();
      void this.#jump(p);
    });
    return el('li', { class: 'passage' }, el('blockquote', {}, p.quote), link);
  }

  async #jump(p: AssistantPassage): Promise<void> {
    if (p.documentId !== this.#documentId) await this.#host.openDocument(p.documentId);
    const section = document.querySelector<HTMLElement>(`#doc .view-section[data-index="${p.sectionIndex}"]`);
    if (!section) return;
    for (const old of document.querySelectorAll('.is-quoted')) old.classList.remove('is-quoted');
    quoted(section, p.quote)?.classList.add('is-quoted');
    if (narrow()) this.onJump();
    goTo(section);
  }
}
