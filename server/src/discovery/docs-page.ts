// A plain HTML index of the API at /docs, built once from the spec.
import type { RouteHandlerMethod } from 'fastify';
import type { Config } from '../config.js';
import { operations, type OperationSpec } from '../generated/operations.gen.js';
import { loadSpec } from '../platform/spec.js';

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

export function docsPage(config: Config): RouteHandlerMethod {
  const { doc } = loadSpec();
  const rows = (doc.tags ?? [])
    .map((t) => {
      const ops = operations.filter((o) => o.tag === t.name);
      if (!ops.length) return '';
      const items = ops
        .map((o) => `<tr><td><code>${o.method}</code></td><td><code>${esc(o.path)}</code></td><td>${esc(o.summary)}</td><td>${esc(credential(o))}</td></tr>`)
        .join('');
      return `<h2>${esc(t.name)}</h2><p>${esc(t.description ?? '')}</p><table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Scope or token</th></tr></thead><tbody>${items}</tbody></table>`;
    })
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dossier API ${esc(doc.info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1d232a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e3e6ea;padding:.35rem .5rem;text-align:left;vertical-align:top}code{font-size:13px}</style></head>
<body><h1>Dossier API ${esc(doc.info.version)}</h1><p>Base URL <code>${esc(config.publicUrl)}/api/v1</code>. Send <code>Authorization: Bearer &lt;key&gt;</code>. The machine-readable contract is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>${rows}</body></html>`;
  return async (_req, reply) => reply.type('text/html; charset=utf-8').send(html);
}
