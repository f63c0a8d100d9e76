import type { AgreementUpdate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadAgreement } from '../index.js';
import { countGatingLinks, saveAgreementChanges, type AgreementRow } from '../repository.js';

/**
 * Renames, rewords or changes requireName. Changed wording moves the revision on, so everyone who accepted the
 * old text is asked again on every link using it (their acceptance records keep what they accepted), and
 * counts those links as `regatedLinks`. Renaming or changing requireName re-asks nobody.
 */
export async function updateAgreement(
  s: Services,
  ctx: ActionContext,
  { id, patch: input }: { id: string; patch: AgreementUpdate },
): Promise<{ agreement: AgreementRow; regatedLinks: number }> {
  return s.events.transaction(ctx, async (tx) => {
    const before = await loadAgreement(s, ctx.workspaceId, id, tx.trx);
    const reworded = input.body !== undefined && input.body !== before.body;
    const patch: { name?: string; body?: string; require_name?: number; revision?: number } = {};
    if (input.name !== undefined && input.name !== before.name) patch.name = input.name;
    if (reworded) {
      patch.body = input.body;
      patch.revision = before.revision + 1;
    }
    if (input.requireName !== undefined && Number(input.requireName) !== Number(before.require_name))
      patch.require_name = input.requireName ? 1 : 0;
    if (!Object.keys(patch).length) return { agreement: before, regatedLinks: 0 };
    const now = monotonicIso();
    await saveAgreementChanges(tx.trx, before.id, { ...patch, updated_at: now });
    let regatedLinks = 0;
    if (reworded) regatedLinks = await countGatingLinks(tx.trx, before.id);
    const changed = Object.keys(patch).filter((k) => k !== 'revision');
    await tx.emit({
      type: 'agreement.updated',
      description: `Changed ${changed.join(', ').replace('require_name', 'requireName')} of agreement "${patch.name ?? before.name}"${reworded ? `; ${regatedLinks} link(s) ask for it again` : ''}`,
      metadata: { agreementId: before.id, changed, regatedLinks },
    });
    return { agreement: { ...before, ...patch, updated_at: now }, regatedLinks };
  });
}
