// GET /docs/changes: the contract's changelog (spec/CHANGES.md) as a page, rendered once. Each heading keeps its
// anchor (its text as a slug), which the deprecation headers' Link names (`#deprecated-<operationid>[-<part>]`).
import type { RouteHandlerMethod } from 'fastify';
import { fromMarkdown } from '../../content/markdown.js';
import { toHtml } from '../../content/to-html.js';
import { loadChanges } from '../../platform/spec.js';
import { asset } from '../assets.js';

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d232a}main{max-width:48rem;margin:1rem auto;padding:0 1rem}code{font-size:13px}';
export const CHANGES_STYLE_SOURCES = ["'unsafe-inline'"];

export function changesPage(): RouteHandlerMethod {
  const body = toHtml(fromMarkdown(loadChanges()).content, { field: () => '' });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dossier API changes</title>
<style>${STYLE}</style><link rel="icon" href="${asset('favicon.svg')}" type="image/svg+xml"></head>
<body><main id="main"><p><a href="/docs">← The API reference</a></p>${body}</main></body></html>`;
  return async (_req, reply) => reply.type('text/html; charset=utf-8').send(html);
}
