// The argument that names a folder.
import { Args } from '@oclif/core';

export const folderId = Args.string({ required: true, description: 'folder id (fld_…)' });
