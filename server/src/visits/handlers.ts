// /public/links/{slug}/visits and /public/visits/{visitId}/…: the viewer's public operations (no key; the visit
// token in x-visit-token or the viewer page's cookie). Thin: read the request, call the action, shape the reply.
// The public rate limit runs before (auth/public-limit.ts).
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../api/handlers.js';
import { API_PREFIX } from '../api/routes.js';
import { contentDisposition } from '../platform/content-disposition.js';
import { originOf } from '../platform/context.js';
import type { Services } from '../services.js';
import { frameAncestorsOf } from '../workspace/index.js';
import { downloadVisitDocumentFile } from './actions/download-visit-document-file.js';
import { getVisitContent } from './actions/get-visit-content.js';
import { getVisitDocument } from './actions/get-visit-document.js';
import { resendVisitVerification } from './actions/resend-visit-verification.js';
import { startVisit } from './actions/start-visit.js';
import { submitVisitGates } from './actions/submit-visit-gates.js';
import { presentedVisitToken, VISIT_COOKIE, type VisitCaller } from './index.js';
import { toVisitState } from './present.js';

/** The visit a call names, the token it presents and its origin: the public visit actions' ctx. */
const callerOf = (req: FastifyRequest<{ Params: { visitId: string } }>): VisitCaller => ({
  visitId: req.params.visitId,
  token: presentedVisitToken(req.headers),
  origin: originOf(req),
});

export function visitHandlers(s: Services): Handlers {
  const secure = s.config.publicUrl.startsWith('https:');
  return {
    startVisit: async (req, reply) => {
      const referrer = typeof req.headers.referer === 'string' ? req.headers.referer : null;
      const out = await startVisit(
        s,
        { origin: { ...originOf(req), referrer } },
        { slug: req.params.slug, answers: req.body ?? {} },
      );
      // A viewer its workspace lets other origins frame is a third party there: over https its cookie is sent from
      // that frame only as SameSite=None, kept apart per embedding site (Partitioned). Without it (or where the
      // browser blocks third-party cookies) the page reads on with the token it holds in memory; only a reload
      // starts a new visit.
      const embedded = secure && (await frameAncestorsOf(s, out.link.workspace_id)).length > 0;
      const cookie = `${VISIT_COOKIE}=${out.token}; Path=${API_PREFIX}/public/visits/${out.visit.id}; HttpOnly; ${embedded ? 'SameSite=None; Secure; Partitioned' : `SameSite=Strict${secure ? '; Secure' : ''}`}`;
      reply.code(201).header('set-cookie', cookie).header('cache-control', 'no-store');
      return { data: { ...toVisitState(out.link, out.visit, out.pending, out.ignored), token: out.token } };
    },

    submitVisitGates: async (req) => {
      const a = await submitVisitGates(s, callerOf(req), req.body);
      return { data: toVisitState(a.link, a.visit, a.pending, a.ignored) };
    },

    resendVisitVerification: async (req) => {
      const a = await resendVisitVerification(s, callerOf(req));
      return { data: toVisitState(a.link, a.visit, a.pending) };
    },

    getVisitContent: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await getVisitContent(s, callerOf(req)) };
    },

    getVisitDocument: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        data: await getVisitDocument(s, callerOf(req), { documentId: req.params.documentId }),
      };
    },

    downloadVisitDocumentFile: async (req, reply) => {
      const file = await downloadVisitDocumentFile(s, callerOf(req), { documentId: req.params.documentId });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('inline', file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  };
}
