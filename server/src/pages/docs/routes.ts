// GET /docs: the plain HTML index of the API (view.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { DOCS_STYLE_SOURCES, DOCS_WORKER_SOURCES, docsPage } from './view.js';

export function docsRoutes(app: FastifyInstance, deps: { config: Config; implemented: ReadonlySet<string> }): void {
  app.get('/docs', { config: { page: { csp: { 'style-src': DOCS_STYLE_SOURCES, 'worker-src': DOCS_WORKER_SOURCES } } } }, docsPage(deps.config, deps.implemented));
}
