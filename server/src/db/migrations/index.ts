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

export const migrations: Record<string, Migration> = {
  '001-workspaces-and-keys': m001,
  '002-events-and-webhooks': m002,
  '003-blobs': m003,
  '004-rate-limits': m004,
  '005-mail-outbox': m005,
  '006-documents': m006,
  '007-key-changes': m007,
  '008-self-hosted-plan': m008,
};
