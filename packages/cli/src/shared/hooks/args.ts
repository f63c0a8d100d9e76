// The argument that names a webhook endpoint.
import { Args } from '@oclif/core';

export const hookId = Args.string({ required: true, description: 'endpoint id (hook_…)' });
