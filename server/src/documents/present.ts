// Documents and versions as the API shows them.
import type {
  DocContent,
  Document,
  DocumentDetail,
  DocumentSource,
  Version,
  VersionDetail,
} from '../generated/api/types.gen.js';
import { toRecipient, type RecipientRow } from './recipients.js';
import type { DocumentListRow, LastEnvelopeRow, VersionListRow } from './repository.js';
import type { DocumentsTable, DocumentVersionsTable } from './tables.js';

/** A document as its actions return it, for toDetail to shape: its row and its recipients. */
export interface DocumentParts {
  row: DocumentsTable;
  recipients: RecipientRow[];
}

/** The list form; `last` is the row `last_envelope_id` names (lastEnvelopeOf), null when never sent. */
export function toDocument(d: DocumentListRow, last: LastEnvelopeRow | null): Document {
  return {
    id: d.id,
    title: d.title,
    kind: d.kind,
    status: d.status,
    pageCount: Number(d.page_count),
    activeEnvelopeId: d.active_envelope_id,
    lastEnvelope: last && { id: last.id, status: last.status, completedAt: last.completed_at },
    createdAt: d.created_at,
    updatedAt: d.updated_at,
  };
}

export function toSource(
  d: Pick<DocumentsTable, 'source_filename' | 'source_content_type' | 'source_byte_size' | 'has_text_layer'>,
): DocumentSource | null {
  if (!d.source_filename) return null;
  return {
    filename: d.source_filename,
    contentType: d.source_content_type ?? 'application/octet-stream',
    byteSize: Number(d.source_byte_size ?? 0),
    hasTextLayer: Boolean(d.has_text_layer),
  };
}

export function toDetail(
  d: DocumentsTable,
  last: LastEnvelopeRow | null,
  recipients: RecipientRow[],
  includeContent: boolean,
): DocumentDetail {
  return {
    ...toDocument(d, last),
    folderId: d.folder_id,
    inLibrary: Boolean(Number(d.in_library)),
    deletedAt: d.deleted_at,
    recipients: recipients.map(toRecipient),
    sections: JSON.parse(d.sections),
    source: toSource(d),
    ...(includeContent ? { content: d.content ? (JSON.parse(d.content) as DocContent) : null } : {}),
  };
}

/** A version as the list and a save show it (no body). */
export function toVersion(v: VersionListRow): Version {
  return {
    id: v.id,
    documentId: v.document_id,
    title: v.title,
    kind: v.kind,
    pageCount: Number(v.page_count),
    // Absent, not null, on an unnamed automatic snapshot (the reference's contract).
    ...(v.label !== null ? { label: v.label } : {}),
    automatic: Boolean(Number(v.automatic)),
    createdBy: v.created_by,
    createdAt: v.created_at,
  };
}

/** One version, with its body when asked for. */
export function toVersionDetail(
  v: VersionListRow & Pick<DocumentVersionsTable, 'content'>,
  includeContent: boolean,
): VersionDetail {
  return {
    ...toVersion(v),
    ...(includeContent ? { content: v.content ? (JSON.parse(v.content) as DocContent) : null } : {}),
  };
}
