// @dossier/embed: Dossier's signing page and viewer in a frame of your own page, and what happens in them as
// callbacks. No framework: mountSigning / mountViewer on any element, or the <dossier-signing> and <dossier-viewer>
// elements. A message is believed only when it comes from the frame this call made (event.source) and from the
// origin of the URL it was given (event.origin); the pages, for their part, post to the host's origin only, once
// the workspace allowed it (PATCH /workspace/embedding).
import type {
  CompletedMessage,
  DeclinedMessage,
  DossierMessage,
  ErrorMessage,
  ReadyMessage,
  SignedMessage,
  SigningEndedMessage,
  SigningMessage,
  ViewerEndedMessage,
  ViewerMessage,
  ViewerPageMessage,
  ViewerReadyMessage,
} from './messages.js';

export type * from './messages.js';

export interface MountSigningOptions {
  /** The recipient's signing link (`signingUrl` from `GET /envelopes/{id}?include=signingUrls`). */
  url: string;
  onReady?: (message: ReadyMessage) => void;
  onSigned?: (message: SignedMessage) => void;
  /** After onSigned, when that signature completed the envelope. */
  onCompleted?: (message: CompletedMessage) => void;
  onDeclined?: (message: DeclinedMessage) => void;
  /** The link no longer leads anywhere (signed already, voided, expired…): `message.reason` says which. */
  onEnded?: (message: SigningEndedMessage) => void;
  onError?: (message: ErrorMessage) => void;
  /** Every message, the ones above included. */
  onMessage?: (message: SigningMessage) => void;
  /** Size the frame to the page's content, so it never scrolls inside (default true). */
  autoResize?: boolean;
  /** The frame's height before the page says its own (and for good without autoResize). Default 640px. */
  height?: string;
  /** The frame's accessible name. Default "Sign the document". */
  title?: string;
}

export interface MountViewerOptions {
  /** The link's viewer address (`url` of a link, `{LINK_ORIGIN}/v/{slug}`). */
  url: string;
  onReady?: (message: ViewerReadyMessage) => void;
  /** The reader reached another page or section. */
  onPage?: (message: ViewerPageMessage) => void;
  onEnded?: (message: ViewerEndedMessage) => void;
  /** Every message, the ones above included. */
  onMessage?: (message: ViewerMessage) => void;
  /** The frame's height (the viewer scrolls inside it). Default 720px. */
  height?: string;
  /** The frame's accessible name. Default "Shared document". */
  title?: string;
}

/** A mounted frame. */
export interface Embedded {
  readonly frame: HTMLIFrameElement;
  /** Removes the frame and stops listening. */
  destroy(): void;
}

/** The page's origin, from an absolute http(s) URL (or one relative to this page). */
function originOf(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, location.href);
  } catch {
    throw new TypeError(`@dossier/embed: "${url}" is not a URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new TypeError(`@dossier/embed: "${url}" is not an http(s) URL`);
  return parsed;
}

function mount(
  element: HTMLElement,
  url: string,
  frameOptions: { title: string; height: string; scrolling: boolean },
  handle: (message: DossierMessage, frame: HTMLIFrameElement) => void,
): Embedded {
  const target = originOf(url);
  const frame = document.createElement('iframe');
  frame.src = target.href;
  frame.title = frameOptions.title;
  // The page posts only to an origin its workspace allowed: it must be able to tell ours, whatever this page's
  // own referrer policy (browsers without location.ancestorOrigins read it from the referrer).
  frame.referrerPolicy = 'origin';
  frame.style.cssText = `display:block;width:100%;border:0;height:${frameOptions.height}`;
  if (!frameOptions.scrolling) frame.style.overflow = 'hidden';
  const listener = (event: MessageEvent) => {
    if (event.origin !== target.origin || event.source !== frame.contentWindow) return;
    const data = event.data as unknown;
    if (!data || typeof data !== 'object') return;
    const type = (data as { type?: unknown }).type;
    if (typeof type !== 'string' || !type.startsWith('dossier:')) return;
    handle(data as DossierMessage, frame);
  };
  window.addEventListener('message', listener);
  element.append(frame);
  return {
    frame,
    destroy() {
      window.removeEventListener('message', listener);
      frame.remove();
    },
  };
}

/** Shows the signing page of `options.url` in a frame appended to `element`. */
export function mountSigning(element: HTMLElement, options: MountSigningOptions): Embedded {
  const autoResize = options.autoResize !== false;
  return mount(
    element,
    options.url,
    { title: options.title ?? 'Sign the document', height: options.height ?? '640px', scrolling: !autoResize },
    (m, frame) => {
      const message = m as SigningMessage;
      options.onMessage?.(message);
      switch (message.type) {
        case 'dossier:ready':
          return options.onReady?.(message);
        case 'dossier:resize':
          if (autoResize && Number.isFinite(message.height) && message.height > 0)
            frame.style.height = `${Math.ceil(message.height)}px`;
          return;
        case 'dossier:signed':
          return options.onSigned?.(message);
        case 'dossier:completed':
          return options.onCompleted?.(message);
        case 'dossier:declined':
          return options.onDeclined?.(message);
        case 'dossier:ended':
          return options.onEnded?.(message);
        case 'dossier:error':
          return options.onError?.(message);
      }
    },
  );
}

/** Shows the viewer of `options.url` in a frame appended to `element`. */
export function mountViewer(element: HTMLElement, options: MountViewerOptions): Embedded {
  return mount(
    element,
    options.url,
    { title: options.title ?? 'Shared document', height: options.height ?? '720px', scrolling: true },
    (m) => {
      const message = m as ViewerMessage;
      options.onMessage?.(message);
      if (message.type === 'dossier:ready') options.onReady?.(message);
      else if (message.type === 'dossier:page') options.onPage?.(message);
      else if (message.type === 'dossier:ended') options.onEnded?.(message);
    },
  );
}

/**
 * Defines <dossier-signing url="…"> and <dossier-viewer url="…"> (done on import where custom elements exist).
 * Each message is dispatched on the element as an event named by its type, the message in `detail`:
 * `el.addEventListener('dossier:signed', (e) => e.detail.envelopeId)`. `auto-resize="false"` and `height`
 * are the options of the same names.
 */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [name, kind] of [
    ['dossier-signing', 'signing'],
    ['dossier-viewer', 'viewer'],
  ] as const) {
    if (registry.get(name)) continue;
    registry.define(
      name,
      class extends HTMLElement {
        static observedAttributes = ['url', 'auto-resize', 'height'];
        #embedded: Embedded | null = null;
        connectedCallback(): void {
          if (!this.style.display) this.style.display = 'block';
          this.#mount();
        }
        disconnectedCallback(): void {
          this.#embedded?.destroy();
          this.#embedded = null;
        }
        attributeChangedCallback(): void {
          if (this.isConnected) this.#mount();
        }
        #mount(): void {
          this.#embedded?.destroy();
          this.#embedded = null;
          const url = this.getAttribute('url');
          if (!url) return;
          const onMessage = (message: DossierMessage) =>
            this.dispatchEvent(new CustomEvent(message.type, { detail: message, bubbles: true, composed: true }));
          const height = this.getAttribute('height') ?? undefined;
          this.#embedded =
            kind === 'signing'
              ? mountSigning(this, { url, onMessage, height, autoResize: this.getAttribute('auto-resize') !== 'false' })
              : mountViewer(this, { url, onMessage, height });
        }
      },
    );
  }
}

if (typeof customElements !== 'undefined' && typeof HTMLElement !== 'undefined') defineElements();
