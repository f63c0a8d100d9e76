// How documents, their recipients and their versions are shown.
import type { Document, DocumentDetail, DocumentRecipient, Version } from '@dossier/sdk';
import { byteSize, cell, person } from '../format.js';

/** One recipient of a document: `1. Dana Whitfield <dana@globex.example> (signer, access code; rcp_…)`. */
export function recipientLine(r: DocumentRecipient): string {
  return `${r.routingOrder}. ${person(r.name, r.email)} (${r.role}${r.hasAccessCode ? ', access code' : ''}; ${r.id})`;
}

/** A document's status, naming the envelope that holds it when it is out for signature. */
export function documentStatus(d: Document): string {
  return d.status === 'locked' && d.activeEnvelopeId ? `locked (out for signature: ${d.activeEnvelopeId})` : d.status;
}

/** The label/value rows describing one document (single-document form). */
export function documentRows(d: DocumentDetail): [string, string][] {
  const rows: [string, string][] = [
    ['ID', d.id],
    ['Title', d.title],
    ['Kind', d.kind],
    ['Status', documentStatus(d)],
    ['Pages', cell(d.pageCount)],
    ['Folder', d.folderId ?? '— (top level)'],
    ['In library', cell(d.inLibrary)],
  ];
  if (d.deletedAt) rows.push(['In the trash since', d.deletedAt]);
  rows.push(['Recipients', d.recipients.length ? d.recipients.map(recipientLine).join('\n') : '(none)']);
  if (d.source) {
    const s = d.source;
    rows.push([
      'File',
      `${s.filename} (${s.contentType}, ${byteSize(s.byteSize)}${s.hasTextLayer ? '' : ', no text layer: a scan'})`,
    ]);
  }
  rows.push(['Created', d.createdAt], ['Updated', d.updatedAt]);
  return rows;
}

/** The label/value rows describing one version. */
export function versionRows(v: Version): [string, string][] {
  return [
    ['ID', v.id],
    ['Document', v.documentId],
    ['Label', cell(v.label)],
    ['Automatic', cell(v.automatic)],
    ['Title', v.title],
    ['Kind', v.kind],
    ['Pages', cell(v.pageCount)],
    ['Created by', v.createdBy],
    ['Created', v.createdAt],
  ];
}
