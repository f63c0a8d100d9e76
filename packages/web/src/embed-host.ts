// The page framed in an integrator's app (spec: the Public tag, "Embedding the signing page and the viewer"). The
// server hands the page the origins its workspace allows (EmbedPageData); framed by one of them, the page posts
// its messages (packages/embed/src/messages.ts, the types @dossier/embed gives integrators) to that origin only,
// never '*'. Top-level, the signing page goes to its return URL once done.
import type { DossierMessage, ReturnEvent } from '../../embed/src/messages.js';
import type { EmbedPageData } from './page-data.js';

/** True when the page is in a frame (of whatever origin: the CSP kept out the ones not allowed, bar our own). */
export const isFramed = (): boolean => window.top !== window;

/** The origin of a URL, or null. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The framing page's origin when it is one the workspace allows: location.ancestorOrigins where the browser has
 * it (Chromium, Safari), else the referrer (@dossier/embed's frames send their origin as one, whatever the host's
 * own referrer policy). Null top-level, or framed by anyone else.
 */
function allowedParent(origins: readonly string[]): string | null {
  if (!isFramed()) return null;
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  const parent = ancestors?.length ? ancestors[0] : document.referrer ? originOf(document.referrer) : null;
  return parent && origins.includes(parent) ? parent : null;
}

export class Host {
  /** The origin messages go to; null when there is nobody allowed to hear them. */
  readonly origin: string | null;
  #height = 0;

  /** What the signer last touched or clicked (Safari does not focus a button it clicks). */
  #touched: Element | null = null;

  constructor(embed: EmbedPageData) {
    this.origin = allowedParent(embed.origins);
    if (!this.origin) return;
    // Sized by its host to its content, the page must not fill the frame itself (it would never shrink again).
    document.documentElement.classList.add('is-embedded');
    document.addEventListener('pointerdown', (e) => (this.#touched = e.target as Element), true);
  }

  post(message: DossierMessage): void {
    if (this.origin) window.parent.postMessage(message, this.origin);
  }

  /** Posts dossier:resize with the content's height now, and whenever it changes. */
  watchHeight(): void {
    if (!this.origin || typeof ResizeObserver !== 'function') return;
    const send = () => {
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height === this.#height) return;
      this.#height = height;
      this.post({ type: 'dossier:resize', height });
    };
    new ResizeObserver(send).observe(document.body);
  }

  /**
   * Opens a modal dialog where the signer is looking: a frame its host sized to the content is as tall as the
   * document, so a dialog centred in it could be far off the host's screen. It opens at the height of what
   * opened it (the field or button just used), kept inside the frame.
   */
  showModal(dialog: HTMLDialogElement, near?: Element | null): void {
    const focused = document.activeElement !== document.body ? document.activeElement : null;
    const anchor = near ?? focused ?? this.#touched;
    dialog.showModal();
    if (!this.origin || !anchor?.isConnected) return;
    const room = window.innerHeight - dialog.offsetHeight - 8;
    const top = Math.max(8, Math.min(anchor.getBoundingClientRect().top - 48, room));
    dialog.style.margin = `${top}px auto auto`;
  }
}

/** Leaves for the return URL, with the event and its particulars added to its query. */
export function goBack(returnUrl: string, event: ReturnEvent, params: Record<string, string>): void {
  const url = new URL(returnUrl);
  url.searchParams.set('event', event);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  location.assign(url.href);
}
