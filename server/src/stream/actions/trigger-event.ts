// POST /events/trigger: one event through the real pipeline (audit trail, webhook deliveries, open streams). A real
// flow where it is cheap and within what the call's scope allows: a sample document created (documents:write), and
// edited for document.edited; for link.created and link.viewed, with links:write as well, a link to it created and,
// for link.viewed, opened by a visit as the viewer opens it. Any other event (or a link event without links:write)
// is a clearly marked sample: data from the spec's schema of the event, `"sample": true` in its payload, an
// `evt_sample_` id, and an audit entry saying so.
import { createDocument } from '../../documents/actions/create-document.js';
import { updateDocument } from '../../documents/actions/update-document.js';
import { createLink } from '../../links/actions/create-link.js';
import { startVisit } from '../../visits/actions/start-visit.js';
import type { EventType } from '../../events/types.js';
import type { WebhookPayload } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { refuseEventsBeyondScopes, syntheticData } from '../../webhooks/index.js';
import { STREAMED } from '../patterns.js';
import { newestPayload } from '../repository.js';

const TITLE = 'Sample document (dossier trigger)';
const BODY = '# Sample document\n\nCreated by `dossier trigger` to exercise a webhook receiver. Safe to delete.\n';

/** A key's call may create links (a call without a key's scopes, the admin's, may). */
const mayWriteLinks = (ctx: ActionContext) => !ctx.actor.scopes || ctx.actor.scopes.includes('links:write');

export async function triggerEvent(s: Services, ctx: ActionContext, input: { type: string }): Promise<WebhookPayload> {
  const type = input.type;
  if (!STREAMED.includes(type))
    throw errors.unprocessable(
      `unknown event name: ${type}${type === 'ping' ? ' (ping is sent by POST /hooks/{id}/ping)' : ''}`,
      {
        known: [...STREAMED],
        fields: [{ field: 'body.type', message: 'is not an event that can be triggered' }],
      },
    );
  // Only what the key could hear: a sample it may not read would reach receivers it does not answer for.
  if (ctx.actor.scopes) refuseEventsBeyondScopes([type], ctx.actor.scopes);
  if (type === 'document.created' || type === 'document.edited') {
    const doc = await createDocument(s, ctx, { title: TITLE, markdown: BODY });
    if (type === 'document.edited')
      await updateDocument(s, ctx, {
        id: doc.row.id,
        patch: { markdown: `${BODY}\nEdited by \`dossier trigger\`.\n` },
      });
    const payload = await newestPayload(s.db.kysely, ctx.workspaceId, type, doc.row.id);
    if (payload) return JSON.parse(payload) as WebhookPayload;
  }
  if ((type === 'link.created' || type === 'link.viewed') && mayWriteLinks(ctx)) {
    const doc = await createDocument(s, ctx, { title: TITLE, markdown: BODY });
    const link = await createLink(s, ctx, { documentId: doc.row.id, name: 'dossier trigger', requireEmail: false });
    if (type === 'link.viewed') {
      const origin = { ipAddress: ctx.ipAddress, userAgent: 'dossier trigger', referrer: null };
      await startVisit(s, { origin }, { slug: link.slug, answers: {} });
    }
    const payload = await newestPayload(s.db.kysely, ctx.workspaceId, type, doc.row.id);
    if (payload) return JSON.parse(payload) as WebhookPayload;
  }
  const recorded = await s.events.transaction(ctx, (tx) =>
    tx.emit({
      type: type as EventType,
      description: `sample ${type} event (POST /events/trigger); nothing happened`,
      metadata: { sample: true },
      data: syntheticData(type),
      sample: true,
    }),
  );
  return JSON.parse(recorded.payload!) as WebhookPayload;
}
