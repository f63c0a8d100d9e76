// What batch actions share: the batch (404 across workspaces) and its wire form with live counts.
import type { Batch } from '../generated/api/types.gen.js';
import type { Services } from '../services.js';
import { errors } from '../platform/errors.js';
import { toBatch } from './present.js';
import * as repo from './repository.js';
import type { BatchesTable } from './tables.js';

export async function loadBatch(s: Services, workspaceId: string, id: string): Promise<BatchesTable> {
  const b = await repo.findBatch(s.db.kysely, workspaceId, id);
  if (!b) throw errors.notFound('batch');
  return b;
}

export async function presentBatch(s: Services, b: BatchesTable): Promise<Batch> {
  return toBatch(b, await repo.countsOf(s.db.kysely, b.id));
}
