import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadAgreement } from '../index.js';
import { deleteAgreementKeepingText } from '../repository.js';

/**
 * Removes it from the library. Links using it keep their gate: the text is copied onto each as its own terms
 * (so nobody who accepted it is asked again: the gate compares the text accepted), and agreementId becomes null.
 */
export async function deleteAgreement(s: Services, ctx: ActionContext, id: string): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const a = await loadAgreement(s, ctx.workspaceId, id, tx.trx);
    const now = monotonicIso();
    const moved = await deleteAgreementKeepingText(
      tx.trx,
      { id: a.id, workspace_id: ctx.workspaceId, body: a.body },
      now,
    );
    await tx.emit({
      type: 'agreement.deleted',
      description: `Deleted agreement "${a.name}"; its text was copied onto ${moved} link(s)`,
      metadata: { agreementId: a.id, linksKeptText: moved },
    });
  });
}
