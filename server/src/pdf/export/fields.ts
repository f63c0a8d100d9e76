// Where the signature fields of the body landed in the rendered PDF, for sealing: the signer's marks are stamped
// into these boxes.
import type { DocNodeSignatureField } from '../../generated/api/types.gen.js';
import type { PageState } from './page.js';

/**
 * A signature field of the body as placed in the PDF: the box where the recipient's mark goes (for a checkbox, the
 * square), in PDF points with the origin at the bottom left of its page, rounded to 0.01 pt as the PDF draws it.
 */
export interface PlacedField {
  /** The node's `attrs.id`; null for a node without one (bodies are stored with an id on every field). */
  fieldId: string | null;
  /** The recipient who fills it, or null while unassigned. */
  recipientId: string | null;
  type: DocNodeSignatureField['attrs']['fieldType'];
  /** 1-based page number. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const round = (v: number) => Math.round(v * 100) / 100 + 0;

/**
 * The fields drawn on the pages, in drawing order (document order, page by page). A field in a table's header rows
 * is reported once, where it was first drawn, though the header repeats on later pages. A field nested deeper than
 * the layout keeps structure (MAX_DEPTH) is printed as its label in text, not drawn as a box, and is not reported.
 */
export function placedFields(pages: readonly PageState[]): PlacedField[] {
  const out: PlacedField[] = [];
  const seen = new Set<object>();
  pages.forEach((page, i) => {
    for (const drawn of page.fields) {
      if (drawn.inline) {
        if (seen.has(drawn.inline)) continue;
        seen.add(drawn.inline);
      }
      const { field } = drawn;
      out.push({
        fieldId: typeof field.id === 'string' ? field.id : null,
        recipientId: typeof field.recipientId === 'string' ? field.recipientId : null,
        type: field.fieldType,
        page: i + 1,
        x: round(drawn.x),
        y: round(drawn.y),
        width: round(drawn.width),
        height: round(drawn.height),
      });
    }
  });
  return out;
}
