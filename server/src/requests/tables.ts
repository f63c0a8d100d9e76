// File requests: the request, its items, the people asked (assignees) and the files received.
import type { Locale } from '../platform/i18n/locales.js';
export interface FileRequestsTable {
  id: string;
  workspace_id: string;
  /** The public path segment of the open upload page (`/r/{slug}`). */
  slug: string;
  title: string;
  description: string | null;
  data_room_id: string | null;
  folder_id: string | null;
  /** 1 or 0. */
  require_email: number;
  due_at: string | null;
  remind_every_days: number | null;
  notify_on_upload: number;
  /** 1 or 0: whether the open page (`/r/{slug}` without a token) accepts anyone; assignees' links work either way. */
  open_page: number;
  /** The slug before migration 081 made slugs unguessable: still accepted, but only with an assignee's token. */
  legacy_slug: string | null;
  active: number;
  closed_at: string | null;
  /** Set by DELETE: the row stays so its links answer 410 request_deleted; the API no longer finds it. */
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FileRequestItemsTable {
  id: string;
  request_id: string;
  name: string;
  description: string | null;
  required: number;
  position: number;
}

export type Delivery = 'pending' | 'sent' | 'bounced' | 'failed';

export interface FileRequestAssigneesTable {
  id: string;
  request_id: string;
  workspace_id: string;
  email: string;
  /** The address lower-cased: one current assignee per address on a request. */
  email_key: string;
  name: string | null;
  /** The language of their pages and emails (a Locale tag, i18n/locales.ts); null follows the workspace's. */
  locale: Locale | null;
  /** Hex SHA-256 of the assignee's upload token (auth/capability.ts); the token itself is never stored. */
  token_hash: string;
  delivery: Delivery;
  delivery_error: string | null;
  sent_at: string | null;
  reminded_at: string | null;
  reminder_count: number;
  uploaded_at: string | null;
  completed_at: string | null;
  /** Set by DELETE …/assignees/{id}: their link answers 410 assignee_removed; their uploads stay. */
  removed_at: string | null;
  created_at: string;
}

export interface FileRequestUploadsTable {
  id: string;
  request_id: string;
  workspace_id: string;
  item_id: string | null;
  assignee_id: string | null;
  uploader_email: string | null;
  uploader_name: string | null;
  filename: string;
  content_type: string;
  byte_size: number;
  sha256: string;
  /** The workspace document it became; null once that document was purged. */
  document_id: string | null;
  uploaded_at: string;
}

export interface RequestTables {
  file_requests: FileRequestsTable;
  file_request_items: FileRequestItemsTable;
  file_request_assignees: FileRequestAssigneesTable;
  file_request_uploads: FileRequestUploadsTable;
}
