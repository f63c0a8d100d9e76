// POST /requests/{id}/assignees: idempotent per address. An address already on the request keeps its id (its name
// updated when one is given) and is mailed again; a new one is created and mailed. Answers every assignee.
import type { AssigneeInput } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadRequest } from '../index.js';
import * as repo from '../repository.js';
import type { FileRequestAssigneesTable } from '../tables.js';
import { distinctAssignees } from '../assignees.js';
import { newAssigneeRow } from './create-request.js';
import { mailAssignees } from '../mail-assignees.js';

export async function addAssignees(
  s: Services,
  ctx: ActionContext,
  { id, assignees: input }: { id: string; assignees: AssigneeInput[] },
): Promise<FileRequestAssigneesTable[]> {
  const wanted = distinctAssignees(input);
  const { request, touched } = await s.events.transaction(ctx, async (tx) => {
    const request = await loadRequest(s, ctx.workspaceId, id, tx.trx);
    const current = new Map((await repo.assignees(tx.trx, request.id)).map((a) => [a.email_key, a]));
    const touched: FileRequestAssigneesTable[] = [];
    const added: string[] = [];
    for (const w of wanted) {
      const existing = current.get(w.key);
      if (existing) {
        const change = {
          ...(w.name && w.name !== existing.name ? { name: w.name } : {}),
          ...(w.locale !== undefined && w.locale !== existing.locale ? { locale: w.locale } : {}),
        };
        touched.push(Object.keys(change).length ? await repo.updateAssignee(tx.trx, existing.id, change) : existing);
      } else {
        const row = await newAssigneeRow(s, request, w);
        await repo.insertAssignee(tx.trx, row);
        touched.push(row);
        added.push(row.email);
      }
    }
    await tx.emit({
      type: 'request.assignees_added',
      description: `Asked ${wanted.length === 1 ? wanted[0].email : `${wanted.length} people`} for files for "${request.title}"`,
      metadata: {
        requestId: request.id,
        added,
        mailedAgain: touched.filter((t) => !added.includes(t.email)).map((t) => t.email),
      },
    });
    return { request, touched };
  });
  const items = await repo.items(s.db.kysely, request.id);
  await mailAssignees(s, request, items, touched);
  return repo.assignees(s.db.kysely, request.id);
}
