// The reaction bar (allowFeedback), under each document: the spec's five reactions as toggle buttons and an
// optional comment. Choosing a reaction sends it at once (with the comment as typed); a later choice replaces the
// earlier one on the server, as does "Send comment". No operation reads a reaction back, so the current choice is
// remembered in this browser per visit and document, to show it again after a reload.
import { sentence } from '../api.js';
import { t } from '../i18n.js';
import { el, field, store, uid } from './el.js';
import type { FeedbackReaction, ReaderHost, VisitFeedback } from './types.js';

// Drawn faces rather than emoji: a phone or desktop without a colour emoji font would show empty boxes.
const FACE = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M9 9.5v1 M15 9.5v1';
const REACTIONS: { value: FeedbackReaction; label: string; icon: string }[] = [
  {
    value: 'love',
    get label() {
      return t('view.js.f.love');
    },
    icon: 'M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
  },
  {
    value: 'like',
    get label() {
      return t('view.js.f.like');
    },
    icon: `${FACE} M8.5 14a4.5 4.5 0 0 0 7 0`,
  },
  {
    value: 'neutral',
    get label() {
      return t('view.js.f.neutral');
    },
    icon: `${FACE} M8.5 15h7`,
  },
  {
    value: 'confused',
    get label() {
      return t('view.js.f.confused');
    },
    icon: `${FACE} M8.5 16l7-2`,
  },
  {
    value: 'dislike',
    get label() {
      return t('view.js.f.dislike');
    },
    icon: `${FACE} M8.5 16.5a4.5 4.5 0 0 1 7 0`,
  },
];

function icon(d: string): SVGSVGElement {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'reaction-icon');
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

interface Choice {
  reaction: FeedbackReaction;
  comment: string | null;
}

export class FeedbackBar {
  readonly element: HTMLElement;
  readonly #host: ReaderHost;
  readonly #visitId: string;
  readonly #buttons: Map<FeedbackReaction, HTMLButtonElement>;
  readonly #comment = field('textarea', t('view.js.f.comment'), { rows: 2, maxlength: 1000 });
  readonly #send = el('button', { type: 'submit', class: 'btn btn-secondary btn-small' }, t('view.js.f.send'));
  readonly #status = el('p', { class: 'status', role: 'status' });
  #documentId = '';
  #choice: Choice | null = null;

  constructor(host: ReaderHost, visitId: string) {
    this.#host = host;
    this.#visitId = visitId;
    const title = uid('feedback-title');
    this.#buttons = new Map(
      REACTIONS.map((r) => {
        const b = el(
          'button',
          { type: 'button', class: 'reaction', 'aria-pressed': 'false', 'data-reaction': r.value },
          icon(r.icon),
          el('span', {}, r.label),
        );
        b.addEventListener('click', () => void this.#submit(r.value, b));
        return [r.value, b];
      }),
    );
    const form = el(
      'form',
      { class: 'feedback-comment', novalidate: true },
      this.#comment.field,
      el('div', { class: 'actions' }, this.#send),
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      if (!this.#choice) {
        this.#comment.error.textContent = t('view.js.f.choose');
        return this.#buttons.get('like')?.focus();
      }
      void this.#submit(this.#choice.reaction, this.#send);
    });
    this.element = el(
      'section',
      { class: 'feedback-bar', 'aria-labelledby': title },
      el('h2', { id: title, class: 'feedback-title' }, t('view.js.f.title')),
      el('div', { class: 'reactions', role: 'group', 'aria-labelledby': title }, ...this.#buttons.values()),
      form,
      this.#status,
    );
  }

  /** The document now shown: its remembered choice, if any. */
  showing(documentId: string): void {
    this.#documentId = documentId;
    let choice: Choice | null = null;
    try {
      choice = JSON.parse(store.get(this.#key()) ?? 'null') as Choice | null;
    } catch {
      /* none kept */
    }
    this.#comment.control.value = choice?.comment ?? '';
    this.#comment.error.textContent = '';
    this.#status.textContent = '';
    this.#mark(choice);
  }

  #key(): string {
    return `dossier.feedback.${this.#visitId}.${this.#documentId}`;
  }

  #mark(choice: Choice | null): void {
    this.#choice = choice;
    for (const [value, b] of this.#buttons) b.setAttribute('aria-pressed', String(value === choice?.reaction));
  }

  async #submit(reaction: FeedbackReaction, button: HTMLButtonElement): Promise<void> {
    const comment = this.#comment.control.value.trim() || null;
    this.#comment.error.textContent = '';
    // Not setBusy: its label swap would flatten the reaction's icon and words; every choice waits instead.
    const busy = (on: boolean) => {
      for (const b of [...this.#buttons.values(), this.#send]) b.disabled = on;
      button.setAttribute('aria-busy', String(on));
    };
    busy(true);
    try {
      const saved = await this.#host.call<VisitFeedback>('/feedback', {
        body: { documentId: this.#documentId, reaction, comment },
      });
      const choice = { reaction: saved.reaction, comment: saved.comment };
      store.set(this.#key(), JSON.stringify(choice));
      this.#mark(choice);
      const label = REACTIONS.find((r) => r.value === saved.reaction)?.label ?? saved.reaction;
      this.#status.textContent = t(saved.comment ? 'view.js.f.thanksComment' : 'view.js.f.thanks', { label });
    } catch (e) {
      if (!this.#host.failed(e)) this.#status.textContent = t('view.js.f.failed', { reason: sentence(e) });
    } finally {
      busy(false);
    }
  }
}
