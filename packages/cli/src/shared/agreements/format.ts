// How agreements are shown.
import { Args } from '@oclif/core';
import type { Agreement } from '@dossier/sdk';
import { cell } from '../format.js';

export const agreementId = Args.string({ required: true, description: 'agreement id (agr_…)' });

export function agreementRows(a: Agreement): [string, string][] {
  return [
    ['ID', a.id],
    ['Name', a.name],
    ['Requires a name', cell(a.requireName)],
    ['Links using it', String(a.linkCount)],
    ['Accepted', String(a.acceptedCount)],
    ['Updated', a.updatedAt],
    ['Terms', a.body],
  ];
}
