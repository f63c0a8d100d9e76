// POST /public/verify: anyone's PDF, read as it streams (at most 25 MB, platform/uploads.ts), judged, forgotten.
import type { Handlers } from '../api/handlers.js';
import { readUpload } from '../files/upload-body.js';
import type { Services } from '../services.js';
import { verifyExecutedPdf } from './actions/verify-executed-pdf.js';

const UPLOAD = { noun: 'the PDF to verify', defaultFilename: 'document.pdf' } as const;

export function verifyHandlers(s: Services): Handlers {
  return {
    verifyPdf: async (req) => {
      const file = await readUpload(req, UPLOAD);
      return { data: await verifyExecutedPdf(s, { address: req.ip }, { bytes: file.bytes, sentAs: file.contentType }) };
    },
  };
}
