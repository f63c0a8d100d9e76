// /public/visits/{visitId}/heartbeats, …/download and …/bulk-download(/code): attention and copies. Thin: the
// guard (token, link re-checked, opened), then the action.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../api/handlers.js';
import { contentDisposition } from '../platform/content-disposition.js';
import { originOf } from '../platform/context.js';
import type { Services } from '../services.js';
import { downloadBulk } from './actions/download-bulk.js';
import { downloadDocument } from './actions/download-document.js';
import { recordHeartbeat } from './actions/record-heartbeat.js';
import { requestBulkCode } from './actions/request-bulk-code.js';
import { normaliseIp } from './client-info.js';
import { presentedVisitToken, requireOpenedVisit } from './index.js';

function opened(s: Services, req: FastifyRequest<{ Params: { visitId: string } }>) {
  return requireOpenedVisit(s, req.params.visitId, presentedVisitToken(req.headers), originOf(req));
}

export function attentionHandlers(s: Services): Handlers {
  return {
    recordVisitHeartbeat: async (req, reply) => {
      await recordHeartbeat(s, await opened(s, req), { heartbeat: req.body });
      return reply.code(204).send();
    },

    downloadVisitDocument: async (req, reply) => {
      const copy = await downloadDocument(s, await opened(s, req), {
        documentId: req.query.documentId,
        ip: normaliseIp(req.ip),
      });
      return reply
        .type(copy.contentType)
        .header('content-disposition', contentDisposition('attachment', copy.filename))
        .header('cache-control', 'private, no-store')
        .send(copy.body);
    },

    requestBulkDownloadCode: async (req) => ({ data: await requestBulkCode(s, await opened(s, req)) }),

    downloadVisitBulk: async (req, reply) => {
      const zip = await downloadBulk(s, await opened(s, req), {
        code: req.query.code,
        folderId: req.query.folderId,
        ip: normaliseIp(req.ip),
      });
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', zip.filename))
        .header('cache-control', 'private, no-store')
        .send(zip.body);
    },
  };
}
