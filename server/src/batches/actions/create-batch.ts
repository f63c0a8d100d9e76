// POST /batches: checks the template and every row (422 naming each problem's row and column, nothing sent),
// then records the batch, its rows and its job in one transaction; the job sends the rows (jobs.ts). The same
// Idempotency-Key from the same key finds the batch it made, so a retried submission sends nothing twice.
import type { Batch } from '../../generated/api/types.gen.js';
import { createHash } from 'node:crypto';
import { enqueueJob } from '../../jobs/queue.js';
import type { ActionContext } from '../../platform/context.js';
import { errors, ProblemList } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { loadTemplate } from '../../templates/index.js';
import { templateColumns } from '../columns.js';
import { presentBatch } from '../index.js';
import { BATCH_JOB } from '../jobs.js';
import * as repo from '../repository.js';
import type { BatchesTable, BatchRowsTable } from '../tables.js';
import { batchInvalid, validateRows, type CsvRows, type Problem } from '../validate.js';

export interface CreateBatchInput {
  templateId: string;
  /** Column → cell, one object per row (a CSV already read into this form). */
  rows: Record<string, string>[];
  /** What reading a CSV found (validate.ts readCsvRows): problems reported with the rest, lines to name them by. */
  problems?: ProblemList<Problem>;
  lines?: CsvRows['lines'];
  /** The CSV is over the row bound: refused with this alone. */
  overBound?: Problem;
  idempotencyKey?: string;
}

const keyHash = (ctx: ActionContext, key: string) =>
  createHash('sha256').update(`${ctx.actor.id}\n${key}`).digest('hex');

export async function createBatch(s: Services, ctx: ActionContext, input: CreateBatchInput): Promise<Batch> {
  const q = s.db.kysely;
  const idem = input.idempotencyKey ? keyHash(ctx, input.idempotencyKey) : null;
  if (idem) {
    const existing = await repo.findByIdempotencyKey(q, ctx.workspaceId, idem);
    if (existing) return presentBatch(s, existing);
  }
  const t = await loadTemplate(q, ctx.workspaceId, input.templateId);
  if (t.kind !== 'xdoc' || !t.content)
    throw errors.unprocessable('only templates of authored documents can be sent in bulk', {
      fields: [{ field: 'query.templateId', message: 'is a template of an uploaded file' }],
    });
  if (input.overBound) {
    const over = new ProblemList<Problem>();
    over.add(input.overBound);
    throw batchInvalid(over);
  }
  const { inputs, problems } = validateRows(templateColumns(t), input.rows, {
    problems: input.problems ?? new ProblemList(),
    lines: input.lines,
  });
  if (problems.total) throw batchInvalid(problems);

  const now = new Date().toISOString();
  const batch: BatchesTable = {
    id: newId('bat'),
    workspace_id: ctx.workspaceId,
    template_id: t.id,
    status: 'queued',
    total: inputs.length,
    idempotency_key: idem,
    // Rows are sent later as this same key, audited and charged as its own sends.
    actor: JSON.stringify(ctx),
    created_at: now,
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    cancel_reason: null,
  };
  const rows: BatchRowsTable[] = inputs.map((r, i) => ({
    batch_id: batch.id,
    row: i + 1,
    status: 'pending',
    input: JSON.stringify(r),
    claimed_until: null,
    document_id: null,
    envelope_id: null,
    error: null,
    error_code: null,
    updated_at: now,
  }));
  try {
    await q.transaction().execute(async (trx) => {
      await repo.insertBatch(trx, batch, rows);
      await enqueueJob(trx, { kind: BATCH_JOB, refId: batch.id });
    });
  } catch (err) {
    // The same key submitted twice at once: the first insert won; answer with its batch.
    const winner = idem ? await repo.findByIdempotencyKey(q, ctx.workspaceId, idem) : undefined;
    if (winner) return presentBatch(s, winner);
    throw err;
  }
  s.jobs.kick();
  return presentBatch(s, batch);
}
