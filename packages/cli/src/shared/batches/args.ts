// The argument that names a bulk send.
import { Args } from '@oclif/core';

export const batchId = Args.string({ required: true, description: 'batch id (bat_…)' });
