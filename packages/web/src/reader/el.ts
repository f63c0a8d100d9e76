// A small element builder for the reader features, which draw everything they show (the server's page has only
// the frame). Text goes in as text nodes, never as HTML.

type Attrs = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;

/** `<tag attrs…>children</tag>`; `class` sets the class name, false/null/undefined attributes are left out. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = String(v);
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

let next = 0;
/** A fresh id for tying labels, hints and errors to their control. */
export const uid = (prefix: string) => `${prefix}-${++next}`;

/** localStorage that may be refused (private windows): reads answer null, writes do nothing. */
export const store = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* kept for this page load only */
    }
  },
};

/** A labelled textarea or input with its error line: `{ field, control, error }`. */
export function field<K extends 'textarea' | 'input'>(tag: K, label: string, attrs: Attrs = {}, hint?: string) {
  const id = uid(tag);
  const error = el('p', { class: 'field-error', id: `${id}-error`, role: 'alert' });
  const hintEl = hint ? el('p', { class: 'hint', id: `${id}-hint` }, hint) : null;
  const control = el(tag, {
    id,
    'aria-describedby': [hintEl?.id, error.id].filter(Boolean).join(' '),
    ...attrs,
  }) as HTMLElementTagNameMap[K];
  const wrap = el('div', { class: 'field' }, el('label', { for: id }, label), control, hintEl, error);
  return { field: wrap, control, error };
}

/** The field's text, trimmed; or null, with `missing` said under it and focus on it, when it is blank. */
export function filled(
  f: { control: HTMLInputElement | HTMLTextAreaElement; error: HTMLElement },
  missing: string,
): string | null {
  const value = f.control.value.trim();
  f.error.textContent = value ? '' : missing;
  if (!value) f.control.focus();
  return value || null;
}

/** "6 Mar 2025, 10:40" in the reader's own language and time zone. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Whether the page is laid out for a phone (the tools' panel is a sheet over the document there). */
export const narrow = () => window.matchMedia('(max-width: 60rem)').matches;

/** Scrolls a section of the document to just below the reader's sticky bar (whose height varies with the screen). */
export function scrollToSection(section: HTMLElement): void {
  const bar = document.getElementById('reader-bar');
  const offset = (bar && !bar.hidden ? bar.getBoundingClientRect().height : 0) + 12;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: window.scrollY + section.getBoundingClientRect().top - offset,
    behavior: smooth ? 'smooth' : 'auto',
  });
}

/** Scrolls to a section and moves focus to it (without a second jump), flashing it. */
export function goTo(section: HTMLElement, flash = 'is-target'): void {
  scrollToSection(section);
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  section.classList.remove(flash);
  void section.offsetWidth; // restarts the highlight's animation when the same section is chosen twice
  section.classList.add(flash);
}
