// The API reference at /docs, built once from the spec: Redoc renders the spec (bundled, served from this origin,
// with the SDK and CLI samples of every operation, packages/web/docs-samples.mjs); without JavaScript, the plain
// index of every operation, marked built or not built yet (those answer 501 not_implemented).
import type { RouteHandlerMethod } from 'fastify';
import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import { operations, type OperationSpec } from '../../generated/operations.gen.js';
import { loadSpec } from '../../platform/spec.js';
import { asset } from '../assets.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TOKENS: Record<OperationSpec['auth'], string> = {
  key: '',
  signingToken: 'signing token (path)',
  visitToken: 'visit token (x-visit-token)',
  requestToken: 'upload token (x-request-token, optional)',
  none: 'none',
};

/** The credential column: the scope a key needs, or the public token the operation takes. */
function credential(o: OperationSpec): string {
  if (o.auth !== 'key') return TOKENS[o.auth];
  return o.scopes?.length ? o.scopes.join(', ') : 'any key';
}

// The page's own inline style. Redoc styles itself with styled-components, which writes <style> elements at run
// time: this page alone allows inline styles ('unsafe-inline', which a hash beside it would switch off). Scripts
// stay 'self' only, and the page carries no capability value.
const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d232a}.intro,noscript{display:block;max-width:72rem;margin:1rem auto;padding:0 1rem}.intro h1{margin:.5rem 0}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e3e6ea;padding:.35rem .5rem;text-align:left;vertical-align:top}code{font-size:13px}h2 small{font-weight:normal;color:#5b6570;font-size:14px}.built{color:#1f7a3a}.todo{color:#9a5b00}';
export const DOCS_STYLE_SOURCES = ["'unsafe-inline'"];
/** Redoc's search index runs in a worker it makes from a blob of its own script. */
export const DOCS_WORKER_SOURCES = ["'self'", 'blob:'];
/** The hash of the page's own style (kept for the tests: the page has exactly this inline style of its own). */
export const DOCS_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function docsPage(config: Config, implemented: ReadonlySet<string>): RouteHandlerMethod {
  const { doc } = loadSpec();
  const status = (id: string) =>
    implemented.has(id) ? '<td class="built">built</td>' : '<td class="todo">not built yet <small>(answers 501)</small></td>';
  const rows = (doc.tags ?? [])
    .map((t) => {
      const ops = operations.filter((o) => o.tag === t.name);
      if (!ops.length) return '';
      const built = ops.filter((o) => implemented.has(o.operationId)).length;
      const items = ops
        .map(
          (o) =>
            `<tr id="${o.operationId}" data-built="${implemented.has(o.operationId)}"><td><code>${o.method}</code></td><td><code>${esc(o.path)}</code></td><td>${esc(o.summary)}</td><td>${esc(credential(o))}</td>${status(o.operationId)}</tr>`,
        )
        .join('');
      return `<h2>${esc(t.name)} <small>${built} of ${ops.length} built</small></h2><p>${esc(t.description ?? '')}</p><table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Scope or token</th><th>Status</th></tr></thead><tbody>${items}</tbody></table>`;
    })
    .join('');
  const builtTotal = operations.filter((o) => implemented.has(o.operationId)).length;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dossier API ${esc(doc.info.version)}</title>
<style>${STYLE}</style>
<link rel="icon" href="${asset('favicon.svg')}" type="image/svg+xml">
<script src="${asset('redoc.js')}" defer></script>
<script type="module" src="${asset('docs.js')}"></script></head>
<body><header class="intro"><h1>Dossier API ${esc(doc.info.version)}</h1><p>Base URL <code>${esc(config.publicUrl)}/api/v1</code>. Send <code>Authorization: Bearer &lt;key&gt;</code>. The machine-readable contract is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>
<p id="built-summary">${builtTotal} of ${operations.length} operations are built; the others answer <code>501 { error, code: "not_implemented" }</code> until they are.</p></header>
<div id="redoc" data-spec="${asset('openapi.docs.json')}"></div>
<noscript>${rows}</noscript></body></html>`;
  return async (_req, reply) => reply.type('text/html; charset=utf-8').send(html);
}
