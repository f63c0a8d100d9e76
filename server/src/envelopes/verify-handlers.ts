// POST /public/verify: anyone's PDF, read as it streams (at most 25 MB, platform/uploads.ts), judged, forgotten.
import type { Handlers } from '../api/handlers.js';
import { readUpload } from '../files/upload-body.js';
import { apiLocale, apiWord } from '../platform/i18n/api-words.js';
import type { Services } from '../services.js';
import { verifyExecutedPdf } from './actions/verify-executed-pdf.js';

const UPLOAD = { noun: 'the PDF to verify', defaultFilename: 'document.pdf' } as const;

export function verifyHandlers(s: Services): Handlers {
  return {
    verifyPdf: async (req, reply) => {
      const file = await readUpload(req, UPLOAD);
      const verification = await verifyExecutedPdf(
        s,
        { address: req.ip },
        { bytes: file.bytes, sentAs: file.contentType },
      );
      // The summary in the language the caller asks for (a page shows it as it is).
      const locale = apiLocale(req.headers['accept-language']);
      reply.header('content-language', locale);
      const summary = apiWord(locale, `verify.summary.${verification.verdict}`);
      return { data: { ...verification, summary } };
    },
  };
}
