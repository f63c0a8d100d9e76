// POST /requests: the request, its items and assignees in one transaction, then each assignee mailed their link.
import type { FileRequestCreate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import type { RequestParts } from '../present.js';
import * as repo from '../repository.js';
import { checkRoomTarget } from '../rooms.js';
import { newRequestSlug } from '../slug.js';
import type { FileRequestAssigneesTable, FileRequestItemsTable, FileRequestsTable } from '../tables.js';
import { uploadToken } from '../tokens.js';
import { distinctAssignees, type Person } from '../assignees.js';
import { mailAssignees } from '../mail-assignees.js';

/** A new assignee row (pending until its first mail), with the hash of its upload token. */
export async function newAssigneeRow(
  s: Services,
  request: Pick<FileRequestsTable, 'id' | 'workspace_id'>,
  a: Person,
): Promise<FileRequestAssigneesTable> {
  const id = newId('asg');
  const { hash } = await uploadToken(s, request.id, id);
  return {
    id,
    request_id: request.id,
    workspace_id: request.workspace_id,
    email: a.email,
    email_key: a.key,
    name: a.name,
    locale: a.locale ?? null,
    token_hash: hash,
    delivery: 'pending',
    delivery_error: null,
    sent_at: null,
    reminded_at: null,
    reminder_count: 0,
    uploaded_at: null,
    completed_at: null,
    removed_at: null,
    created_at: monotonicIso(),
  };
}

async function newSlug(s: Services, title: string): Promise<string> {
  for (;;) {
    const slug = newRequestSlug(title);
    if (!(await repo.slugTaken(s.db.kysely, slug))) return slug;
  }
}

export async function createRequest(s: Services, ctx: ActionContext, input: FileRequestCreate): Promise<RequestParts> {
  await checkRoomTarget(s, s.db.kysely, ctx.workspaceId, input.dataRoomId, input.folderId);
  const now = monotonicIso();
  const people = distinctAssignees(input.assignees ?? []);
  const request: FileRequestsTable = {
    id: newId('req'),
    workspace_id: ctx.workspaceId,
    slug: await newSlug(s, input.title),
    title: input.title.trim() || input.title,
    description: input.description ?? null,
    data_room_id: input.dataRoomId ?? null,
    folder_id: input.folderId ?? null,
    require_email: input.requireEmail === false ? 0 : 1,
    due_at: input.dueAt ? new Date(input.dueAt).toISOString() : null,
    remind_every_days: input.remindEveryDays ?? null,
    notify_on_upload: input.notifyOnUpload === false ? 0 : 1,
    // The reference's open page, with or without assignees, unless the owner closes it.
    open_page: input.openPage === false ? 0 : 1,
    legacy_slug: null,
    active: 1,
    closed_at: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
  const items: FileRequestItemsTable[] = (input.items ?? []).map((i, position) => ({
    id: newId('item'),
    request_id: request.id,
    name: i.name,
    description: i.description ?? null,
    required: i.required === false ? 0 : 1,
    position,
  }));
  const assignees = await Promise.all(people.map((a) => newAssigneeRow(s, request, a)));
  await s.events.transaction(ctx, async (tx) => {
    await repo.insertRequest(tx.trx, request, items);
    for (const a of assignees) await repo.insertAssignee(tx.trx, a);
    await tx.emit({
      type: 'request.created',
      description: `Created the file request "${request.title}" (${items.length} items, ${assignees.length} assignees)`,
      metadata: {
        requestId: request.id,
        items: items.length,
        assignees: assignees.map((a) => a.email),
        openPage: Boolean(request.open_page),
        dataRoomId: request.data_room_id,
        folderId: request.folder_id,
      },
    });
  });
  const mailed = await mailAssignees(s, request, items, assignees);
  return { request, items, assignees: mailed, uploads: [] };
}
