// Tracked share links and what their visitors leave: visits (token, codes and gates cleared, all hashed),
// attention per section, feedback.
import type { Locale } from '../platform/i18n/locales.js';
export interface ShareLinksTable {
  id: string;
  workspace_id: string;
  slug: string;
  name: string;
  document_id: string | null;
  data_room_id: string | null;
  /** Kept after the group is deleted; the link is then off for good. */
  group_id: string | null;
  active: number;
  is_public: number;
  require_email: number;
  require_email_verification: number;
  /** argon2id PHC string, or null. */
  password_hash: string | null;
  expires_at: string | null;
  max_views: number | null;
  view_count: number;
  pinned_version_id: string | null;
  allow_download: number;
  watermark: number;
  /** JSON of the fields set on the link, or null for the default. */
  watermark_config: string | null;
  require_nda: number;
  nda_text: string | null;
  agreement_id: string | null;
  /** JSON string arrays. */
  allowed_emails: string;
  allowed_domains: string;
  blocked_emails: string;
  notify_on_view: number;
  screenshot_protection: number;
  allow_assistant: number;
  allow_audio: number;
  allow_feedback: number;
  bulk_download_otp: number;
  tags: string;
  /** JSON array of resolved capture fields { id, label, type, required, options }. */
  capture_fields: string;
  og_title: string | null;
  og_description: string | null;
  og_image_url: string | null;
  og_favicon_url: string | null;
  /** The language of the link's pages for visitors who choose none (a Locale tag); null lets the browser choose. */
  locale: Locale | null;
  /** Bumped when a new password is set: visits that cleared an older one are asked again. */
  password_epoch: number;
  /** Bumped when the link's terms change: visits accept again. */
  terms_epoch: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LinkVisitsTable {
  id: string;
  workspace_id: string;
  link_id: string;
  document_id: string | null;
  data_room_id: string | null;
  group_id: string | null;
  token_hash: string;
  viewer_email: string | null;
  email_verified_at: string | null;
  verification_code_hash: string | null;
  verification_expires_at: string | null;
  verification_attempts: number;
  verification_sent_at: string | null;
  password_epoch: number | null;
  terms_epoch: number | null;
  agreement_id: string | null;
  nda_accepted_at: string | null;
  nda_text: string | null;
  nda_signed_name: string | null;
  /** JSON object keyed by capture field id. */
  capture_answers: string;
  opened_at: string | null;
  last_opened_at: string | null;
  started_at: string;
  last_seen_at: string;
  last_heartbeat_at: string | null;
  total_ms: number;
  opens: number;
  completion: number;
  downloaded_at: string | null;
  bulk_code_hash: string | null;
  bulk_code_expires_at: string | null;
  bulk_code_attempts: number;
  country: string | null;
  city: string | null;
  referrer: string | null;
  user_agent: string | null;
  ip_address: string | null;
}

export interface VisitSectionsTable {
  visit_id: string;
  document_id: string;
  section_index: number;
  visible_ms: number;
  total_ms: number;
  opens: number;
  completion: number;
  last_seen_at: string;
}

export interface VisitFeedbackTable {
  id: string;
  workspace_id: string;
  visit_id: string;
  link_id: string;
  document_id: string | null;
  reaction: string | null;
  comment: string | null;
  created_at: string;
  /** When the reaction was last replaced (migration 050); null on rows from before it. */
  updated_at: string | null;
}

export interface LinkTables {
  share_links: ShareLinksTable;
  link_visits: LinkVisitsTable;
  visit_sections: VisitSectionsTable;
  visit_feedback: VisitFeedbackTable;
}
