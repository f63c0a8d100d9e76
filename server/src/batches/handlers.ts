// The bulk-send operations: parse the request (a CSV, as text/csv or a multipart `file`, or JSON rows), call an
// action, present the result.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import { readUpload } from '../files/upload-body.js';
import { contentDisposition } from '../platform/content-disposition.js';
import { errors } from '../platform/errors.js';
import { uploadContentType } from '../platform/uploads.js';
import type { Services } from '../services.js';
import { cancelBatch } from './actions/cancel-batch.js';
import { createBatch } from './actions/create-batch.js';
import { csvTemplate } from './actions/csv-template.js';
import { getBatch } from './actions/get-batch.js';
import { listBatchRows } from './actions/list-batch-rows.js';
import { remindBatch } from './actions/remind-batch.js';
import { voidBatch } from './actions/void-batch.js';
import { MAX_ROWS, readCsvRows } from './validate.js';

const CSV_UPLOAD = { noun: 'the CSV', defaultFilename: 'rows.csv' } as const;

/** The JSON form's rows, checked as its schema (BatchCreate) says: 400 naming the field otherwise. */
function jsonRows(bytes: Buffer): Record<string, string>[] {
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw errors.badRequest('the body is not valid JSON');
  }
  const bad = (field: string, message: string) => errors.validation([{ field, message }]);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw bad('body', 'must be an object with rows');
  const extra = Object.keys(body).find((k) => k !== 'rows');
  if (extra) throw bad(`body.${extra}`, 'is not a property of this body');
  const rows = (body as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw bad('body.rows', 'is required (an array of rows)');
  if (rows.length < 1 || rows.length > MAX_ROWS) throw bad('body.rows', `must hold 1-${MAX_ROWS} rows`);
  rows.forEach((r, i) => {
    if (!r || typeof r !== 'object' || Array.isArray(r))
      throw bad(`body.rows[${i}]`, 'must be an object of column → text');
    for (const [k, v] of Object.entries(r))
      if (typeof v !== 'string' || v.length > 10_000)
        throw bad(`body.rows[${i}].${k}`, 'must be a string of at most 10000 characters');
  });
  return rows as Record<string, string>[];
}

export function batchHandlers(s: Services): Handlers {
  return {
    createBatch: async (req, reply) => {
      const type = uploadContentType(req)?.split(';')[0].trim().toLowerCase();
      if (type !== 'text/csv' && type !== 'multipart/form-data' && type !== 'application/json')
        throw errors.unsupportedMediaType(type);
      const file = await readUpload(req, CSV_UPLOAD);
      const parsed = type === 'application/json' ? { rows: jsonRows(file.bytes) } : readCsvRows(file.bytes);
      const key = req.headers['idempotency-key'];
      const data = await createBatch(s, apiContext(req), {
        templateId: req.query.templateId,
        ...parsed,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      reply.code(202);
      return { data };
    },
    getBatch: async (req) => ({ data: await getBatch(s, apiContext(req), req.params.id) }),
    listBatchRows: async (req) => {
      const p = await listBatchRows(s, apiContext(req), {
        id: req.params.id,
        limit: req.query.limit,
        cursor: req.query.cursor,
      });
      return { data: p.items, nextCursor: p.nextCursor };
    },
    cancelBatch: async (req) => ({ data: await cancelBatch(s, apiContext(req), req.params.id) }),
    remindBatch: async (req) => {
      const { batch, reminded, skipped } = await remindBatch(s, apiContext(req), { id: req.params.id });
      return { data: batch, reminded, skipped };
    },
    voidBatch: async (req) => {
      const { batch, voided, skipped } = await voidBatch(s, apiContext(req), {
        id: req.params.id,
        reason: req.body.reason,
      });
      return { data: batch, voided, skipped };
    },
    getBatchCsvTemplate: async (req, reply) => {
      const t = await csvTemplate(s, apiContext(req), req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', t.filename))
        .send(t.csv);
    },
  };
}
