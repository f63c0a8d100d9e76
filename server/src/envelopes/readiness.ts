// Whether a document is ready to send, rule by rule. Each problem names its rule and where it is (a recipient,
// a field, or a block of the body with the section it sits in and an excerpt), so the sender can fix it.
//
// Rules: shared_file, no_signer, recipient_incomplete, signer_without_field, field_unbound (a field bound to a
// removed recipient, to nobody, or to a viewer), unresolved_suggestion (CriticMarkup suggestions {++ ++} {-- --}
// {~~ ~> ~~} {== ==} {>> <<} left in the text), placeholder_text ([bracketed] text with a letter in it, or the word
// TBD), signature_line_without_field (a run of four or more underscores, or a line "Signature:" with nothing
// after it, in a block that has no field).
import type { DocumentRecipientsTable, DocumentsTable } from '../documents/tables.js';
import type { FieldType } from './tables.js';

export type Rule =
  | 'shared_file'
  | 'no_signer'
  | 'recipient_incomplete'
  | 'signer_without_field'
  | 'field_unbound'
  | 'unresolved_suggestion'
  | 'placeholder_text'
  | 'signature_line_without_field';

export interface Problem {
  rule: Rule;
  message: string;
  /** The request-relative place, as in validation details (e.g. `document.recipients[1].email`). */
  field: string;
  where: {
    recipientId?: string;
    fieldId?: string;
    /** Path of the block in the body, e.g. `content[3].content[0]`. */
    path?: string;
    /** The heading of the section the block is in, or null before the first heading. */
    section?: string | null;
    page?: number;
    excerpt?: string;
  };
}

/** A field of the document, from the body (authored) or the placements (PDF). */
export interface DraftField {
  id: string;
  recipientId: string | null;
  type: FieldType;
  label: string | null;
  required: boolean;
  /** Where it is, for messages: `content[2].content[1]` or `fields[3]`. */
  path: string;
  page: number | null;
  x: number | null;
  y: number | null;
  width: number | null;
  height: number | null;
}

interface Node {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  content?: Node[];
}

const SUGGESTION = /\{\+\+[\s\S]*?\+\+\}|\{--[\s\S]*?--\}|\{~~[\s\S]*?~~\}|\{==[\s\S]*?==\}|\{>>[\s\S]*?<<\}/;
const BRACKETED = /\[[^[\]\n]*\p{L}[^[\]\n]*\]/u;
const TBD = /\bTBD\b/i;
const UNDERSCORES = /_{4,}/;
const SIGNATURE_LABEL = /^\s*(signature|signed|sign here|signed by)\s*:?\s*$/i;

const excerptOf = (text: string, match: RegExpMatchArray | null): string => {
  const at = match?.index ?? 0;
  const start = Math.max(0, at - 20);
  const s = text
    .slice(start, at + (match?.[0].length ?? 0) + 20)
    .replace(/\s+/g, ' ')
    .trim();
  return (start > 0 ? '…' : '') + s + (at + (match?.[0].length ?? 0) + 20 < text.length ? '…' : '');
};

/** The signature fields of an authored body, in reading order, with the path of each. */
export function bodyFields(content: Node): DraftField[] {
  const out: DraftField[] = [];
  const walk = (node: Node, path: string) => {
    if (node.type === 'signatureField') {
      const a = node.attrs ?? {};
      out.push({
        id: String(a.id),
        recipientId: (a.recipientId as string | null | undefined) ?? null,
        type: a.fieldType as FieldType,
        label: (a.label as string | null | undefined) ?? null,
        required: a.required !== false,
        path,
        page: null,
        x: null,
        y: null,
        width: null,
        height: null,
      });
    }
    node.content?.forEach((c, i) => {
      walk(c, `${path ? `${path}.` : ''}content[${i}]`);
    });
  };
  walk(content, '');
  return out;
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  return (node.content ?? []).map(textOf).join('');
}

const hasField = (node: Node): boolean => node.type === 'signatureField' || (node.content ?? []).some(hasField);

