// Documents, their signing lists and version history; workspace folders; plans.
import type { Locale } from '../platform/i18n/locales.js';
export interface DocumentsTable {
  id: string;
  workspace_id: string;
  title: string;
  kind: 'xdoc' | 'pdf' | 'file';
  status: 'draft' | 'locked';
  page_count: number;
  active_envelope_id: string | null;
  /** The envelope most recently sent for it (migration 100), kept by the send's claim; null when never sent. */
  last_envelope_id: string | null;
  folder_id: string | null;
  /** 1 or 0. */
  in_library: number;
  deleted_at: string | null;
  /** The `type: doc` tree as JSON (authored documents), else null. */
  content: string | null;
  /** JSON array of sections (authored documents), else '[]'. */
  sections: string;
  /** Plain text of the body, for search. */
  body_text: string;
  source_blob_id: string | null;
  source_filename: string | null;
  source_content_type: string | null;
  source_byte_size: number | null;
  source_sha256: string | null;
  has_text_layer: number | null;
  template_id: string | null;
  /** 1 once the document was ever sent for signature (it can then never be purged). */
  ever_sent: number;
  created_at: string;
  updated_at: string;
}

/** How a recipient gets their signing link (carried into the envelope at send). */
export type RecipientDelivery = 'email' | 'embedded';

export interface DocumentRecipientsTable {
  id: string;
  document_id: string;
  name: string | null;
  email: string | null;
  role: 'signer' | 'viewer';
  /** 'embedded': the integrator's app shows the signing page; no signing email or reminder goes to them. */
  delivery: RecipientDelivery;
  /** The language of their pages and emails (a Locale tag, i18n/locales.ts); null follows the workspace's. */
  locale: Locale | null;
  routing_order: number;
  color: string;
  /** scrypt hash of the access code; the code itself is never stored. */
  access_code_hash: string | null;
  position: number;
}

export interface DocumentVersionsTable {
  id: string;
  document_id: string;
  workspace_id: string;
  title: string;
  kind: 'xdoc' | 'pdf' | 'file';
  page_count: number;
  label: string | null;
  automatic: number;
  created_by: string;
  content: string | null;
  source_blob_id: string | null;
  source_filename: string | null;
  source_content_type: string | null;
  source_byte_size: number | null;
  has_text_layer: number | null;
  created_at: string;
}

export interface DocumentTables {
  documents: DocumentsTable;
  document_recipients: DocumentRecipientsTable;
  document_versions: DocumentVersionsTable;
}
