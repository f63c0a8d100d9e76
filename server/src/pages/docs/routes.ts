// GET /docs: the plain HTML index of the API (view.ts); GET /docs/changes: the changelog (changes.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { OperationDeprecations } from '../../generated/version.gen.js';
import { CHANGES_STYLE_SOURCES, changesPage } from './changes.js';
import { DOCS_STYLE_SOURCES, DOCS_WORKER_SOURCES, docsPage } from './view.js';

export function docsRoutes(
  app: FastifyInstance,
  deps: {
    config: Config;
    implemented: ReadonlySet<string>;
    deprecations?: Readonly<Record<string, OperationDeprecations>>;
  },
): void {
  app.get(
    '/docs',
    { config: { page: { csp: { 'style-src': DOCS_STYLE_SOURCES, 'worker-src': DOCS_WORKER_SOURCES } } } },
    docsPage(deps.config, deps.implemented, deps.deprecations),
  );
  app.get('/docs/changes', { config: { page: { csp: { 'style-src': CHANGES_STYLE_SOURCES } } } }, changesPage());
}
