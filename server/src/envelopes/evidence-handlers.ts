// What signing produced, read with a key: the envelope's PDF, its certificate, the files signers returned.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { downloadEnvelopePdf } from './actions/download-envelope-pdf.js';
import { getEnvelopeCertificate } from './actions/get-envelope-certificate.js';
import { downloadEnvelopeAttachment, listEnvelopeAttachments } from './actions/list-envelope-attachments.js';
import { safeFilename } from './completion.js';
import { contentDisposition } from '../platform/content-disposition.js';

export function evidenceHandlers(s: Services): Handlers {
  return {
    downloadEnvelopePdf: async (req, reply) => {
      const pdf = await downloadEnvelopePdf(s, apiContext(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', safeFilename(pdf.title)))
        .send(pdf.body);
    },

    getEnvelopeCertificate: async (req) => ({ data: await getEnvelopeCertificate(s, apiContext(req), req.params.id) }),

    listEnvelopeAttachments: async (req) => ({
      data: await listEnvelopeAttachments(s, apiContext(req), req.params.id),
    }),

    downloadEnvelopeAttachment: async (req, reply) => {
      const { attachment, body } = await downloadEnvelopeAttachment(s, apiContext(req), {
        id: req.params.id,
        attachmentId: req.params.attachmentId,
      });
      return reply
        .type(attachment.contentType)
        .header('content-disposition', contentDisposition('attachment', attachment.filename))
        .header('content-length', attachment.byteSize)
        .send(body);
    },
  };
}
