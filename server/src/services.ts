// The long-lived parts every domain's handlers use, built once per process (see runtime.ts).
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import type { Events } from './events/backbone.js';
import type { EventFeed } from './events/feed.js';
import type { BlobStore } from './files/blob-store.js';
import type { JobRunner } from './jobs/queue.js';
import type { Mailer } from './mail/mailer.js';
import type { Facts } from './platform/facts.js';
import type { Cursors } from './platform/pagination.js';
import type { Webhooks } from './webhooks/client.js';

export interface Services {
  config: Config;
  db: Db;
  cursors: Cursors;
  events: Events;
  /** Committed webhook events as they become readable, for the live event stream (one reader per process). */
  feed: EventFeed;
  jobs: JobRunner;
  blobs: BlobStore;
  mailer: Mailer;
  webhooks: Webhooks;
  /** Facts about workspaces kept in memory until their rows change (their plan ceilings). */
  facts: Facts;
}
