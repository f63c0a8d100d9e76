// GET /analytics/documents/{id}: per-section attention over every counted visit to the document (room visits
// included), optionally through one link. One snapshot: the per-section figures (from the rollup of migration
// 101, or straight from visit_sections through one link), the per-visit pass (furthest sections, reading time,
// room views) and the count of direct views.
import type { DocumentAnalytics } from '../../generated/api/types.gen.js';
import { loadDocument } from '../../documents/index.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { documentReadingMs, sectionFigures } from '../definitions.js';
import { outline, sectionMeasures } from '../repository.js';
import { documentPass } from '../repository/rollup.js';
import { inSnapshot, sectionMeasuresFromRollup } from '../rollup.js';

export async function getDocumentAnalytics(
  s: Services,
  ctx: ActionContext,
  { id, shareLinkId }: { id: string; shareLinkId?: string },
): Promise<DocumentAnalytics> {
  const doc = outline(await loadDocument(s, ctx.workspaceId, id));
  const words = new Map(doc.sections.map((x) => [x.index, x.words]));
  const {
    measures,
    pass: { visits: pass, directViews: direct },
  } = await inSnapshot(s.db.kysely, async (trx) => ({
    measures: shareLinkId
      ? await sectionMeasures(trx, doc.id, words, shareLinkId)
      : await sectionMeasuresFromRollup(trx, doc.id, words),
    pass: await documentPass(trx, doc.id, shareLinkId),
  }));
  const furthest = new Map(pass.filter((p) => p.furthest >= 0).map((p) => [p.furthest, p.n]));
  const measuredViews = [...furthest.values()].reduce((a, b) => a + b, 0);
  const views = direct + pass.reduce((a, p) => a + p.rooms, 0);
  return {
    documentId: doc.id,
    title: doc.title,
    kind: doc.kind,
    unit: doc.kind === 'xdoc' ? 'section' : 'page',
    // A room visit that has not reported attention yet is not known to have opened the document.
    views: Math.max(views, measuredViews),
    measuredViews,
    totalMs: documentReadingMs(pass),
    sections: sectionFigures(doc.sections, measures, furthest, measuredViews),
  };
}
