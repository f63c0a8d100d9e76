// Appends a heading and name, signature and date fields bound to one recipient, after snapshotting the body.
import { canonicalize } from '../../content/index.js';
import type { DocContent, DocNodeBlock, SignatureBlockCreate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { finishBody } from '../body-input.js';
import { emitEdited, loadDocument, refuseIfLocked, refuseIfTrashed, subjectOf } from '../index.js';
import * as repo from '../repository.js';
import type { RecipientRow } from '../recipients.js';
import type { DocumentsTable } from '../tables.js';

function countFields(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n, c) => n + countFields(c), 0);
  if (!node || typeof node !== 'object') return 0;
  const n = node as { type?: string; content?: unknown };
  return (n.type === 'signatureField' ? 1 : 0) + countFields(n.content);
}

const refuse = (message: string, field?: string) =>
  errors.unprocessable(message, field ? { fields: [{ field, message }] } : undefined);

/** The document after the block, its recipients, the one the block is for, and the fields it now has in all. */
export interface SignatureBlockAdded {
  after: DocumentsTable;
  recipients: RecipientRow[];
  who: RecipientRow;
  totalFields: number;
}

export async function addSignatureBlock(
  s: Services,
  ctx: ActionContext,
  input: { id: string; block: SignatureBlockCreate },
): Promise<SignatureBlockAdded> {
  const body = input.block;
  const result = await s.events.transaction(ctx, async (tx) => {
    const doc = await loadDocument(s, ctx.workspaceId, input.id, tx.trx);
    refuseIfTrashed(doc);
    refuseIfLocked(doc, 'its body cannot change');
    if (doc.kind !== 'xdoc')
      throw refuse('signature blocks are added to authored documents; an uploaded file has no editable body');
    const recipients = await repo.findRecipients(tx.trx, doc.id);
    if (!recipients.length) throw refuse('the document has no recipients; add one with PATCH /documents/{id}');
    const byId = body.recipientId !== undefined ? recipients.find((r) => r.id === body.recipientId) : undefined;
    const byEmail =
      body.email !== undefined
        ? recipients.find((r) => r.email?.toLowerCase() === body.email!.toLowerCase())
        : undefined;
    if (body.recipientId !== undefined && !byId)
      throw refuse('recipientId is not a recipient of this document', 'body.recipientId');
    if (body.email !== undefined && !byEmail)
      throw refuse('no recipient of this document has this address', 'body.email');
    if (byId && byEmail && byId.id !== byEmail.id)
      throw refuse('recipientId and email name different recipients', 'body.email');
    const who = byId ?? byEmail ?? (recipients.length === 1 ? recipients[0] : undefined);
    if (!who) throw refuse('the document has several recipients: name one with recipientId or email');
    const heading = body.heading ?? who.name ?? who.email ?? 'Signature';
    const field = (fieldType: 'name' | 'signature' | 'date', label: string) => ({
      type: 'signatureField',
      attrs: { recipientId: who.id, fieldType, label, required: true },
    });
    const block = [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
      field('name', 'Name'),
      field('signature', 'Signature'),
      field('date', 'Date'),
    ] as unknown as DocNodeBlock[];
    const current = JSON.parse(doc.content!) as DocContent;
    const content = canonicalize({ ...current, content: [...current.content, ...block] });
    const prepared = await finishBody(doc.title, content, { workspace: ctx.workspaceId });
    const { previous, after } = await repo.reviseDocument(tx.trx, doc, ctx.actor.label, {
      content: prepared.contentJson,
      sections: prepared.sections,
      body_text: prepared.bodyText,
      page_count: prepared.pageCount,
    });
    await tx.emit({
      type: 'document.signature_block_added',
      description: `Added a signature block for ${who.name ?? who.email} to "${doc.title}"`,
      subject: subjectOf(doc),
      recipientId: who.id,
      metadata: { previousVersionId: previous.id },
    });
    await emitEdited(tx, after, previous.id, `Added a signature block to "${doc.title}"`);
    return { after, recipients, who, totalFields: countFields(prepared.content.content) };
  });
  return result;
}
