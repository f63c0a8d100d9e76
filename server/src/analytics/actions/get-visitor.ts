// GET /visitors/{email}: one address over all its counted visits, with the latest 100.
import type { VisitorDetail } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { analyticsErrors } from '../errors.js';
import { toView, toVisitor } from '../present.js';
import { documentsRead, latestVisitsFrom, listVisitors } from '../repository.js';

const LATEST = 100;
// Validation already checked the format; this also refuses what a lax format check would let through.
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

export async function getVisitor(s: Services, ctx: ActionContext, address: string): Promise<VisitorDetail> {
  if (!ADDRESS.test(address)) throw analyticsErrors.notAnAddress();
  const email = address.toLowerCase();
  const db = s.db.kysely;
  const [row] = await listVisitors(db, ctx.workspaceId, { email }, null, 1);
  if (!row) throw analyticsErrors.visitorNotFound();
  const [docs, visits] = await Promise.all([
    documentsRead(db, ctx.workspaceId, { email }, [email]),
    latestVisitsFrom(db, ctx.workspaceId, email, LATEST),
  ]);
  return { ...toVisitor(row, docs.get(email) ?? 0), views: visits.map(toView) };
}
