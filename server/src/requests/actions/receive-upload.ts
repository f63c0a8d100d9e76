// POST /public/requests/{slug}/uploads: one file becomes a workspace document (a PDF with its page count and text
// layer, anything else as a file), filed into the request's room and folder when it names them, recorded as an
// upload of the request with who sent it; the assignee's progress is updated and the owner told.
import { Readable } from 'node:stream';
import { createReceivedDocument, readPdf, refuseOverDocumentCeiling } from '../../documents/index.js';
import { InvalidPdfError, looksLikePdf } from '../../pdf/inspect/index.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { requestErrors } from '../errors.js';
import { recheckUploadAccess, type UploadAccess } from '../index.js';
import { mailOwnerOnUpload } from '../notify.js';
import * as repo from '../repository.js';
import { fileIntoRoom, refuseIfRoomClosed } from '../rooms.js';
import type { FileRequestAssigneesTable, FileRequestUploadsTable } from '../tables.js';

export interface ReceivedFile {
  bytes: Buffer;
  filename: string;
  contentType: string | undefined;
}

/**
 * What can refuse a file without reading it, asked before the body is read so nothing is read or stored for it:
 * the workspace's document ceiling (422 plan_limit) and a frozen room (409 room_frozen).
 */
export async function admitUpload(s: Services, access: UploadAccess): Promise<void> {
  const q = s.db.kysely;
  const workspace = await repo.workspaceOf(q, access.request.workspace_id);
  await refuseOverDocumentCeiling(s, q, workspace.id);
  await refuseIfRoomClosed(s, q, access.request);
}

/** What the bytes are: a readable PDF (kind pdf), or any other file. */
async function inspect(file: ReceivedFile, workspaceId: string) {
  if (looksLikePdf(file.bytes)) {
    try {
      const info = await readPdf(file.bytes, { workspace: workspaceId });
      return {
        kind: 'pdf' as const,
        contentType: 'application/pdf',
        pageCount: info.pageCount,
        hasTextLayer: info.hasTextLayer,
        text: info.text ?? '',
      };
    } catch (e) {
      if (!(e instanceof InvalidPdfError)) throw e;
    }
  }
  const contentType =
    file.contentType && /^[\w.+-]+\/[\w.+-]+$/.test(file.contentType)
      ? file.contentType.toLowerCase()
      : 'application/octet-stream';
  return { kind: 'file' as const, contentType, pageCount: 0, hasTextLayer: false, text: '' };
}

/** Completed: every required item has a file from them (the first file, when nothing is required). */
async function progress(
  q: Services['db']['kysely'],
  access: UploadAccess & { assignee: FileRequestAssigneesTable },
  now: string,
): Promise<Partial<FileRequestAssigneesTable>> {
  const patch: Partial<FileRequestAssigneesTable> = { uploaded_at: now };
  if (access.assignee.completed_at) return patch;
  const required = (await repo.items(q, access.request.id)).filter((i) => i.required);
  const sent = await repo.itemsSentBy(q, access.request.id, access.assignee.id);
  if (required.every((i) => sent.has(i.id))) patch.completed_at = now;
  return patch;
}

export async function receiveUpload(
  s: Services,
  ctx: ActionContext,
  input: {
    access: UploadAccess;
    uploader: { email: string | null; name: string | null };
    itemId: string | undefined;
    file: ReceivedFile;
  },
): Promise<FileRequestUploadsTable> {
  const { access, uploader, file } = input;
  // A 0-byte file is a mis-pick (a placeholder, a failed export), never what was asked for: refused, nothing stored.
  if (file.bytes.length === 0) throw requestErrors.emptyFile();
  const items = await repo.items(s.db.kysely, access.request.id);
  const itemId = input.itemId?.trim() || null;
  const item = itemId === null ? undefined : items.find((i) => i.id === itemId);
  if (itemId !== null && !item) throw requestErrors.unknownItem();
  const info = await inspect(file, ctx.workspaceId);
  const blob = await s.blobs.put(Readable.from([file.bytes]));
  const title =
    file.filename
      .replace(/\.[A-Za-z0-9]{1,8}$/, '')
      .trim()
      .slice(0, 200) || 'Uploaded file';
  let upload: FileRequestUploadsTable;
  try {
    upload = await s.events.transaction(ctx, async (tx) => {
      // Checked again inside the transaction: a request closed, deleted, its open page switched off, or a link
      // withdrawn since the body began; a room frozen; the document ceiling reached.
      await recheckUploadAccess(access, tx.trx);
      const now = monotonicIso();
      await refuseIfRoomClosed(s, tx.trx, access.request);
      await refuseOverDocumentCeiling(s, tx.trx, access.request.workspace_id);
      const doc = await createReceivedDocument(
        tx,
        {
          workspaceId: access.request.workspace_id,
          title,
          kind: info.kind,
          pageCount: info.pageCount,
          hasTextLayer: info.hasTextLayer,
          text: info.text,
          blob,
          filename: file.filename,
          contentType: info.contentType,
        },
        `Received "${file.filename}" for the file request "${access.request.title}"${info.kind === 'pdf' ? ` (${info.pageCount} pages)` : ''}`,
        { requestId: access.request.id },
      );
      await fileIntoRoom(s, tx, access.request, doc.id);
      const row: FileRequestUploadsTable = {
        id: newId('upl'),
        request_id: access.request.id,
        workspace_id: access.request.workspace_id,
        item_id: item?.id ?? null,
        assignee_id: access.assignee?.id ?? null,
        uploader_email: uploader.email,
        uploader_name: uploader.name,
        filename: file.filename,
        content_type: info.contentType,
        byte_size: blob.size,
        sha256: blob.sha256,
        document_id: doc.id,
        uploaded_at: now,
      };
      await repo.insertUpload(tx.trx, row);
      if (access.assignee)
        await repo.updateAssignee(
          tx.trx,
          access.assignee.id,
          await progress(tx.trx, { ...access, assignee: access.assignee }, now),
        );
      await repo.updateRequest(tx.trx, access.request.id, { updated_at: now });
      await tx.emit({
        type: 'request.upload_received',
        description: `${uploader.name ?? uploader.email ?? 'Someone'} uploaded "${file.filename}" to the file request "${access.request.title}"${item ? ` for "${item.name}"` : ''}`,
        subject: { kind: 'document', id: doc.id, title: doc.title },
        metadata: {
          requestId: access.request.id,
          uploadId: row.id,
          itemId: row.item_id,
          assigneeId: row.assignee_id,
          byteSize: row.byte_size,
          sha256: row.sha256,
          contentType: row.content_type,
        },
      });
      return row;
    });
  } catch (e) {
    await s.blobs.delete(blob.id).catch(() => {}); // nothing half-written
    throw e;
  }
  await mailOwnerOnUpload(s, access.request, upload, item);
  return upload;
}
