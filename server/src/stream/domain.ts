// The live event stream and its sample events (extensions): GET /events/stream hands every webhook event of the
// workspace, as it commits, to open connections (hub.ts over the process's feed, events/feed.ts); POST
// /events/trigger emits one through the real pipeline.
import type { Domain } from '../domain.js';
import { streamHandlers } from './handlers.js';

export const streamDomain: Domain = {
  name: 'stream',
  handlers: streamHandlers,
};
