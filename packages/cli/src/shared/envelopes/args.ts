// The arguments that name an envelope and its recipients.
import { Args } from '@oclif/core';

export const envelopeId = Args.string({ required: true, description: 'envelope id (env_…)' });
export const envelopeRecipientId = Args.string({ required: true, description: 'envelope recipient id (rcp_…)' });
