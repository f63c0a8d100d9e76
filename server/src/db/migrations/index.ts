// Migrations in order; the migrator records which ran. Add new ones at the end, never edit old ones.
import type { Migration } from 'kysely';
import * as m001 from './001-workspaces-and-keys.js';
import * as m002 from './002-events-and-webhooks.js';
import * as m003 from './003-blobs.js';
import * as m004 from './004-rate-limits.js';
import * as m005 from './005-mail-outbox.js';
import * as m006 from './006-documents.js';
import * as m007 from './007-key-changes.js';
import * as m008 from './008-self-hosted-plan.js';
import * as m010 from './010-envelopes.js';
import * as m011 from './011-signing.js';
import * as m011b from './011-signing-link-secret.js';
import * as m020 from './020-sharing.js';
import * as m021 from './021-visit-attempts.js';
import * as m030 from './030-file-requests.js';
import * as m050 from './050-questions.js';
import * as m060 from './060-analytics.js';
import * as m061 from './061-analytics-daily.js';
import * as m080 from './080-webhook-key.js';
import * as m081 from './081-request-slugs.js';
import * as m100 from './100-document-last-envelope.js';
import * as m101 from './101-analytics-reading-rollups.js';
import * as m110 from './110-workspace-sender.js';
import * as m130 from './130-idempotency-keys.js';
import * as m160 from './160-batches.js';
import * as m170 from './170-envelope-completion-hash.js';
import * as m180 from './180-audit-chained-after-commit.js';
import * as m190 from './190-plan-changes-signalled.js';
import * as m191 from './191-hook-changes-signalled.js';
import * as m192 from './192-section-rollup-per-statement.js';
import * as m194 from './194-batch-cancel-reason.js';
import * as m195 from './195-workspace-embedding.js';
import * as m196 from './196-recipient-delivery.js';
import * as m199 from './199-locales.js';
import * as m200 from './200-rollups-in-write-path.js';
import * as m201 from './201-event-payloads.js';
import * as m202 from './202-envelope-default-subject.js';
import * as m203 from './203-daily-totals-in-write-path.js';
import * as m206 from './206-stream-leases.js';

export const migrations: Record<string, Migration> = {
  '001-workspaces-and-keys': m001,
  '002-events-and-webhooks': m002,
  '003-blobs': m003,
  '004-rate-limits': m004,
  '005-mail-outbox': m005,
  '006-documents': m006,
  '007-key-changes': m007,
  '008-self-hosted-plan': m008,
  '010-envelopes': m010,
  '011-signing': m011,
  '011-signing-link-secret': m011b,
  '020-sharing': m020,
  '021-visit-attempts': m021,
  '030-file-requests': m030,
  '050-questions': m050,
  '060-analytics': m060,
  '061-analytics-daily': m061,
  '080-webhook-key': m080,
  '081-request-slugs': m081,
  '100-document-last-envelope': m100,
  '101-analytics-reading-rollups': m101,
  '110-workspace-sender': m110,
  '130-idempotency-keys': m130,
  '160-batches': m160,
  '170-envelope-completion-hash': m170,
  '180-audit-chained-after-commit': m180,
  '190-plan-changes-signalled': m190,
  '191-hook-changes-signalled': m191,
  '192-section-rollup-per-statement': m192,
  '194-batch-cancel-reason': m194,
  '195-workspace-embedding': m195,
  '196-recipient-delivery': m196,
  '199-locales': m199,
  '200-rollups-in-write-path': m200,
  '201-event-payloads': m201,
  '202-envelope-default-subject': m202,
  '203-daily-totals-in-write-path': m203,
  '206-stream-leases': m206,
};
