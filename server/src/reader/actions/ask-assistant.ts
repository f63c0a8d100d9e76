// POST /public/visits/{visitId}/assistant: answers from the document itself (BM25 over its passages, answer.ts).
// Refused unless the link switches the assistant on. Nothing is stored: the question lives only in this call.
import { createHash } from 'node:crypto';
import type { AssistantAnswer } from '../../generated/api/types.gen.js';
import type { Services } from '../../services.js';
import type { OpenedVisit } from '../../visits/index.js';
import type { Readable } from '../../visits/index.js';
import { answer } from '../../search/answer.js';
import { readerErrors } from '../errors.js';
import { allReadable, readableIn } from '../index.js';
import { searchable, type ReadableDocument } from '../sources.js';
import { POOL_THRESHOLD_CHARS, runJob } from '../../work/pool.js';

function asSource(r: Readable): ReadableDocument {
  // a pinned version never changes; a live body is known by its content
  const revision =
    r.versionId ??
    createHash('sha256')
      .update(r.content ?? '')
      .digest('hex')
      .slice(0, 16);
  return { id: r.documentId, title: r.title, kind: r.kind, content: r.content, source_blob_id: r.blobId, revision };
}

export async function askAssistant(
  s: Services,
  v: OpenedVisit,
  input: { question: string; documentId?: string },
): Promise<AssistantAnswer> {
  if (!v.link.allow_assistant) throw readerErrors.assistantDisabled();
  const question = input.question.trim();
  if (!question) throw readerErrors.blankQuestion();
  const q = s.db.kysely;
  const readable =
    input.documentId !== undefined ? [await readableIn(q, v.link, input.documentId)] : await allReadable(q, v.link);
  const forWhom = { workspace: v.link.workspace_id };
  const docs = await Promise.all(readable.map((r) => searchable(s, asSource(r), forWhom)));
  // indexing a long document holds a thread for hundreds of milliseconds: in the pool unless it is short
  const chars = docs.reduce((n, d) => n + d.passages.reduce((m, p) => m + p.text.length, 0), 0);
  return chars > POOL_THRESHOLD_CHARS * 20 ? runJob('answer', { question, docs }, forWhom) : answer(question, docs);
}
