// The argument that names a template.
import { Args } from '@oclif/core';

export const templateId = Args.string({ required: true, description: 'template id (tpl_…)' });
