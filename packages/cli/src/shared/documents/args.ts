// The arguments that name a document and its parts.
import { Args } from '@oclif/core';

export const documentId = Args.string({ required: true, description: 'document id (doc_…)' });
export const versionId = Args.string({ required: true, description: 'version id (ver_…)' });
export const commentId = Args.string({ required: true, description: 'comment id (cmt_…)' });
