// GET /v/{slug}: the viewer page at the address a link's `url` gives ({LINK_ORIGIN}/v/{slug}), and a room's
// documents each at /v/{slug}/d/{documentId} (the same page, opening that one). An unknown slug is
// the 404 page; a link that no longer opens (switched off, deleted, expired, view cap reached, its room archived
// or trashed, its document trashed) the closed page saying why (410); past the view cap, the same words with the
// page's script, for a visit this browser already opened to read on. Otherwise the page, whose script starts
// the visit through the public operation: every gate is the server's to enforce, none is decided here.
// Search engines are kept out (meta and X-Robots-Tag) unless the owner made the link public.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { openLinkPage, type LinkPage } from '../../visits/actions/open-link-page.js';
import { linkUrl } from '../../links/present.js';
import type { Services } from '../../services.js';
import { frameAncestorsOf, workspaceLocaleOf } from '../../workspace/index.js';
import { closedPage, closedTitle } from '../closed/view.js';
import { errorPage } from '../errors.js';
import { pageLang, type PageLang } from '../i18n.js';
import { DEFAULT_ROBOTS, asset, sendPage } from '../layout.js';
import { embedOrigins, framePage } from '../security.js';
import { viewData, viewPage } from './view.js';

/** The card image a link preview shows when the owner set none (packages/web/src/og-card.png). */
export const DEFAULT_CARD = 'og-card.png';

const describe = (L: PageLang, p: LinkPage) =>
  p.link.og_description ?? (p.kind === 'room' ? L.t('view.describe.room') : L.t('view.describe.document'));

function send(
  reply: FastifyReply,
  status: number,
  page: Parameters<typeof sendPage>[2],
  indexable = false,
): FastifyReply {
  reply.header('x-robots-tag', indexable ? 'all' : DEFAULT_ROBOTS);
  return sendPage(reply, status, page);
}

const SLUG = { type: 'string', minLength: 1, maxLength: 64 } as const;

export function viewRoutes(app: FastifyInstance, deps: { services: Services; config: Config }): void {
  const s = deps.services;
  const origin = deps.config.linkOrigin;
  // GET /v/{slug}/d/{documentId}: one document of a data room at an address of its own (to link to, to come
  // back to with Back and Forward). The same page: the visit's gates apply exactly as at the room's address, and
  // whether the document is in the room, for this visitor, is the visit's to say once it opens.
  const handler = async (
    req: FastifyRequest<{ Params: { slug: string; documentId?: string } }>,
    reply: FastifyReply,
  ) => {
    const p = await openLinkPage(s, req.params.slug);
    // The reader's language: their choice, else the link's, the browser's, the workspace's, English.
    const L = pageLang(req, reply, {
      link: p?.link.locale,
      workspace: p ? await workspaceLocaleOf(s, p.link.workspace_id) : null,
    });
    if (!p) return send(reply, 404, errorPage(L, { status: 404, detail: L.t('view.notFound'), detailIsOwn: true }));
    // A document link has no documents under it: its own address is the one to use.
    if (req.params.documentId && p.kind !== 'room') return reply.redirect(`/v/${encodeURIComponent(p.link.slug)}`);
    const url = linkUrl(origin, p.link.slug);
    // The workspace's embedding origins may frame its viewer (closed or open); the favicon below adds to the same policy.
    const ancestors = await frameAncestorsOf(s, p.link.workspace_id);
    framePage(reply, ancestors);
    // Framed by one of them, the page posts to its host (spec: the Public tag, "Embedding…").
    const origins = embedOrigins(ancestors);
    // Past its view cap a link still opens for the visits that opened before: the page says it is closed, and its
    // script lets this browser's opened visit, if it has one, read on.
    if (p.closed === 'link_view_limit')
      return send(
        reply,
        410,
        viewPage({ lang: L, data: viewData(p.link.slug, p.title, p.kind, origins, p.closed), robots: DEFAULT_ROBOTS }),
      );
    if (p.closed) {
      const ended = origins.length
        ? { origins, reason: p.closed, message: closedTitle(L, p.closed), slug: p.link.slug }
        : undefined;
      return send(reply, 410, closedPage(L, { reason: p.closed, title: p.title, url, ended }));
    }
    const favicon = p.link.og_favicon_url ?? undefined;
    // The owner's icon lives on another origin: the page's policy lets that one image in.
    if (favicon) framePage(reply, ancestors, { csp: { 'img-src': [new URL(favicon).origin] } });
    const indexable = Boolean(p.link.is_public);
    const page = viewPage({
      lang: L,
      data: viewData(p.link.slug, p.title, p.kind, origins),
      og: {
        title: p.title,
        description: describe(L, p),
        image: p.link.og_image_url ?? origin + asset(DEFAULT_CARD),
        url,
        siteName: 'Dossier',
      },
      favicon,
      robots: indexable ? 'index, follow' : DEFAULT_ROBOTS,
    });
    return send(reply, 200, page, indexable);
  };
  app.get(
    '/v/:slug',
    { schema: { params: { type: 'object', properties: { slug: SLUG }, required: ['slug'] } } },
    handler,
  );
  app.get(
    '/v/:slug/d/:documentId',
    {
      schema: {
        params: {
          type: 'object',
          properties: { slug: SLUG, documentId: { type: 'string', pattern: '^doc_[A-Za-z0-9]{1,60}$' } },
          required: ['slug', 'documentId'],
        },
      },
    },
    handler,
  );
}
