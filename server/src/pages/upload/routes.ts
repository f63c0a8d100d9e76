// GET /r/{slug} (the open upload page) and GET /r/{slug}/{token} (an assignee's): the page of a file request, drawn
// from the same action as the public operation. A closed, deleted or withdrawn link is the closed page (410, by the
// pages' error handler); an unknown slug the 404 page; a token that is not this request's the 401 page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openUploadPage } from '../../requests/actions/open-upload-page.js';
import { toUploadPage } from '../../requests/present.js';
import type { Services } from '../../services.js';
import { workspaceLocaleOf } from '../../workspace/index.js';
import { pageLang } from '../i18n.js';
import { sendPage } from '../layout.js';
import { uploadPageView } from './view.js';

/** The uploader's language: their choice, else the assignee's locale, the browser's, the workspace's, English. */
async function uploadLang(
  s: Services,
  req: FastifyRequest,
  reply: FastifyReply,
  parts: Awaited<ReturnType<typeof openUploadPage>>,
) {
  return pageLang(req, reply, {
    recipient: parts.assignee?.locale,
    workspace: await workspaceLocaleOf(s, parts.request.workspace_id),
  });
}

const SEGMENT = { type: 'string', minLength: 1, maxLength: 64 } as const;

export function uploadRoutes(app: FastifyInstance, deps: { services?: Services }): void {
  const s = deps.services;
  if (!s) return;
  app.get<{ Params: { slug: string } }>(
    '/r/:slug',
    { schema: { params: { type: 'object', properties: { slug: SEGMENT }, required: ['slug'] } } },
    async (req, reply) => {
      const parts = await openUploadPage(s, { token: undefined }, { slug: req.params.slug });
      const lang = await uploadLang(s, req, reply, parts);
      return sendPage(reply, 200, uploadPageView({ lang, slug: req.params.slug, page: toUploadPage(parts) }));
    },
  );
  app.get<{ Params: { slug: string; token: string } }>(
    '/r/:slug/:token',
    {
      schema: {
        params: {
          type: 'object',
          properties: { slug: SEGMENT, token: { type: 'string', minLength: 1, maxLength: 100 } },
          required: ['slug', 'token'],
        },
      },
    },
    async (req, reply) => {
      const parts = await openUploadPage(s, { token: req.params.token }, { slug: req.params.slug });
      const lang = await uploadLang(s, req, reply, parts);
      return sendPage(
        reply,
        200,
        uploadPageView({ lang, slug: req.params.slug, token: req.params.token, page: toUploadPage(parts) }),
      );
    },
  );
}
