// A template's bulk-send columns, the one definition the CSV template, the validation and the send all use:
// `<slot>.name` and `<slot>.email` per recipient slot, the envelope options, and `field.<label>` per labelled
// text field of the body.
import type { TemplatesTable } from '../templates/tables.js';

export const OPTION_COLUMNS = ['subject', 'message', 'expiresAt'] as const;
export const FIELD_PREFIX = 'field.';

interface Slot {
  id: string;
  name: string | null;
  role: 'signer' | 'viewer';
  routingOrder: number;
}

export interface TemplateColumns {
  /** Each slot's column prefix, in slot order (a name two slots share gets " 2", " 3" …). */
  slots: string[];
  /** Labels of the body's text fields, in document order, each once. */
  textFields: string[];
}

/** The text fields' labels of an authored body (signature-field nodes of type text with a label). */
function textFieldLabels(content: unknown): string[] {
  const out: string[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) {
      n.forEach(walk);
      return;
    }
    if (!n || typeof n !== 'object') return;
    const node = n as { type?: string; attrs?: { fieldType?: string; label?: string | null }; content?: unknown };
    if (
      node.type === 'signatureField' &&
      node.attrs?.fieldType === 'text' &&
      node.attrs.label &&
      !out.includes(node.attrs.label)
    )
      out.push(node.attrs.label);
    walk(node.content);
  };
  walk(content);
  return out;
}

export function templateColumns(t: Pick<TemplatesTable, 'recipients' | 'content'>): TemplateColumns {
  const slots = (JSON.parse(t.recipients) as Slot[]).map((s, i) =>
    (s.name?.trim() || `Recipient ${i + 1}`).replace(/[\r\n]/g, ' '),
  );
  const seen = new Map<string, number>();
  const unique = slots.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} ${n}`;
  });
  return { slots: unique, textFields: t.content ? textFieldLabels(JSON.parse(t.content)) : [] };
}

/** The header row of the CSV template, in the order the file lists it. */
export function headerOf(c: TemplateColumns): string[] {
  return [
    ...c.slots.flatMap((s) => [`${s}.name`, `${s}.email`]),
    ...OPTION_COLUMNS,
    ...c.textFields.map((l) => FIELD_PREFIX + l),
  ];
}
