// The reader features a link switches on, added to the viewer page once the visit opens: questions to the person
// who shared it (always), the assistant (allowAssistant) and reading aloud (allowAudio, when the browser can
// speak) as tools in the reader's bar, and the reaction bar (allowFeedback) under each document. The page calls
// start() with the visit's content and showing() with each document it draws.
import { byId } from '../dom.js';
import { t } from '../i18n.js';
import { Assistant } from './assistant.js';
import { Audio, canSpeak } from './audio.js';
import { el } from './el.js';
import { FeedbackBar } from './feedback.js';
import { ToolPanel } from './panel.js';
import { Questions } from './questions.js';
import type { ReaderHost, ViewerDocument, VisitContent } from './types.js';

export class ReaderTools {
  readonly #host: ReaderHost;
  #panel: ToolPanel | null = null;
  #questions: Questions | null = null;
  #assistant: Assistant | null = null;
  #audio: Audio | null = null;
  #audioButton: HTMLButtonElement | null = null;
  #feedback: FeedbackBar | null = null;

  constructor(host: ReaderHost) {
    this.#host = host;
  }

  /** Builds the tools the content switches on (once: a visit re-opened after a gate keeps them). */
  start(content: VisitContent): void {
    if (this.#panel) return;
    const bar = byId('reader-bar');
    const panel = (this.#panel = new ToolPanel(byId('reader'), bar));
    bar.hidden = false;
    const room = content.kind === 'room';

    if (content.features.audio && canSpeak()) {
      const audio = (this.#audio = new Audio());
      const button = (this.#audioButton = panel.add('audio', {
        label: t('view.js.tool.listen'),
        title: t('view.js.tool.listenTitle'),
        body: audio.body,
        focus: () => audio.input,
      }));
      audio.onState = (playing) => button.classList.toggle('is-active', playing);
    }
    if (content.features.assistant) {
      const assistant = (this.#assistant = new Assistant(this.#host, room));
      panel.add('assistant', {
        label: t('view.js.tool.ask'),
        title: t('view.js.tool.ask'),
        body: assistant.body,
        focus: () => assistant.input,
      });
      assistant.onJump = () => panel.close();
    }
    const questions = (this.#questions = new Questions(this.#host, content.visitId, room));
    const button = panel.add('questions', {
      label: t('view.js.tool.questions'),
      title: t('view.js.tool.questionsTitle'),
      body: questions.body,
      focus: () => questions.input,
      opened: () => questions.opened(),
    });
    // The count of new replies: a number to see, words for a screen reader (part of the button's name).
    const badge = el('span', { class: 'tool-badge', 'aria-hidden': 'true', hidden: true });
    const words = el('span', { class: 'visually-hidden' });
    button.append(badge, words);
    questions.isShown = () => panel.isOpen('questions');
    questions.onNews = (count) => {
      badge.hidden = count === 0;
      badge.textContent = count ? String(count) : '';
      words.textContent = count === 0 ? '' : count === 1 ? ' (1 new reply)' : ` (${count} new replies)`;
    };
    void questions.refresh();

    if (content.features.feedback) this.#feedback = new FeedbackBar(this.#host, content.visitId);
  }

  /** The document now drawn as `sections` (its .view-section elements). */
  showing(doc: ViewerDocument, sections: HTMLElement[]): void {
    this.#questions?.showing(doc.documentId, doc.title);
    this.#assistant?.showing(doc.documentId);
    if (this.#audio && this.#audioButton) {
      this.#audioButton.hidden = !this.#audio.showing(doc, sections);
      if (this.#audioButton.hidden && this.#panel?.isOpen('audio')) this.#panel.close();
    }
    if (this.#feedback) {
      this.#feedback.showing(doc.documentId);
      byId('doc').after(this.#feedback.element);
    }
  }
}
