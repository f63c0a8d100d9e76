// An auto-escaping html`` template: every interpolated value is escaped unless it is already markup (the result
// of html``, or a string explicitly trusted with raw()). Arrays are rendered item by item and joined; null,
// undefined and false render nothing, so `${cond && html`…`}` works. Attribute values must sit inside quotes
// (`href="${url}"`): escaping covers quotes, not unquoted attributes. A URL attribute still needs a URL of a
// known scheme; the pages' CSP refuses `javascript:` URLs anyway.

/** Markup that is safe to send as it is. Only html`` and raw() make one. */
export class SafeHtml {
  readonly #markup: string;
  constructor(markup: string) {
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/g;

export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (c) => ESCAPES[c]);
}

/** A value as markup: escaped text, or markup as it is. */
function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.toString();
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}

/** Trusts `markup` as it is. Only for markup this code wrote (an inline SVG, a prerendered fragment). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * A data block a page's script reads (`JSON.parse(el.textContent)`): not executed, so the CSP allows it. `<`, `>`
 * and `&` are written as \u escapes so no value can close the element, and U+2028/2029 so any parser reads it.
 */
export function jsonScript(id: string, data: unknown): SafeHtml {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return html`<script type="application/json" id="${id}">${raw(json)}</script>`;
}
