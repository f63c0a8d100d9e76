// The arguments that name an envelope and its recipients, and the reason a void gives.
import { Args, Flags } from '@oclif/core';

export const envelopeId = Args.string({ required: true, description: 'envelope id (env_…)' });
export const envelopeRecipientId = Args.string({ required: true, description: 'envelope recipient id (rcp_…)' });

/** --reason of `envelopes void` and `batches void`: what the recipients are told. */
export const voidReason = Flags.string({
  required: true,
  description: 'Why (1-500 characters): emailed to the recipients and kept in the audit trail.',
});
