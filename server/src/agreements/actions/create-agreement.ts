import type { AgreementCreate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { insertAgreement, type AgreementRow } from '../repository.js';

/** Adds terms to the library; the body is stored exactly as sent. */
export async function createAgreement(s: Services, ctx: ActionContext, input: AgreementCreate): Promise<AgreementRow> {
  return s.events.transaction(ctx, async (tx) => {
    const now = monotonicIso();
    const row = {
      id: newId('agr'),
      workspace_id: ctx.workspaceId,
      name: input.name,
      body: input.body,
      require_name: input.requireName ? 1 : 0,
      revision: 1,
      created_at: now,
      updated_at: now,
    };
    await insertAgreement(tx.trx, row);
    await tx.emit({
      type: 'agreement.created',
      description: `Added agreement "${row.name}" to the library`,
      metadata: { agreementId: row.id, requireName: Boolean(row.require_name) },
    });
    return { ...row, link_count: 0, accepted_count: 0 };
  });
}
