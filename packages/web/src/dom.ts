// Small DOM helpers the pages share. The server renders every page whole; scripts only enhance it, so a missing
// element is a bug in the page, said loudly.

/** The element with this id; throws when the page lacks it. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from the page`);
  return el as T;
}

/** The page's initial data: the JSON of its `<script type="application/json" id="page-data">` block. */
export function pageData<T>(id = 'page-data'): T {
  return JSON.parse(byId(id).textContent ?? 'null') as T;
}

export function on<K extends keyof HTMLElementEventMap>(
  el: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
): void {
  el.addEventListener(type, handler);
}

export function reveal(el: HTMLElement): void {
  el.hidden = false;
}

export function hide(el: HTMLElement): void {
  el.hidden = true;
}

/**
 * Says `message` in a live region (role="status" or "alert"). Emptied first, so the same message twice is
 * announced twice.
 */
export function announce(region: HTMLElement, message: string): void {
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = message;
  });
}

/** Marks a button busy while its action runs: disabled, aria-busy, and its label swapped for `label`. */
export function setBusy(button: HTMLButtonElement, busy: boolean, label?: string): void {
  if (busy) {
    button.dataset.label ??= button.textContent ?? '';
    if (label) button.textContent = label;
  } else if (button.dataset.label !== undefined) {
    button.textContent = button.dataset.label;
    delete button.dataset.label;
  }
  button.disabled = busy;
  button.setAttribute('aria-busy', String(busy));
}

/** Moves focus to `el` (a heading, an error summary) so screen readers read it; tabindex -1 keeps it out of the tab order. */
export function focusOn(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
}

/** Copies `text` to the clipboard; false when the browser refused (the page then shows the text to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes `el` a drop target for files: marked `is-dragover` while something is dragged over it, `onFiles` given what
 * is dropped (the browser's own handling, opening the file in place of the page, is prevented).
 */
export function dropTarget(el: HTMLElement, onFiles: (files: FileList) => void): void {
  on(el, 'dragover', (e) => {
    e.preventDefault();
    el.classList.add('is-dragover');
  });
  on(el, 'dragleave', (e) => {
    if (!el.contains(e.relatedTarget as Node | null)) el.classList.remove('is-dragover');
  });
  on(el, 'drop', (e) => {
    e.preventDefault();
    el.classList.remove('is-dragover');
    if (e.dataTransfer?.files) onFiles(e.dataTransfer.files);
  });
}
