import type { Kysely } from 'kysely';

// Sharing: the agreements library, data rooms (room folders, filed documents, viewer groups with what each group
// may read), tracked share links, and what visitors leave behind (visits with hashed tokens and codes, attention
// per section, agreement acceptances, feedback). Every secret is stored hashed: link passwords as argon2id,
// visit tokens, verification and bulk-download codes as SHA-256 of a CSPRNG value. JSON is text; booleans are 0/1.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agreements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('require_name', 'integer', (c) => c.notNull())
    /** Bumped whenever the wording changes: an acceptance of an older revision no longer clears the gate. */
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agreements_list')
    .on('agreements')
    .columns(['workspace_id', 'updated_at', 'id'])
    .execute();

  await db.schema
    .createTable('data_rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('frozen_at', 'text')
    .addColumn('archived_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('data_rooms_list')
    .on('data_rooms')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('room_folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull().references('data_rooms.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('room_folders_room')
    .on('room_folders')
    .columns(['room_id', 'position', 'created_at'])
    .execute();

  await db.schema
    .createTable('room_documents')
    .addColumn('room_id', 'text', (c) => c.notNull().references('data_rooms.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('folder_id', 'text', (c) => c.references('room_folders.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_documents_pk', ['room_id', 'document_id'])
    .execute();
  await db.schema.createIndex('room_documents_document').on('room_documents').columns(['document_id']).execute();
  await db.schema.createIndex('room_documents_folder').on('room_documents').columns(['folder_id']).execute();

  await db.schema
    .createTable('viewer_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull().references('data_rooms.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** JSON array of lowercased addresses and `@domain`s. */
    .addColumn('members', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('viewer_groups_room')
    .on('viewer_groups')
    .columns(['room_id', 'created_at', 'id'])
    .execute();

  // What a group may read: whole room folders, and single documents filed in the room.
  await db.schema
    .createTable('viewer_group_folders')
    .addColumn('group_id', 'text', (c) => c.notNull().references('viewer_groups.id').onDelete('cascade'))
    .addColumn('folder_id', 'text', (c) => c.notNull().references('room_folders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('viewer_group_folders_pk', ['group_id', 'folder_id'])
    .execute();
  await db.schema
    .createTable('viewer_group_documents')
    .addColumn('group_id', 'text', (c) => c.notNull().references('viewer_groups.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('viewer_group_documents_pk', ['group_id', 'document_id'])
    .execute();

  await db.schema
    .createTable('share_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('cascade'))
    .addColumn('data_room_id', 'text', (c) => c.references('data_rooms.id').onDelete('cascade'))
    /** No foreign key: the link keeps the id after its group is deleted, and is then off for good. */
    .addColumn('group_id', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('require_email', 'integer', (c) => c.notNull())
    .addColumn('require_email_verification', 'integer', (c) => c.notNull())
    /** argon2id (PHC string); the password itself is never stored. */
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('max_views', 'integer')
    .addColumn('view_count', 'integer', (c) => c.notNull())
    .addColumn('pinned_version_id', 'text', (c) => c.references('document_versions.id').onDelete('set null'))
    .addColumn('allow_download', 'integer', (c) => c.notNull())
    .addColumn('watermark', 'integer', (c) => c.notNull())
    /** JSON of the fields set on the link (merged over the default when read), or null. */
    .addColumn('watermark_config', 'text')
    .addColumn('require_nda', 'integer', (c) => c.notNull())
    .addColumn('nda_text', 'text')
    .addColumn('agreement_id', 'text', (c) => c.references('agreements.id').onDelete('set null'))
    .addColumn('allowed_emails', 'text', (c) => c.notNull())
    .addColumn('allowed_domains', 'text', (c) => c.notNull())
    .addColumn('blocked_emails', 'text', (c) => c.notNull())
    .addColumn('notify_on_view', 'integer', (c) => c.notNull())
    .addColumn('screenshot_protection', 'integer', (c) => c.notNull())
    .addColumn('allow_assistant', 'integer', (c) => c.notNull())
    .addColumn('allow_audio', 'integer', (c) => c.notNull())
    .addColumn('allow_feedback', 'integer', (c) => c.notNull())
    .addColumn('bulk_download_otp', 'integer', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('capture_fields', 'text', (c) => c.notNull())
    .addColumn('og_title', 'text')
    .addColumn('og_description', 'text')
    .addColumn('og_image_url', 'text')
    .addColumn('og_favicon_url', 'text')
    /** Bumped when a new password is set: visits that cleared an older one are asked again. */
    .addColumn('password_epoch', 'integer', (c) => c.notNull())
    /** Bumped when the link's own terms change or terms are switched on: visits accept again. */
    .addColumn('terms_epoch', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('share_links_list')
    .on('share_links')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('share_links_document').on('share_links').columns(['document_id']).execute();
  await db.schema.createIndex('share_links_room').on('share_links').columns(['data_room_id']).execute();
  await db.schema.createIndex('share_links_agreement').on('share_links').columns(['agreement_id']).execute();
  await db.schema.createIndex('share_links_group').on('share_links').columns(['group_id']).execute();

  await db.schema
    .createTable('link_visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('link_id', 'text', (c) => c.notNull().references('share_links.id').onDelete('cascade'))
    .addColumn('document_id', 'text')
    .addColumn('data_room_id', 'text')
    .addColumn('group_id', 'text')
    /** SHA-256 of the vst_ token (auth/capability.ts); the token itself is never stored. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('viewer_email', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('verification_code_hash', 'text')
    .addColumn('verification_expires_at', 'text')
    .addColumn('verification_attempts', 'integer', (c) => c.notNull())
    .addColumn('verification_sent_at', 'text')
    /** The link's password_epoch when this visit gave the password; null until then. */
    .addColumn('password_epoch', 'integer')
    /** The link's terms_epoch (or the agreement's revision, with agreement_id) when terms were accepted. */
    .addColumn('terms_epoch', 'integer')
    .addColumn('agreement_id', 'text')
    .addColumn('nda_accepted_at', 'text')
    .addColumn('nda_text', 'text')
    .addColumn('nda_signed_name', 'text')
    .addColumn('capture_answers', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('last_opened_at', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    /** Wall-clock instant of the last credited heartbeat: credit never exceeds the time since it. */
    .addColumn('last_heartbeat_at', 'text')
    .addColumn('total_ms', 'bigint', (c) => c.notNull())
    .addColumn('opens', 'integer', (c) => c.notNull())
    .addColumn('completion', 'real', (c) => c.notNull())
    .addColumn('downloaded_at', 'text')
    .addColumn('bulk_code_hash', 'text')
    .addColumn('bulk_code_expires_at', 'text')
    .addColumn('bulk_code_attempts', 'integer', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('city', 'text')
    .addColumn('referrer', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip_address', 'text')
    .execute();
  await db.schema.createIndex('link_visits_link').on('link_visits').columns(['link_id', 'started_at']).execute();
  await db.schema
    .createIndex('link_visits_list')
    .on('link_visits')
    .columns(['workspace_id', 'started_at', 'id'])
    .execute();
  await db.schema
    .createIndex('link_visits_email')
    .on('link_visits')
    .columns(['workspace_id', 'viewer_email'])
    .execute();

  await db.schema
    .createTable('visit_sections')
    .addColumn('visit_id', 'text', (c) => c.notNull().references('link_visits.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('section_index', 'integer', (c) => c.notNull())
    .addColumn('visible_ms', 'bigint', (c) => c.notNull())
    .addColumn('total_ms', 'bigint', (c) => c.notNull())
    .addColumn('opens', 'integer', (c) => c.notNull())
    .addColumn('completion', 'real', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_sections_pk', ['visit_id', 'document_id', 'section_index'])
    .execute();

  // The exact text a visitor accepted, kept whatever later happens to the agreement or the link.
  await db.schema
    .createTable('agreement_acceptances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('agreement_id', 'text')
    .addColumn('agreement_revision', 'integer')
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('visit_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('signed_name', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_sha256', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agreement_acceptances_agreement')
    .on('agreement_acceptances')
    .columns(['agreement_id'])
    .execute();
  await db.schema
    .createIndex('agreement_acceptances_visit')
    .on('agreement_acceptances')
    .columns(['visit_id'])
    .execute();

  await db.schema
    .createTable('visit_feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('visit_id', 'text', (c) => c.notNull().references('link_visits.id').onDelete('cascade'))
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text')
    .addColumn('reaction', 'text')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visit_feedback_link').on('visit_feedback').columns(['link_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'visit_feedback',
    'agreement_acceptances',
    'visit_sections',
    'link_visits',
    'share_links',
    'viewer_group_documents',
    'viewer_group_folders',
    'viewer_groups',
    'room_documents',
    'room_folders',
    'data_rooms',
    'agreements',
  ])
    await db.schema.dropTable(t).execute();
}
