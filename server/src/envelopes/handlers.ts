// The envelope operations of the sender (keyed API) and the PDF field placements: parse, call an action, present.
// The signer-side operations (public signing, pdf, certificate, attachments) live with the signer side.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { listDocumentFields, replaceDocumentFields } from './actions/document-fields.js';
import { getEnvelope } from './actions/get-envelope.js';
import { listEnvelopes } from './actions/list-envelopes.js';
import { reassignRecipient } from './actions/reassign-recipient.js';
import { remindEnvelope } from './actions/remind-envelope.js';
import { sendEnvelope } from './actions/send-envelope.js';
import { voidEnvelope } from './actions/void-envelope.js';

/** The sender's envelope handlers. */
export function envelopeHandlers(s: Services): Handlers {
  return {
    sendEnvelope: async (req, reply) => {
      const { envelope, delivery } = await sendEnvelope(s, apiContext(req), req.body);
      reply.code(201);
      return { data: envelope, delivery };
    },
    listEnvelopes: async (req) => {
      const p = await listEnvelopes(s, apiContext(req), req.query);
      return { data: p.items, nextCursor: p.nextCursor };
    },
    getEnvelope: async (req) => {
      const signingUrls = req.query.include === 'signingUrls';
      if (signingUrls && !req.auth.scopes.includes('envelopes:write'))
        throw errors.insufficientScope('envelopes:write');
      return { data: await getEnvelope(s, apiContext(req), { id: req.params.id, signingUrls }) };
    },
    remindEnvelope: async (req) => {
      const { envelope, reminded } = await remindEnvelope(s, apiContext(req), req.params.id);
      return { data: envelope, reminded };
    },
    voidEnvelope: async (req) => ({
      data: await voidEnvelope(s, apiContext(req), { id: req.params.id, reason: req.body.reason }),
    }),
    reassignRecipient: async (req) => {
      const { envelope, replacementId } = await reassignRecipient(s, apiContext(req), {
        id: req.params.id,
        recipientId: req.params.recipientId,
        to: req.body,
      });
      return { data: envelope, replacementId };
    },
    listDocumentFields: async (req) => ({ data: await listDocumentFields(s, apiContext(req), req.params.id) }),
    replaceDocumentFields: async (req) => ({
      data: await replaceDocumentFields(s, apiContext(req), { documentId: req.params.id, fields: req.body.fields }),
    }),
  };
}
