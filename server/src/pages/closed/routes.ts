// The closed page's preview: GET /preview/closed/{reason}?title=… answers the 410 page a link, a request or a
// signing link shows for that reason, with its script, exactly as the viewer will (GET /v/{slug}, a later issue).
// Off unless DOSSIER_PAGE_PREVIEWS=true: on a live server it would let anyone draw "“<any title>” has expired" on
// the operator's domain.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { pageLang } from '../i18n.js';
import { sendPage } from '../layout.js';
import { closedPage, isGoneCode } from './view.js';

export function closedRoutes(app: FastifyInstance, deps: { config: Config }): void {
  if (!deps.config.pagePreviews) return;
  app.get<{ Params: { reason: string }; Querystring: { title?: string } }>(
    '/preview/closed/:reason',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { title: { type: 'string', minLength: 1, maxLength: 200 }, lang: { type: 'string' } },
          additionalProperties: false,
        },
      },
    },
    async (req, reply) => {
      const { reason } = req.params;
      if (!isGoneCode(reason)) return reply.callNotFound();
      return sendPage(
        reply,
        410,
        closedPage(pageLang(req, reply), {
          reason,
          title: req.query.title,
          url: `${deps.config.publicUrl}/preview/closed/${reason}`,
        }),
      );
    },
  );
}
