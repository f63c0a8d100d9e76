// Table types for Kysely, composed from each domain's own tables. Timestamps are ISO 8601 strings in UTC on
// both engines (text columns), so rows read the same whichever database holds them; JSON is stored as text.
import type { AgreementTables } from '../agreements/tables.js';
import type { AnalyticsTables } from '../analytics/tables.js';
import type { AuthTables } from '../auth/tables.js';
import type { BatchTables } from '../batches/tables.js';
import type { CommentTables } from '../comments/tables.js';
import type { DocumentTables } from '../documents/tables.js';
import type { EnvelopeTables } from '../envelopes/tables.js';
import type { EventTables } from '../events/tables.js';
import type { FileTables } from '../files/tables.js';
import type { FolderTables } from '../folders/tables.js';
import type { JobTables } from '../jobs/tables.js';
import type { LinkTables } from '../links/tables.js';
import type { MailTables } from '../mail/tables.js';
import type { PlanTables } from '../plans/tables.js';
import type { IdempotencyTables } from '../api/idempotency-tables.js';
import type { RateLimitTables } from '../platform/rate-limit-tables.js';
import type { QuestionTables } from '../questions/tables.js';
import type { RequestTables } from '../requests/tables.js';
import type { RoomTables } from '../rooms/tables.js';
import type { StreamTables } from '../stream/tables.js';
import type { TemplateTables } from '../templates/tables.js';
import type { VisitTables } from '../visits/tables.js';
import type { WebhookTables } from '../webhooks/tables.js';

export interface Database
  extends AuthTables,
    EventTables,
    WebhookTables,
    JobTables,
    FileTables,
    RateLimitTables,
    MailTables,
    DocumentTables,
    FolderTables,
    PlanTables,
    TemplateTables,
    CommentTables,
    AgreementTables,
    RoomTables,
    LinkTables,
    RequestTables,
    EnvelopeTables,
    VisitTables,
    AnalyticsTables,
    QuestionTables,
    IdempotencyTables,
    BatchTables,
    StreamTables {}
