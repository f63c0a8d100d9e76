// Attention, measured honestly (issue 11, item 5): per section, the milliseconds a real part of it was on screen
// while the tab was visible and the window focused. A section counts while the part on screen is at least half
// of it, or a quarter of the viewport for a section taller than that (a sliver at the edge is not reading).
// Time is credited between events (a section coming or going, the tab hidden or shown, focus lost or regained,
// a flush), so nothing accrues while hidden or unfocused, however timers are throttled. The totals go to the
// server in a heartbeat every few seconds and a last one when the page is hidden or left (sendBeacon, which
// carries the visit's HttpOnly cookie); the server credits no more than wall time, whatever is sent.

export interface SectionTime {
  index: number;
  visibleMs: number;
}

export interface AttentionSink {
  /** A heartbeat during reading; `keepalive` lets it outlive the page. */
  send(documentId: string, sections: SectionTime[]): Promise<void>;
  /** The last heartbeat, sent while the page goes away. */
  beacon(documentId: string, sections: SectionTime[]): void;
}

/** The most one heartbeat entry may carry (VisitHeartbeat: visibleMs 0-60,000). */
const ENTRY_MAX = 60_000;
const THRESHOLDS = Array.from({ length: 51 }, (_, i) => i / 50);

/** Whether the part of the section on screen is "a real part of it". */
export function isReadable(visibleHeight: number, sectionHeight: number, viewportHeight: number): boolean {
  if (visibleHeight <= 0) return false;
  return visibleHeight >= Math.min(sectionHeight * 0.5, viewportHeight * 0.25);
}

/** Entries of at most ENTRY_MAX each, whole milliseconds, the zero ones left out. */
export function toEntries(times: Map<number, number>): SectionTime[] {
  const out: SectionTime[] = [];
  for (const [index, ms] of times) {
    let left = Math.floor(ms);
    while (left > 0) {
      const part = Math.min(left, ENTRY_MAX);
      out.push({ index, visibleMs: part });
      left -= part;
    }
  }
  return out;
}

export class AttentionMeter {
  readonly #sink: AttentionSink;
  readonly #intervalMs: number;
  readonly #observer: IntersectionObserver;
  readonly #onScreen = new Set<number>();
  readonly #times = new Map<number, number>();
  readonly #indexOf = new WeakMap<Element, number>();
  #documentId: string | null = null;
  #since = performance.now();
  // The state as of the last event (read from the events, not live, so the time before a change is credited under
  // the state it was spent in).
  #visible = document.visibilityState === 'visible';
  #focused = document.hasFocus();
  #timer: number | undefined;

  constructor(sink: AttentionSink, intervalMs = 5000) {
    this.#sink = sink;
    this.#intervalMs = intervalMs;
    this.#observer = new IntersectionObserver((entries) => this.#seen(entries), { threshold: THRESHOLDS });
    const settleThen = (f: () => void) => () => {
      this.#settle();
      f();
    };
    window.addEventListener(
      'focus',
      settleThen(() => (this.#focused = true)),
    );
    window.addEventListener(
      'blur',
      settleThen(() => (this.#focused = false)),
    );
    document.addEventListener(
      'visibilitychange',
      settleThen(() => {
        this.#visible = document.visibilityState === 'visible';
        if (!this.#visible) this.#final();
      }),
    );
    window.addEventListener('pagehide', () => this.#final());
  }

  /** Whether time counts now: the tab visible and the window focused. */
  get active(): boolean {
    return this.#visible && this.#focused;
  }

  /** Starts measuring `sections` (each with its data-index) of a document; what was measured before is sent first. */
  watch(documentId: string, sections: HTMLElement[]): void {
    this.stop();
    this.#documentId = documentId;
    this.#since = performance.now();
    for (const el of sections) {
      this.#indexOf.set(el, Number(el.dataset.index));
      this.#observer.observe(el);
    }
    this.#timer = window.setInterval(() => void this.flush(), this.#intervalMs);
  }

  /** Sends what was measured and stops watching. */
  stop(): void {
    if (this.#documentId) void this.flush();
    this.#observer.disconnect();
    this.#onScreen.clear();
    window.clearInterval(this.#timer);
    this.#documentId = null;
  }

  /** The sections counted as on screen now (for tests and the page's own status). */
  get onScreen(): number[] {
    return [...this.#onScreen].sort((a, b) => a - b);
  }

  /** Sends the time measured since the last heartbeat, if any. */
  async flush(): Promise<void> {
    const [documentId, entries] = this.#take();
    if (documentId && entries.length) await this.#sink.send(documentId, entries);
  }

  #final(): void {
    const [documentId, entries] = this.#take();
    if (documentId && entries.length) this.#sink.beacon(documentId, entries);
  }

  #take(): [string | null, SectionTime[]] {
    this.#settle();
    const entries = toEntries(this.#times);
    this.#times.clear();
    return [this.#documentId, entries];
  }

  /** Credits the time since the last event to the sections on screen, when it counts. */
  #settle(): void {
    const now = performance.now();
    if (this.active)
      for (const i of this.#onScreen) this.#times.set(i, (this.#times.get(i) ?? 0) + (now - this.#since));
    this.#since = now;
  }

  #seen(entries: IntersectionObserverEntry[]): void {
    this.#settle();
    for (const e of entries) {
      const index = this.#indexOf.get(e.target);
      if (index === undefined) continue;
      const viewport = e.rootBounds?.height ?? window.innerHeight;
      if (e.isIntersecting && isReadable(e.intersectionRect.height, e.boundingClientRect.height, viewport))
        this.#onScreen.add(index);
      else this.#onScreen.delete(index);
    }
  }
}
