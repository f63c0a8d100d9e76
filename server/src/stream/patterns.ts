// The `events` filter of a stream: comma-separated event names or `family.*` patterns, each naming at least one
// event that can be streamed (every webhook event but ping).
import { webhookEvents } from '../generated/operations.gen.js';
import { errors } from '../platform/errors.js';

export const STREAMED: readonly string[] = webhookEvents.filter((e) => e !== 'ping');

/** The event names the filter lets through, or null for every one; 400 naming `events` for a pattern naming none. */
export function parseEventFilter(raw: string | undefined): ReadonlySet<string> | null {
  if (raw === undefined) return null;
  const out = new Set<string>();
  const unknown: string[] = [];
  for (const part of raw.split(',').map((p) => p.trim())) {
    const matched =
      part === '*'
        ? STREAMED
        : part.endsWith('.*')
          ? STREAMED.filter((e) => e.startsWith(part.slice(0, -1)))
          : STREAMED.filter((e) => e === part);
    if (!matched.length) unknown.push(part === '' ? '(empty)' : part);
    for (const e of matched) out.add(e);
  }
  if (unknown.length)
    throw errors.validation([
      {
        field: 'query.events',
        message: `${unknown.slice(0, 5).join(', ')} name${unknown.length > 1 ? '' : 's'} no event (a name such as link.viewed, or family.* such as envelope.*)`,
      },
    ]);
  return out;
}
