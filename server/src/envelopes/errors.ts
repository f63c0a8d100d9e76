// Envelope refusals, over the one error catalogue.
import { ApiError, errors, listedDetails, MAX_LISTED } from '../platform/errors.js';
import type { Problem } from './readiness.js';

export const envelopeErrors = {
  /** 422 not ready: each problem with its rule and where it is (the first MAX_LISTED, and their total); `rule` is the first one's. */
  notReady: (problems: Problem[]) => {
    const listed = problems.slice(0, MAX_LISTED);
    return errors.unprocessable(
      `the document is not ready to send: ${problems[0].message}${problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : ''}`,
      {
        rule: problems[0].rule,
        ...listedDetails(
          'problems',
          listed.map((p) => ({ rule: p.rule, message: p.message, where: p.where })),
          problems.length,
        ),
        fields: listed.map((p) => ({ field: p.field, message: p.message })),
      },
    );
  },
  alreadyOut: (envelopeId: string | null) =>
    errors.conflict(
      `the document is already out for signature${envelopeId ? ` (envelope ${envelopeId})` : ''}`,
      envelopeId ? { activeEnvelopeId: envelopeId } : undefined,
    ),
  ended: (status: string) =>
    errors.conflict(`the envelope has ended (status ${status}); nothing on it can change`, { status }),
  paymentRequired: (plan: string, allowance: number, credits: number) =>
    new ApiError(
      'payment_required',
      `the ${plan} plan's ${allowance} sends this month are used and the credit balance (${credits}) cannot cover another; nothing was charged`,
      {
        plan,
        monthlySends: allowance,
        credits,
      },
    ),
  billingUnavailable: () => errors.unavailable('billing'),
};