/** Problems in the text of an authored body: suggestions, placeholders, signature lines without a field. */
function bodyProblems(content: Node): Problem[] {
  const out: Problem[] = [];
  let section: string | null = null;
  const walk = (node: Node, path: string) => {
    const textBlock = node.type === 'paragraph' || node.type === 'heading';
    if (textBlock) {
      const text = textOf(node);
      if (node.type === 'heading') section = text.trim() || section;
      const at = (rule: Rule, message: string, m: RegExpMatchArray | null): Problem => ({
        rule,
        message: `${message} at ${path}${section ? ` (section "${section}")` : ''}`,
        field: `document.${path}`,
        where: { path, section, excerpt: excerptOf(text, m) },
      });
      const sug = text.match(SUGGESTION);
      if (sug)
        out.push(
          at('unresolved_suggestion', `an unresolved suggestion "${sug[0].slice(0, 40)}" is left in the body`, sug),
        );
      const br = text.match(BRACKETED);
      if (br) out.push(at('placeholder_text', `placeholder text ${br[0].slice(0, 60)} is left in the body`, br));
      const tbd = text.match(TBD);
      if (tbd) out.push(at('placeholder_text', 'the word TBD is left in the body', tbd));
      if (!hasField(node)) {
        const line =
          text.match(UNDERSCORES) ??
          (text.split('\n').some((l) => SIGNATURE_LABEL.test(l)) ? text.match(/\S.*/) : null);
        if (line)
          out.push(
            at(
              'signature_line_without_field',
              'a signature line has no field (add a signature field in it, or remove the line)',
              line,
            ),
          );
      }
      return;
    }
    node.content?.forEach((c, i) => {
      walk(c, `${path ? `${path}.` : ''}content[${i}]`);
    });
  };
  walk(content, '');
  return out;
}

export interface ReadinessInput {
  doc: Pick<DocumentsTable, 'kind' | 'content'>;
  recipients: Pick<DocumentRecipientsTable, 'id' | 'name' | 'email' | 'role'>[];
  fields: DraftField[];
}

export function readinessProblems(input: ReadinessInput): Problem[] {
  const { doc, recipients, fields } = input;
  if (doc.kind === 'file') {
    return [
      {
        rule: 'shared_file',
        message: 'a shared file cannot be sent for signature: only an authored document or an uploaded PDF can',
        field: 'body.documentId',
        where: {},
      },
    ];
  }
  const out: Problem[] = [];
  const signers = recipients.filter((r) => r.role === 'signer');
  if (!signers.length)
    out.push({
      rule: 'no_signer',
      message: 'the document has no signer: add a recipient with role signer',
      field: 'document.recipients',
      where: {},
    });
  recipients.forEach((r, i) => {
    for (const part of ['name', 'email'] as const) {
      if (!r[part]?.trim()) {
        out.push({
          rule: 'recipient_incomplete',
          message: `recipient ${i + 1} (${r.name?.trim() || r.email?.trim() || r.id}) has no ${part === 'email' ? 'address' : 'name'}`,
          field: `document.recipients[${i}].${part}`,
          where: { recipientId: r.id },
        });
      }
    }
  });
  const byId = new Map(recipients.map((r) => [r.id, r]));
  for (const f of fields) {
    const at = { fieldId: f.id, ...(f.page !== null ? { page: f.page } : { path: f.path }) };
    const r = f.recipientId ? byId.get(f.recipientId) : undefined;
    if (!f.recipientId)
      out.push({
        rule: 'field_unbound',
        message: `field ${f.id} (${f.type}) is bound to no recipient`,
        field: `document.${f.path}.recipientId`,
        where: at,
      });
    else if (!r)
      out.push({
        rule: 'field_unbound',
        message: `field ${f.id} (${f.type}) is bound to a removed recipient (${f.recipientId})`,
        field: `document.${f.path}.recipientId`,
        where: { ...at, recipientId: f.recipientId },
      });
    else if (r.role !== 'signer')
      out.push({
        rule: 'field_unbound',
        message: `field ${f.id} (${f.type}) is bound to ${r.name ?? r.email}, a viewer, who signs nothing`,
        field: `document.${f.path}.recipientId`,
        where: { ...at, recipientId: r.id },
      });
  }
  recipients.forEach((r, i) => {
    if (r.role === 'signer' && !fields.some((f) => f.recipientId === r.id)) {
      out.push({
        rule: 'signer_without_field',
        message: `signer ${r.name?.trim() || r.email?.trim() || r.id} has no field to complete`,
        field: `document.recipients[${i}]`,
        where: { recipientId: r.id },
      });
    }
  });
  if (doc.kind === 'xdoc' && doc.content) out.push(...bodyProblems(JSON.parse(doc.content) as Node));
  return out;
}
