// The public signing operations (/public/signing/{token}/…): no key, the token in the path. Thin: read the request,
// call the action, shape the reply. The public rate limit runs before (auth/public-limit.ts).
import { readUpload } from '../files/upload-body.js';
import type { Handlers } from '../api/handlers.js';
import { contentDisposition } from '../platform/content-disposition.js';
import { originOf, type TokenContext } from '../platform/context.js';
import { errors } from '../platform/errors.js';
import { uploadContentType } from '../platform/uploads.js';
import type { Services } from '../services.js';
import { acceptSigningConsent } from './actions/accept-signing-consent.js';
import { declineEnvelope } from './actions/decline-envelope.js';
import { downloadSigningDocument } from './actions/download-signing-document.js';
import { downloadSigningExecuted } from './actions/download-signing-executed.js';
import { openSigningSession } from './actions/open-signing-session.js';
import { signEnvelope } from './actions/sign-envelope.js';
import { submitAccessCode } from './actions/submit-access-code.js';
import { uploadSigningAttachment } from './actions/upload-signing-attachment.js';
import { withdrawSigningConsent } from './actions/withdraw-signing-consent.js';
import { safeFilename } from './completion.js';

/** The signer's token, from the path, and the request's origin. */
const callerOf = (req: {
  params: { token: string };
  ip?: string;
  headers: { 'user-agent'?: string };
}): TokenContext => ({
  token: req.params.token,
  origin: originOf(req),
});

export function signingHandlers(s: Services): Handlers {
  return {
    getSigningSession: async (req) => ({ data: await openSigningSession(s, callerOf(req)) }),

    downloadSigningDocument: async (req, reply) => {
      const doc = await downloadSigningDocument(s, callerOf(req));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('inline', safeFilename(doc.title)))
        .header('cache-control', 'private, no-store')
        .send(doc.body);
    },

    downloadSigningExecutedPdf: async (req, reply) => {
      const doc = await downloadSigningExecuted(s, callerOf(req));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', safeFilename(`${doc.title} (signed)`)))
        .header('cache-control', 'private, no-store')
        .send(doc.body);
    },

    submitSigningAccessCode: async (req) => ({
      data: await submitAccessCode(s, callerOf(req), { code: req.body.code }),
    }),

    acceptSigningConsent: async (req) => ({
      data: await acceptSigningConsent(s, callerOf(req), {
        disclosureVersion: req.body.disclosureVersion,
        locale: req.body.locale,
      }),
    }),

    withdrawSigningConsent: async (req, reply) => {
      await withdrawSigningConsent(s, callerOf(req));
      return reply.code(204).send();
    },

    uploadSigningAttachment: async (req, reply) => {
      const attachment = await uploadSigningAttachment(s, callerOf(req), {
        fieldId: req.query.fieldId,
        read: async () => {
          const type = uploadContentType(req)?.split(';')[0].trim().toLowerCase();
          if (type !== 'multipart/form-data') throw errors.unsupportedMediaType(type);
          return readUpload(req, { noun: 'the file', defaultFilename: 'attachment' });
        },
      });
      return reply.code(201).send({ data: attachment });
    },

    signEnvelope: async (req) => ({ data: await signEnvelope(s, callerOf(req), req.body) }),

    declineEnvelope: async (req) => ({
      data: await declineEnvelope(s, callerOf(req), { reason: req.body.reason }),
    }),
  };
}
