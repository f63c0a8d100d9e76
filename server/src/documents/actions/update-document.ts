// Changes a document's title, body, signing list, folder or library flag; a body change snapshots the body before it.
import type { DocumentUpdate } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { bodyFieldsOf, finishBody, prepareBody } from '../body-input.js';
import { emitEdited, folderInWorkspace, loadDocument, refuseIfLocked, refuseIfTrashed, subjectOf } from '../index.js';
import { mergeRecipients } from '../recipients.js';
import * as repo from '../repository.js';
import type { DocumentsTable } from '../tables.js';
import type { DocumentParts } from '../present.js';

export async function updateDocument(
  s: Services,
  ctx: ActionContext,
  input: { id: string; patch: DocumentUpdate },
): Promise<DocumentParts & { warnings: string[] }> {
  const ws = ctx.workspaceId;
  const b = input.patch;
  const bodies = bodyFieldsOf(b);
  if (bodies.length > 1)
    throw errors.validation(
      bodies.map((f) => ({ field: `body.${f}`, message: 'send only one of markdown, html and content' })),
    );
  if (b.versionLabel !== undefined && !bodies.length)
    throw errors.validation([
      {
        field: 'body.versionLabel',
        message: 'names the snapshot of a body change: send markdown, html or content with it',
      },
    ]);
  const before = await loadDocument(s, ws, input.id);
  refuseIfTrashed(before);
  if (bodies.length && before.kind !== 'xdoc')
    throw errors.unprocessable(
      'an uploaded file has no editable body; replace the file with POST /documents/{id}/file',
    );
  if (bodies.length) refuseIfLocked(before, 'its body cannot change');
  if (b.recipients !== undefined) refuseIfLocked(before, 'its signing list cannot change');
  await folderInWorkspace(s, ws, b.folderId);
  const title = b.title ?? before.title;
  const prepared = bodies.length
    ? await prepareBody(title, b, { workspace: ws })
    : b.title !== undefined && before.kind === 'xdoc'
      ? await finishBody(title, JSON.parse(before.content!), { workspace: ws })
      : null;
  const result = await s.events.transaction(ctx, async (tx) => {
    // Re-read inside the transaction: a concurrent send or trash must win over this edit.
    const doc = await loadDocument(s, ws, input.id, tx.trx);
    refuseIfTrashed(doc);
    if (bodies.length) refuseIfLocked(doc, 'its body cannot change');
    let recipients = await repo.findRecipients(tx.trx, doc.id);
    if (b.recipients !== undefined) {
      recipients = mergeRecipients(recipients, b.recipients);
      await repo.replaceRecipients(tx.trx, doc.id, recipients);
    }
    let previousVersionId: string | null = null;
    if (bodies.length)
      previousVersionId = (
        await repo.snapshot(tx.trx, doc, { label: b.versionLabel ?? null, automatic: true, createdBy: ctx.actor.label })
      ).id;
    const patch: Partial<DocumentsTable> = { updated_at: monotonicIso() };
    if (b.title !== undefined) patch.title = b.title;
    if (b.folderId !== undefined) patch.folder_id = b.folderId;
    if (b.inLibrary !== undefined) patch.in_library = b.inLibrary ? 1 : 0;
    if (prepared)
      Object.assign(patch, {
        content: prepared.contentJson,
        sections: prepared.sections,
        body_text: prepared.bodyText,
        page_count: prepared.pageCount,
      });
    const after = await repo.updateDocument(tx.trx, doc.id, patch);
    const changed = Object.keys(b).filter((k) => k !== 'versionLabel');
    if (bodies.length) await emitEdited(tx, after, previousVersionId, `Edited the body of "${after.title}"`);
    const other = changed.filter((k) => !(bodies as string[]).includes(k));
    if (other.length)
      await tx.emit({
        type: 'document.updated',
        description: `Changed ${other.join(', ')} of "${after.title}"`,
        subject: subjectOf(after),
        metadata: { changed: other },
      });
    return { row: after, recipients };
  });
  return { ...result, warnings: prepared?.warnings ?? [] };
}
