// Finding one's way in a long document: its contents (an authored body's sections by their headings, a PDF's
// pages as thumbnails drawn only once the reader opens them and scrolls to them), a "where am I" in the sticky bar (a list to jump with, "Section 12 of 50" or "Page 3 of 9", and for
// pages Previous and Next), and the reading position remembered in this browser, so that a reader coming back
// (a reload, another day, Back from another room document) finds the place they left.
import { on } from '../dom.js';
import { t } from '../i18n.js';
import { el, store } from '../reader/el.js';
import type { Thumbnailer } from './render.js';

/** Fewer sections than this need no contents: the whole document is in view at a glance. */
const MIN_SECTIONS = 3;
/** A thumbnail's width in CSS pixels (its height follows the page's shape). */
const THUMB_WIDTH = 88;

export interface ContentsOptions {
  /** Where the position is kept: one key per link and document. */
  key: string;
  /** The document's sections (.view-section, in order), as drawn. */
  sections: HTMLElement[];
  unit: 'section' | 'page';
  /** For a PDF's pages: draws a page's thumbnail (with the pdf.js document the pages were drawn with). */
  thumbnails?: Thumbnailer;
  /** Told the section at the top of the reading area (0-based) each time it changes (an embedding host hears it). */
  onCurrent?: (index: number) => void;
}

interface Position {
  index: number;
  /** How far into that section the top of the reading area was, as a fraction of its height. */
  within: number;
}

/** The section's name: its heading for an authored body ("Part 3"), its number for a page. */
const nameOf = (section: HTMLElement) => section.getAttribute('aria-label') ?? '';

/** The reading area's top edge now: just under the sticky bar (lower while the bar has not yet reached the top). */
function readingTop(): number {
  const bar = document.getElementById('reader-bar');
  return bar && !bar.hidden ? bar.getBoundingClientRect().bottom : 0;
}

/** Where the reading area starts once scrolled into the document: the bar's height, the bar stuck at the top. */
function stuckTop(): number {
  const bar = document.getElementById('reader-bar');
  return bar && !bar.hidden ? bar.getBoundingClientRect().height : 0;
}

function readPosition(key: string, count: number): Position | null {
  try {
    const p = JSON.parse(store.get(key) ?? 'null') as Position | null;
    if (!p || !Number.isInteger(p.index) || p.index < 0 || p.index >= count || !(p.within >= 0 && p.within < 1))
      return null;
    return p;
  } catch {
    return null;
  }
}

export class Contents {
  readonly #nav = document.getElementById('doc-contents');
  readonly #where = document.getElementById('reader-where');
  readonly #jump = document.getElementById('reader-jump') as HTMLSelectElement | null;
  readonly #count = document.getElementById('reader-count');
  readonly #prev = document.getElementById('reader-prev') as HTMLButtonElement | null;
  readonly #next = document.getElementById('reader-next') as HTMLButtonElement | null;
  #opts: ContentsOptions | null = null;
  #current = -1;
  #saveTimer = 0;
  #frame = 0;
  /** The section just jumped to, and the scroll it left: the current one while the reader stays there (the last
   * pages of a document cannot reach the top of the reading area). */
  #pinned: { index: number; y: number } | null = null;
  #thumbs: HTMLElement[] = [];
  #thumbWatch: IntersectionObserver | null = null;

