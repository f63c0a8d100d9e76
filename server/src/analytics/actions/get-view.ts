// GET /views/{id}: one visit with its sections (headings from each document's outline) and reactions.
import type { ViewDetail } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { analyticsErrors } from '../errors.js';
import { toFeedback, toView } from '../present.js';
import { documentOutlines, findVisit, visitFeedback, visitSections } from '../repository.js';

export async function getView(s: Services, ctx: ActionContext, id: string): Promise<ViewDetail> {
  const db = s.db.kysely;
  const visit = await findVisit(db, ctx.workspaceId, id);
  if (!visit) throw analyticsErrors.viewNotFound();
  const [sections, feedback] = await Promise.all([visitSections(db, visit.id), visitFeedback(db, visit.id)]);
  const outlines = await documentOutlines(
    db,
    sections.map((x) => x.documentId),
  );
  return {
    ...toView(visit),
    sections: sections.map((x) => ({ ...x, heading: outlines.get(x.documentId)?.sections[x.index]?.heading ?? null })),
    feedback: toFeedback(feedback),
  };
}
