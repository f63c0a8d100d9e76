import type { Kysely } from 'kysely';

// Envelopes: a document sent for signature, frozen as a snapshot, its recipients with their signing tokens (the
// hash only), the fields they complete and the values they gave, signature images, consent records, returned
// files and access-code attempts; field placements on uploaded PDFs (documents' extension); and billing (the
// workspace's credit balance, sends counted per month, and the ledger of what each send was paid with).
// Timestamps are ISO 8601 text; booleans 0/1 integers; JSON is text. Both the sender side (envelopes/) and the
// signer side (public signing operations, completion, certificate) work on these tables.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('envelopes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('sender_key_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sequential', 'integer', (c) => c.notNull())
    // The frozen snapshot: the bytes the signers are shown (an authored body as canonical JSON, or the PDF).
    .addColumn('snapshot_kind', 'text', (c) => c.notNull())
    .addColumn('snapshot_blob_id', 'text', (c) => c.notNull())
    .addColumn('snapshot_content', 'text')
    .addColumn('snapshot_sections', 'text')
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('executed_blob_id', 'text')
    .addColumn('completion_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('reminder_every_days', 'integer')
    .addColumn('last_reminder_at', 'text')
    .addColumn('next_reminder_at', 'text')
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('voided_at', 'text')
    .addColumn('void_reason', 'text')
    .addColumn('declined_at', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('expired_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('paid_with', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('envelopes_list').on('envelopes').columns(['workspace_id', 'sent_at', 'id']).execute();
  await db.schema
    .createIndex('envelopes_status_list')
    .on('envelopes')
    .columns(['workspace_id', 'status', 'sent_at', 'id'])
    .execute();
  await db.schema.createIndex('envelopes_document').on('envelopes').columns(['document_id']).execute();
  await db.schema.createIndex('envelopes_expiry').on('envelopes').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('envelopes_reminder').on('envelopes').columns(['status', 'next_reminder_at']).execute();

  await db.schema
    .createTable('envelope_recipients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('envelope_id', 'text', (c) => c.notNull().references('envelopes.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('document_recipient_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('routing_order', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signing_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('access_code_hash', 'text')
    .addColumn('auth_method', 'text', (c) => c.notNull())
    .addColumn('access_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('access_locked_until', 'text')
    .addColumn('authenticated_at', 'text')
    .addColumn('notified_at', 'text')
    .addColumn('delivery_failed_at', 'text')
    .addColumn('delivery_error', 'text')
    .addColumn('viewed_at', 'text')
    .addColumn('signed_at', 'text')
    .addColumn('signed_ip', 'text')
    .addColumn('signed_user_agent', 'text')
    .addColumn('declined_at', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('delegated_to_email', 'text')
    .addColumn('delegated_to_id', 'text')
    .addColumn('delegated_from_id', 'text')
    .addColumn('delegated_at', 'text')
    .addColumn('delegation_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('envelope_recipients_envelope')
    .on('envelope_recipients')
    .columns(['envelope_id', 'position'])
    .execute();

  await db.schema
    .createTable('envelope_fields')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('envelope_id', 'text', (c) => c.notNull().references('envelopes.id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('page', 'integer')
    .addColumn('x', 'real')
    .addColumn('y', 'real')
    .addColumn('width', 'real')
    .addColumn('height', 'real')
    .addColumn('value', 'text')
    .addColumn('completed_at', 'text')
    .addPrimaryKeyConstraint('envelope_fields_pk', ['envelope_id', 'id'])
    .execute();
  await db.schema.createIndex('envelope_fields_recipient').on('envelope_fields').columns(['recipient_id']).execute();

  await db.schema
    .createTable('envelope_signatures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('envelope_id', 'text', (c) => c.notNull().references('envelopes.id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('typed_text', 'text')
    .addColumn('blob_id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('envelope_signatures_recipient')
    .on('envelope_signatures')
    .columns(['recipient_id'])
    .execute();

  await db.schema
    .createTable('envelope_consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('envelope_id', 'text', (c) => c.notNull().references('envelopes.id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('disclosure_text', 'text', (c) => c.notNull())
    .addColumn('disclosure_sha256', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdrawn_ip', 'text')
    .addColumn('withdrawn_user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('envelope_consents_recipient')
    .on('envelope_consents')
    .columns(['recipient_id', 'accepted_at'])
    .execute();

  await db.schema
    .createTable('envelope_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('envelope_id', 'text', (c) => c.notNull().references('envelopes.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('field_id', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('blob_id', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('envelope_attachments_envelope')
    .on('envelope_attachments')
    .columns(['envelope_id', 'uploaded_at', 'id'])
    .execute();

  await db.schema
    .createTable('envelope_access_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('envelope_id', 'text', (c) => c.notNull().references('envelopes.id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('envelope_access_attempts_recipient')
    .on('envelope_access_attempts')
    .columns(['recipient_id', 'created_at'])
    .execute();

  // Field placements on uploaded PDFs (an extension; authored documents keep theirs in the body).
  await db.schema
    .createTable('document_fields')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('x', 'real', (c) => c.notNull())
    .addColumn('y', 'real', (c) => c.notNull())
    .addColumn('width', 'real', (c) => c.notNull())
    .addColumn('height', 'real', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_fields_pk', ['document_id', 'id'])
    .execute();

  // Billing: the credit balance, sends counted per workspace and month, and what each send was paid with.
  await db.schema
    .createTable('billing_accounts')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_usage')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('sends', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_usage_pk', ['workspace_id', 'period'])
    .execute();
  await db.schema
    .createTable('billing_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('credits_delta', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer')
    .addColumn('envelope_id', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_ledger_workspace')
    .on('billing_ledger')
    .columns(['workspace_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'billing_ledger',
    'billing_usage',
    'billing_accounts',
    'document_fields',
    'envelope_access_attempts',
    'envelope_attachments',
    'envelope_consents',
    'envelope_signatures',
    'envelope_fields',
    'envelope_recipients',
    'envelopes',
  ])
    await db.schema.dropTable(t).execute();
}