  constructor() {
    window.addEventListener(
      'scroll',
      () => {
        if (this.#frame) return;
        this.#frame = requestAnimationFrame(() => {
          this.#frame = 0;
          this.#track();
        });
      },
      { passive: true },
    );
    // Leaving the page keeps the very last place, not the one of a moment ago.
    window.addEventListener('pagehide', () => this.#save());
    if (this.#jump) on(this.#jump, 'change', () => this.#go(Number(this.#jump!.value)));
    if (this.#prev) on(this.#prev, 'click', () => this.#go(this.#current - 1));
    if (this.#next) on(this.#next, 'click', () => this.#go(this.#current + 1));
  }

  /**
   * Shows the contents of the document just drawn, and answers where the reader left it (null on a first
   * reading). Call restore() once its sections have their final heights.
   */
  show(opts: ContentsOptions): void {
    this.#opts = opts;
    this.#current = -1;
    this.#pinned = null;
    this.#stopThumbs();
    const { sections, unit } = opts;
    for (const s of sections) s.id = `${unit === 'page' ? 'doc-page' : 'doc-section'}-${Number(s.dataset.index) + 1}`;
    const wanted = unit === 'page' ? sections.length > 1 : sections.length >= MIN_SECTIONS;
    if (this.#where) this.#where.hidden = !wanted;
    if (this.#nav) this.#nav.hidden = !wanted || (unit === 'page' && !opts.thumbnails);
    if (!wanted) {
      this.#track();
      return;
    }
    if (this.#prev && this.#next) this.#prev.hidden = this.#next.hidden = unit !== 'page';
    this.#jump?.replaceChildren(
      ...sections.map((s, i) =>
        el('option', { value: i }, unit === 'page' ? t('view.js.page', { n: i + 1 }) : `${i + 1}. ${nameOf(s)}`),
      ),
    );
    if (this.#nav && unit === 'section') {
      const list = el('ol', { class: 'doc-contents-list' });
      for (const [i, s] of sections.entries()) {
        const a = el('a', { href: `#${s.id}` }, nameOf(s));
        on(a, 'click', (e) => {
          e.preventDefault();
          this.#go(i);
        });
        list.append(el('li', {}, a));
      }
      this.#nav.replaceChildren(
        el(
          'details',
          { class: 'doc-contents-box' },
          el('summary', {}, t('view.js.contents', { count: sections.length })),
          list,
        ),
      );
    }
    if (this.#nav && unit === 'page' && opts.thumbnails)
      this.#nav.replaceChildren(this.#thumbStrip(sections, opts.thumbnails));
    this.#track();
  }

  /** Returns to where this reader left the document, if they had moved into it; answers that place's name. */
  restore(): string | null {
    const opts = this.#opts;
    if (!opts) return null;
    const p = readPosition(opts.key, opts.sections.length);
    if (!p || (p.index === 0 && p.within < 0.05)) return null;
    const section = opts.sections[p.index]!;
    const top = window.scrollY + section.getBoundingClientRect().top + p.within * section.offsetHeight - stuckTop();
    window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
    this.#track();
    return nameOf(section);
  }

  /**
   * A PDF's pages as a strip of thumbnails in a closed box: nothing is drawn until the reader opens it, and then
   * only the thumbnails scrolled into view (a closed box lays nothing out, so the watcher sees none of them).
   */
  #thumbStrip(sections: HTMLElement[], draw: Thumbnailer): HTMLElement {
    const watch = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          watch.unobserve(e.target);
          const canvas = e.target as HTMLCanvasElement;
          const thumb = canvas.closest<HTMLElement>('.doc-thumb')!;
          draw(Number(canvas.dataset.index), canvas, THUMB_WIDTH).then(
            () => thumb.classList.add('is-ready'),
            () => thumb.classList.add('is-failed'),
          );
        }
      },
      { rootMargin: '0px 50%' },
    );
    this.#thumbWatch = watch;
    this.#thumbs = sections.map((s, i) => {
      const canvas = el('canvas', { class: 'doc-thumb-canvas', 'aria-hidden': 'true', 'data-index': i });
      // the page's shape before it is drawn, so the strip does not jump as thumbnails arrive
      canvas.style.aspectRatio = s.style.aspectRatio || '1 / 1.414';
      const a = el(
        'a',
        { class: 'doc-thumb', href: `#${s.id}` },
        canvas,
        el('span', { class: 'doc-thumb-label' }, t('view.js.page', { n: i + 1 })),
      );
      on(a, 'click', (e) => {
        e.preventDefault();
        this.#go(i);
      });
      watch.observe(canvas);
      return a;
    });
    const list = el('ol', { class: 'doc-thumbs' }, ...this.#thumbs.map((a) => el('li', {}, a)));
    return el(
      'details',
      { class: 'doc-contents-box' },
      el('summary', {}, t('view.js.pages', { count: sections.length })),
      list,
    );
  }

  #stopThumbs(): void {
    this.#thumbWatch?.disconnect();
    this.#thumbWatch = null;
    this.#thumbs = [];
  }

  /** Forgets the document shown (another one is being drawn). */
  clear(): void {
    this.#stopThumbs();
    this.#save();
    this.#opts = null;
    if (this.#where) this.#where.hidden = true;
    if (this.#nav) this.#nav.hidden = true;
  }

  /** Straight to a section (no animation across fifty of them), just under the bar, with focus on it. */
  #go(index: number): void {
    const section = this.#opts?.sections[index];
    if (!section) return;
    window.scrollTo({ top: window.scrollY + section.getBoundingClientRect().top - stuckTop() - 8, behavior: 'auto' });
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
    this.#pinned = { index, y: window.scrollY };
    this.#track();
  }

  /** Which section is at the top of the reading area: named in the bar, and kept (a moment later) in storage. */
  #track(): void {
    const opts = this.#opts;
    if (!opts?.sections.length) return;
    // A jump lands a section a little below the bar (reader/el.ts scrollToSection): that one is the current one.
    const top = readingTop() + 24;
    let index = 0;
    for (const [i, s] of opts.sections.entries()) {
      if (s.getBoundingClientRect().top <= top) index = i;
      else break;
    }
    if (this.#pinned && Math.abs(window.scrollY - this.#pinned.y) < 2) index = this.#pinned.index;
    else this.#pinned = null;
    if (index !== this.#current) {
      this.#current = index;
      const n = opts.sections.length;
      if (this.#jump) this.#jump.value = String(index);
      if (this.#count)
        this.#count.textContent = t(opts.unit === 'page' ? 'view.js.pageOf' : 'view.js.sectionOf', {
          n: index + 1,
          count: n,
        });
      if (this.#prev) this.#prev.disabled = index === 0;
      if (this.#next) this.#next.disabled = index === n - 1;
      this.#thumbs.forEach((a, i) => {
        if (i === index) a.setAttribute('aria-current', 'true');
        else a.removeAttribute('aria-current');
      });
      opts.onCurrent?.(index);
    }
    clearTimeout(this.#saveTimer);
    this.#saveTimer = window.setTimeout(() => this.#save(), 400);
  }

  #save(): void {
    const opts = this.#opts;
    if (!opts?.sections.length || this.#current < 0) return;
    const s = opts.sections[this.#current]!;
    const within = Math.min(
      0.99,
      Math.max(0, (readingTop() - s.getBoundingClientRect().top) / Math.max(1, s.offsetHeight)),
    );
    store.set(opts.key, JSON.stringify({ index: this.#current, within: Math.round(within * 1000) / 1000 }));
  }
}
