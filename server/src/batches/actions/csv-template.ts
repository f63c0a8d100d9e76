// GET /templates/{id}/batch.csv: the header POST /batches expects for this template, and one empty row.
import type { ActionContext } from '../../platform/context.js';
import { csvLine } from '../../platform/csv.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadTemplate } from '../../templates/index.js';
import { headerOf, templateColumns } from '../columns.js';

export async function csvTemplate(
  s: Services,
  ctx: ActionContext,
  templateId: string,
): Promise<{ csv: string; filename: string }> {
  const t = await loadTemplate(s.db.kysely, ctx.workspaceId, templateId);
  if (t.kind !== 'xdoc' || !t.content)
    throw errors.unprocessable('only templates of authored documents can be sent in bulk');
  const header = headerOf(templateColumns(t));
  return { csv: csvLine(header) + csvLine(header.map(() => '')), filename: `${t.name}-batch.csv` };
}
