// GET /analytics/documents/{id}: per-section attention over every counted visit to the document (room visits
// included), optionally through one link. Three queries, each over an index: the per-section pass, the
// per-visit furthest sections from the rollup, and the count of views.
import type { DocumentAnalytics } from '../../generated/api/types.gen.js';
import { loadDocument } from '../../documents/guards.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { sectionFigures } from '../definitions.js';
import { documentViews, furthestSections, outline, sectionMeasures } from '../repository.js';

export async function getDocumentAnalytics(s: Services, ctx: ActionContext, id: string, shareLinkId?: string): Promise<DocumentAnalytics> {
  const db = s.db.kysely;
  const doc = outline(await loadDocument(s, ctx.workspaceId, id));
  const words = new Map(doc.sections.map((x) => [x.index, x.words]));
  const [measures, furthest, views] = await Promise.all([sectionMeasures(db, doc.id, words, shareLinkId), furthestSections(db, doc.id, shareLinkId), documentViews(db, doc.id, shareLinkId)]);
  const measuredViews = [...furthest.values()].reduce((a, b) => a + b, 0);
  const sections = sectionFigures(doc.sections, measures, furthest, measuredViews);
  const totalMs = [...measures.values()].reduce((a, m) => a + m.totalMs, 0);
  return {
    documentId: doc.id,
    title: doc.title,
    kind: doc.kind,
    unit: doc.kind === 'xdoc' ? 'section' : 'page',
    // A room visit that has not reported attention yet is not known to have opened the document.
    views: Math.max(views, measuredViews),
    measuredViews,
    totalMs,
    sections,
  };
}
