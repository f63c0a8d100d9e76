// /requests (keyed) and /public/requests/{slug} (the upload pages' operations): parse, call an action, present.
import { apiContext } from '../api/context.js';
import { readUpload } from '../files/upload-body.js';
import type { Handlers } from '../api/handlers.js';
import { originOf, uploaderContext } from '../platform/context.js';
import { uploadContentType } from '../platform/uploads.js';
import type { Services } from '../services.js';
import { addAssignees } from './actions/add-assignees.js';
import { createRequest } from './actions/create-request.js';
import { deleteRequest } from './actions/delete-request.js';
import { getRequest, listRequests } from './actions/get-request.js';
import { openUploadPage } from './actions/open-upload-page.js';
import { admitUpload, receiveUpload } from './actions/receive-upload.js';
import { identifyUploader } from './uploader.js';
import { removeAssignee } from './actions/remove-assignee.js';
import { resendAssignee } from './actions/resend-assignee.js';
import { updateRequest } from './actions/update-request.js';
import { requestErrors } from './errors.js';
import { resolveUploadAccess } from './index.js';
import { toAssignee, toDetail, toReceipt, toRequest, toUploadPage } from './present.js';

const UPLOAD = { noun: 'the file', defaultFilename: 'upload', fields: ['itemId', 'email', 'name'] } as const;

/** The assignee token of a public call (x-request-token), or undefined on the open page. */
function requestToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const v = headers['x-request-token'];
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

export function requestHandlers(s: Services): Handlers {
  return {
    listRequests: async (req) => ({
      data: (await listRequests(s, apiContext(req))).map((r) => toRequest(s, r.request, r.counts)),
    }),

    createRequest: async (req, reply) => {
      const parts = await createRequest(s, apiContext(req), req.body);
      reply.code(201);
      return { data: toDetail(s, parts) };
    },

    getRequest: async (req) => ({ data: toDetail(s, await getRequest(s, apiContext(req), req.params.id)) }),

    updateRequest: async (req) => {
      const r = await updateRequest(s, apiContext(req), { id: req.params.id, patch: req.body });
      return { data: toRequest(s, r.request, r.counts) };
    },

    deleteRequest: async (req, reply) => {
      await deleteRequest(s, apiContext(req), req.params.id);
      return reply.code(204).send();
    },

    addRequestAssignees: async (req, reply) => {
      const all = await addAssignees(s, apiContext(req), { id: req.params.id, assignees: req.body.assignees });
      reply.code(201);
      return { data: all.map(toAssignee) };
    },

    removeRequestAssignee: async (req, reply) => {
      await removeAssignee(s, apiContext(req), { id: req.params.id, assigneeId: req.params.assigneeId });
      return reply.code(204).send();
    },

    resendRequestAssignee: async (req) => {
      const r = await resendAssignee(s, apiContext(req), { id: req.params.id, assigneeId: req.params.assigneeId });
      return { data: toAssignee(r.assignee), delivered: r.delivered };
    },

    getUploadPage: async (req) => ({
      data: toUploadPage(await openUploadPage(s, { token: requestToken(req.headers) }, { slug: req.params.slug })),
    }),

    uploadToRequest: async (req, reply) => {
      const type = uploadContentType(req);
      if (type?.split(';')[0].trim().toLowerCase() !== 'multipart/form-data') throw requestErrors.notMultipart(type);
      // Everything that can refuse the file without reading it is asked first, so nothing is read or stored for it.
      const access = await resolveUploadAccess(s, req.params.slug, requestToken(req.headers));
      await admitUpload(s, access);
      const file = await readUpload(req, UPLOAD);
      const uploader = identifyUploader(access, file.fields);
      const ctx = uploaderContext(access.request.workspace_id, { id: access.request.id, ...uploader }, originOf(req));
      const upload = await receiveUpload(s, ctx, { access, uploader, itemId: file.fields.itemId, file });
      reply.code(201);
      return { data: toReceipt(upload) };
    },
  };
}
