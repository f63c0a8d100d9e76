// The reader tools' panel: a button per tool in the reader's sticky bar (aria-expanded, aria-controls) and one
// panel beside the document (a sheet over its lower part on a phone) showing one tool at a time. It is not modal:
// the reader keeps scrolling the document while the assistant's answer or the audio controls stay in view.
// Escape or the tool's Close button closes it and gives focus back to the tool's button.
import { el, uid } from './el.js';
import { t } from '../i18n.js';

export interface Tool {
  /** The button's words in the bar. */
  label: string;
  /** The panel's heading. */
  title: string;
  body: HTMLElement;
  /** Focused when the tool opens (its first field). */
  focus?: () => HTMLElement | null;
  /** Told each time the tool is shown. */
  opened?: () => void;
}

interface Entry {
  tool: Tool;
  button: HTMLButtonElement;
  section: HTMLElement;
}

export class ToolPanel {
  readonly #reader: HTMLElement;
  readonly #bar: HTMLElement;
  readonly #panel: HTMLElement;
  readonly #entries = new Map<string, Entry>();
  #open: string | null = null;

  constructor(reader: HTMLElement, bar: HTMLElement) {
    this.#reader = reader;
    this.#bar = el('div', { class: 'reader-tools', role: 'group', 'aria-label': t('view.js.tool.bar') });
    // Beside the Download buttons, after the document's title.
    const actions = bar.querySelector('.reader-actions');
    if (actions) actions.prepend(this.#bar);
    else bar.append(this.#bar);
    this.#panel = el('aside', {
      class: 'tool-panel',
      id: 'tool-panel',
      hidden: true,
      'aria-label': t('view.js.tool.bar'),
    });
    reader.append(this.#panel);
    this.#panel.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        this.close(true);
      }
    });
  }

  /** Adds a tool: its button in the bar and its section in the panel. */
  add(name: string, tool: Tool): HTMLButtonElement {
    const sectionId = uid(`tool-${name}`);
    const headingId = `${sectionId}-title`;
    const button = el(
      'button',
      {
        type: 'button',
        class: 'btn btn-secondary btn-small tool-toggle',
        'aria-expanded': 'false',
        'aria-controls': sectionId,
        'data-tool': name,
      },
      tool.label,
    );
    const close = el('button', { type: 'button', class: 'btn btn-link btn-small tool-close' }, t('common.close'));
    close.setAttribute('aria-label', t('view.js.tool.close', { title: tool.title }));
    const section = el(
      'section',
      { class: 'tool', id: sectionId, hidden: true, 'aria-labelledby': headingId },
      el('div', { class: 'tool-head' }, el('h2', { id: headingId }, tool.title), close),
      tool.body,
    );
    button.addEventListener('click', () => (this.#open === name ? this.close(true) : this.show(name)));
    close.addEventListener('click', () => this.close(true));
    this.#bar.append(button);
    this.#panel.append(section);
    this.#entries.set(name, { tool, button, section });
    return button;
  }

  /** Shows one tool (closing the other), focusing its first field. */
  show(name: string, focus = true): void {
    const entry = this.#entries.get(name);
    if (!entry) return;
    for (const [n, e] of this.#entries) {
      e.section.hidden = n !== name;
      e.button.setAttribute('aria-expanded', String(n === name));
    }
    this.#open = name;
    this.#panel.hidden = false;
    this.#reader.classList.add('has-tool-panel');
    entry.tool.opened?.();
    if (focus) (entry.tool.focus?.() ?? entry.section).focus();
  }

  /** Closes the panel; `refocus` gives focus back to the open tool's button. */
  close(refocus = false): void {
    const entry = this.#open ? this.#entries.get(this.#open) : undefined;
    for (const e of this.#entries.values()) {
      e.section.hidden = true;
      e.button.setAttribute('aria-expanded', 'false');
    }
    this.#open = null;
    this.#panel.hidden = true;
    this.#reader.classList.remove('has-tool-panel');
    if (refocus) entry?.button.focus();
  }

  isOpen(name: string): boolean {
    return this.#open === name;
  }
}
