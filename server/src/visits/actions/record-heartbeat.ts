// A heartbeat from the page: the document checked readable and every index a section of it (422 otherwise),
// then credited within wall time and written with the others of its batch (attention.ts). The guard has already
// checked the token, the link and the opened state.
import type { VisitHeartbeat } from '../../generated/api/types.gen.js';
import type { Services } from '../../services.js';
import { attentionWriter } from '../attention-writer.js';
import type { Credit } from '../credit.js';
import type { OpenedVisit } from '../index.js';
import { heartbeatErrors } from '../heartbeat-errors.js';
import { sectionCount } from '../section-count.js';

export async function recordHeartbeat(
  s: Services,
  a: OpenedVisit,
  { heartbeat: body, now }: { heartbeat: VisitHeartbeat; now?: () => number },
): Promise<Credit> {
  let count = await sectionCount(s, a.link, body.documentId);
  if (count === undefined) throw heartbeatErrors.document();
  const past = (n: number) => body.sections.findIndex((e) => e.index >= n);
  if (past(count) >= 0) count = (await sectionCount(s, a.link, body.documentId, true)) ?? 0;
  const bad = past(count);
  if (bad >= 0) throw heartbeatErrors.section(bad, body.sections[bad].index, count);
  return attentionWriter(s.db).write({
    visitId: a.visit.id,
    documentId: body.documentId,
    entries: body.sections,
    sectionCount: async (id) => (id === body.documentId ? count : ((await sectionCount(s, a.link, id)) ?? 0)),
    now,
    single: a.link.document_id !== null,
  });
}
