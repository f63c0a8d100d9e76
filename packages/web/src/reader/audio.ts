// Reading aloud (allowAudio) with the browser's own speech synthesis: the sections' `text` (the server sends it
// only when the link allows audio) spoken one after another, the reader choosing the voice, the speed and where to
// start; play, pause and stop; the section being read highlighted and scrolled into view. Text is spoken in
// sentence-sized pieces: some engines stop part-way through a long utterance. Absent speechSynthesis, the tool is
// not offered at all.
import { el, scrollToSection, store, uid } from './el.js';
import { t } from '../i18n.js';
import type { ViewerDocument } from './types.js';

const RATES = [0.75, 1, 1.25, 1.5, 2];
const PIECE = 220;

/** Whole sentences packed into pieces of at most PIECE characters; a longer sentence is cut between words. */
export function pieces(text: string): string[] {
  const out: string[] = [];
  let current = '';
  const add = (part: string) => {
    if (current && current.length + 1 + part.length > PIECE) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${part}` : part;
  };
  for (const sentence of text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?;:])\s+/)) {
    if (sentence.length <= PIECE) add(sentence);
    else for (const word of sentence.split(' ')) add(word);
  }
  if (current) out.push(current);
  return out;
}

interface Readable {
  element: HTMLElement;
  label: string;
  pieces: string[];
}

export const canSpeak = () => 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';

export class Audio {
  readonly body: HTMLElement;
  readonly #synth = window.speechSynthesis;
  readonly #voice = el('select', { id: uid('voice') });
  readonly #rate = el('select', { id: uid('rate') }, ...RATES.map((r) => el('option', { value: String(r) }, `${r}×`)));
  readonly #from = el('select', { id: uid('from') });
  readonly #play = el('button', { type: 'button', class: 'btn btn-primary' }, t('view.js.au.play'));
  readonly #stop = el('button', { type: 'button', class: 'btn btn-secondary', disabled: true }, t('view.js.au.stop'));
  readonly #status = el('p', { class: 'status', role: 'status' });
  #sections: Readable[] = [];
  #section = 0;
  #piece = 0;
  #state: 'idle' | 'playing' | 'paused' = 'idle';
  // Bumped on every stop or restart: the end events of utterances cancelled on the way are then ignored.
  #generation = 0;
  /** Tells the bar's button whether it is reading. */
  onState: (playing: boolean) => void = () => {};

  constructor() {
    this.#rate.value = store.get('dossier.audio.rate') ?? '1';
    const row = (label: string, control: HTMLSelectElement) =>
      el('div', { class: 'field' }, el('label', { for: control.id }, label), control);
    this.body = el(
      'div',
      { class: 'tool-body' },
      el(
        'div',
        { class: 'audio-fields' },
        row(t('view.js.au.voice'), this.#voice),
        row(t('view.js.au.speed'), this.#rate),
      ),
      row(t('view.js.au.startAt'), this.#from),
      el('div', { class: 'actions audio-actions' }, this.#play, this.#stop),
      this.#status,
    );
    this.#voices();
    this.#synth.addEventListener?.('voiceschanged', () => this.#voices());
    this.#play.addEventListener('click', () => this.#toggle());
    this.#stop.addEventListener('click', () => {
      this.stop();
      this.#play.focus(); // Stop is disabled now: focus stays on the controls
    });
    const restart = () => {
      if (this.#state === 'playing') this.#speakFrom(this.#section, this.#piece);
    };
    this.#voice.addEventListener('change', () => {
      store.set('dossier.audio.voice', this.#voice.value);
      restart();
    });
    this.#rate.addEventListener('change', () => {
      store.set('dossier.audio.rate', this.#rate.value);
      restart();
    });
    window.addEventListener('pagehide', () => this.stop());
  }

  get input(): HTMLElement {
    return this.#play;
  }

  /** Whether this document has anything to read aloud. */
  showing(doc: ViewerDocument, elements: HTMLElement[]): boolean {
    this.stop();
    const byIndex = new Map(elements.map((e) => [Number(e.dataset.index), e]));
    this.#sections = doc.sections.flatMap((s) => {
      const element = byIndex.get(s.index);
      const text = s.text?.trim();
      if (!element || !text) return [];
      const label =
        s.heading ??
        (doc.unit === 'page'
          ? t('view.js.page', { n: s.index + 1 })
          : s.index === 0
            ? t('view.js.introduction')
            : t('view.js.section', { n: s.index + 1 }));
      return [{ element, label, pieces: pieces(text) }];
    });
    this.#from.replaceChildren(...this.#sections.map((s, i) => el('option', { value: String(i) }, s.label)));
    this.#status.textContent = this.#sections.length ? '' : t('view.js.au.none');
    this.#play.disabled = !this.#sections.length;
    return this.#sections.length > 0;
  }

  stop(): void {
    this.#generation++;
    this.#synth.cancel();
    this.#mark(null);
    this.#set('idle');
    if (this.#sections.length) this.#status.textContent = t('view.js.au.stopped');
  }

  #voices(): void {
    const voices = this.#synth.getVoices();
    const lang = (document.documentElement.lang || navigator.language || 'en').slice(0, 2).toLowerCase();
    // The page's language first, then the rest; each labelled with its language.
    const sorted = [...voices].sort(
      (a, b) =>
        Number(b.lang.toLowerCase().startsWith(lang)) - Number(a.lang.toLowerCase().startsWith(lang)) ||
        a.name.localeCompare(b.name),
    );
    const kept = this.#voice.value || store.get('dossier.audio.voice') || '';
    this.#voice.replaceChildren(
      el('option', { value: '' }, t('view.js.au.default')),
      ...sorted.map((v) => el('option', { value: v.voiceURI }, `${v.name} (${v.lang})`)),
    );
    this.#voice.value = sorted.some((v) => v.voiceURI === kept) ? kept : '';
  }

  #toggle(): void {
    if (this.#state === 'playing') {
      this.#synth.pause();
      this.#set('paused');
      this.#status.textContent = t('view.js.au.paused', { label: this.#sections[this.#section]?.label ?? '' });
    } else if (this.#state === 'paused') {
      this.#synth.resume();
      this.#set('playing');
      this.#say();
    } else this.#speakFrom(Number(this.#from.value) || 0, 0);
  }

  #set(state: 'idle' | 'playing' | 'paused'): void {
    this.#state = state;
    this.#play.textContent =
      state === 'playing' ? t('view.js.au.pause') : state === 'paused' ? t('view.js.au.resume') : t('view.js.au.play');
    this.#stop.disabled = state === 'idle';
    this.onState(state !== 'idle');
  }

  #speakFrom(section: number, piece: number): void {
    this.#generation++;
    this.#synth.cancel();
    this.#section = section;
    this.#piece = piece;
    this.#set('playing');
    this.#next(this.#generation);
  }

  #next(generation: number): void {
    if (generation !== this.#generation) return;
    let current = this.#sections[this.#section];
    if (current && this.#piece >= current.pieces.length) {
      this.#section++;
      this.#piece = 0;
      current = this.#sections[this.#section];
    }
    if (!current) {
      this.#mark(null);
      this.#set('idle');
      this.#status.textContent = t('view.js.au.finished');
      return;
    }
    if (this.#piece === 0) this.#mark(current.element);
    this.#from.value = String(this.#section);
    this.#say();
    const u = new SpeechSynthesisUtterance(current.pieces[this.#piece]);
    u.rate = Number(this.#rate.value) || 1;
    const voice = this.#synth.getVoices().find((v) => v.voiceURI === this.#voice.value);
    if (voice) {
      u.voice = voice;
      u.lang = voice.lang;
    } else u.lang = document.documentElement.lang || navigator.language;
    u.onend = () => {
      if (generation !== this.#generation) return;
      this.#piece++;
      this.#next(generation);
    };
    u.onerror = (e) => {
      if (generation !== this.#generation || e.error === 'interrupted' || e.error === 'canceled') return;
      this.#generation++;
      this.#mark(null);
      this.#set('idle');
      this.#status.textContent = t('view.js.au.failed');
    };
    this.#synth.speak(u);
  }

  #say(): void {
    const s = this.#sections[this.#section];
    if (s) this.#status.textContent = `Reading “${s.label}” (${this.#section + 1} of ${this.#sections.length}).`;
  }

  /** Highlights the section being read (and brings it into view), or none. */
  #mark(section: HTMLElement | null): void {
    for (const s of this.#sections) {
      s.element.classList.toggle('is-reading', s.element === section);
      if (s.element === section) s.element.setAttribute('aria-current', 'true');
      else s.element.removeAttribute('aria-current');
    }
    // Scrolled to, not focused: the reader's focus stays on the controls (Pause, Stop).
    if (section) scrollToSection(section);
  }
}
