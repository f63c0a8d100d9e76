// The API reference at /docs, built once from the spec: Redoc renders the spec (bundled, served from this origin,
// with the SDK and CLI samples of every operation, packages/web/docs-samples.mjs). Until Redoc has drawn it (on a
// slow phone, seconds), and without JavaScript, the page shows the plain index of every operation, marked built or
// not built yet (those answer 501 not_implemented); the spec is preloaded beside Redoc's script, not after it.
import type { RouteHandlerMethod } from 'fastify';
import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import { operations, type OperationSpec } from '../../generated/operations.gen.js';
import { deprecations as specDeprecations, type OperationDeprecations } from '../../generated/version.gen.js';
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
const STYLE = [
  'body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d232a}',
  '.intro{font-size:13px;background:#f4f6f8;border-bottom:1px solid #e3e6ea;padding:.4rem 1rem}.intro p{margin:.2rem 0}',
  'noscript{display:block;max-width:72rem;margin:1rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}',
  'td,th{border-bottom:1px solid #e3e6ea;padding:.35rem .5rem;text-align:left;vertical-align:top}code{font-size:13px}',
  'h2 small{font-weight:normal;color:#5b6570;font-size:14px}.built{color:#1f7a3a}.todo{color:#9a5b00}.deprecated a{color:#9a5b00}',
  // The try-it console: a form in the header, its answer in a box that scrolls inside itself.
  '.try>summary{cursor:pointer;font-weight:600;min-height:44px;display:flex;align-items:center}',
  '.try form{display:grid;gap:.5rem;max-width:60rem;padding:.25rem 0 .75rem}.try label{font-weight:600;display:block}',
  '.try input,.try select,.try textarea{font:13px ui-monospace,monospace;width:100%;box-sizing:border-box;padding:.4rem;border:1px solid #8792a2;border-radius:6px;min-height:44px}',
  '.try .row{display:grid;grid-template-columns:minmax(7rem,1fr) 3fr;gap:.5rem}.try button{font:inherit;font-weight:600;min-height:44px;padding:0 1rem;border-radius:6px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer;justify-self:start}',
  '.try .hint{color:#4b5563;margin:0}.try pre{max-height:24rem;overflow:auto;background:#1d232a;color:#f4f6f8;padding:.5rem;border-radius:6px;white-space:pre-wrap;overflow-wrap:anywhere}',
  ':focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}',
  // Redoc's samples (code and JSON): long lines wrap inside their box rather than running out of it sideways.
  '#redoc pre,#redoc .redoc-json code,#redoc .redoc-json .hoverable{white-space:pre-wrap;overflow-wrap:anywhere;max-width:100%}',
  // The plain index of operations, shown until Redoc has drawn the reference (and as the page without JavaScript).
  '.index{max-width:72rem;margin:1rem auto;padding:0 1rem}.index .loading{color:#4b5563}',
  // On a phone Redoc's menu button floated over the text mid-page: it becomes a bar along the top of the
  // reference instead, opaque, stuck to the top of the screen while reading (docs.ts names it as a button).
  '@media (max-width:50rem){.try .row{grid-template-columns:1fr}#redoc .redoc-wrap{flex-wrap:wrap}',
  // the index's rows as lines of text on a phone, not five columns cut at the screen's edge
  '.index thead{display:none}.index tr{display:block;padding:.4rem 0;border-bottom:1px solid #e3e6ea}.index td{display:inline;border:0;padding:0 .5rem 0 0}',
  '#redoc .docs-menu{position:sticky;top:0;order:-1;right:auto;bottom:auto;width:100%;height:44px;border-radius:0;box-shadow:0 1px 0 #d5dae1;background:#f4f6f8;color:#1d232a;justify-content:flex-start;align-items:center;gap:.5rem;padding:0 1rem;box-sizing:border-box}',
  '#redoc .docs-menu::before{content:"Menu";font-weight:600}}',
].join('');
export const DOCS_STYLE_SOURCES = ["'unsafe-inline'"];
/** Redoc's search index runs in a worker it makes from a blob of its own script. */
export const DOCS_WORKER_SOURCES = ["'self'", 'blob:'];
/** The hash of the page's own style (kept for the tests: the page has exactly this inline style of its own). */
export const DOCS_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

// The try-it console (wired by packages/web/src/pages/docs.ts, hidden without it): a request sent from this page
// with a key the reader pastes. The key lives in the field and the script's memory only: never stored, never in
// the address, and the browser is asked not to remember it.
const TRY_IT = `<details class="try" id="try" hidden><summary>Try a request</summary>
<form id="try-form" novalidate>
<p class="hint" id="try-key-hint">Paste an API key. It stays in this page's memory: it is not stored, and leaving or reloading the page forgets it.</p>
<div><label for="try-key">API key</label><input id="try-key" type="password" autocomplete="off" spellcheck="false" placeholder="dsk_…" aria-describedby="try-key-hint"></div>
<div><label for="try-op">Operation</label><select id="try-op"></select></div>
<div class="row"><div><label for="try-method">Method</label><select id="try-method"><option>GET</option><option>POST</option><option>PUT</option><option>PATCH</option><option>DELETE</option></select></div>
<div><label for="try-path">Path, after /api/v1</label><input id="try-path" type="text" spellcheck="false" value="/me"></div></div>
<div><label for="try-body">Body (JSON, for POST, PUT and PATCH)</label><textarea id="try-body" rows="5" spellcheck="false"></textarea></div>
<button type="submit" id="try-send">Send</button>
<p role="status" id="try-status"></p>
<pre id="try-answer" tabindex="0" aria-label="The answer" hidden></pre>
</form></details>`;

/** What of an operation is deprecated, with its sunset and its changelog entry (empty when nothing is). */
function deprecatedNote(d: OperationDeprecations | undefined): string {
  if (!d) return '';
  const parts = [
    ...(d.operation ? [['', d.operation] as const] : []),
    ...Object.entries(d.parameters ?? {}).map(([n, p]) => [`parameter ${n}`, p] as const),
    ...Object.entries(d.fields ?? {}).map(([n, f]) => [`field ${n}`, f] as const),
  ];
  return parts
    .map(
      ([what, p]) =>
        ` <small class="deprecated"><a href="/docs/changes#${esc(p.anchor)}">${what ? `${esc(what)} ` : ''}deprecated, works until ${esc(p.sunset)}</a></small>`,
    )
    .join('');
}

export function docsPage(
  config: Config,
  implemented: ReadonlySet<string>,
  deprecations: Readonly<Record<string, OperationDeprecations>> = specDeprecations,
): RouteHandlerMethod {
  const { doc } = loadSpec();
  const status = (id: string) =>
    implemented.has(id)
      ? '<td class="built">built</td>'
      : '<td class="todo">not built yet <small>(answers 501)</small></td>';
  const rows = (doc.tags ?? [])
    .map((t) => {
      const ops = operations.filter((o) => o.tag === t.name);
      if (!ops.length) return '';
      const built = ops.filter((o) => implemented.has(o.operationId)).length;
      const items = ops
        .map(
          (o) =>
            `<tr id="${o.operationId}" data-built="${implemented.has(o.operationId)}"><td><code>${o.method}</code></td><td><code>${esc(o.path)}</code></td><td>${esc(o.summary)}${deprecatedNote(deprecations[o.operationId])}</td><td>${esc(credential(o))}</td>${status(o.operationId)}</tr>`,
        )
        .join('');
      return `<h2>${esc(t.name)} <small>${built} of ${ops.length} built</small></h2><p>${esc(t.description ?? '')}</p><table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Scope or token</th><th>Status</th></tr></thead><tbody>${items}</tbody></table>`;
    })
    .join('');
  const builtTotal = operations.filter((o) => implemented.has(o.operationId)).length;
  // Said as it is: all built, or how many and what the others answer.
  const summary =
    builtTotal === operations.length
      ? `All ${operations.length} operations are built.`
      : `${builtTotal} of ${operations.length} operations are built; the others answer <code>501 { error, code: "not_implemented" }</code> until they are.`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dossier API ${esc(doc.info.version)}</title>
<style>${STYLE}</style>
<link rel="icon" href="${asset('favicon.svg')}" type="image/svg+xml">
<link rel="preload" href="${asset('openapi.docs.json')}" as="fetch" crossorigin>
<script src="${asset('redoc.js')}" defer></script>
<script type="module" src="${asset('docs.js')}"></script></head>
<body><header class="intro"><p>Base URL <code>${esc(config.publicUrl)}/api/v1</code>. Send <code>Authorization: Bearer &lt;key&gt;</code>. The machine-readable contract is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>; what changed in each version, and what is deprecated, at <a href="/docs/changes">/docs/changes</a>.</p>
<p id="built-summary">${summary}</p>
${TRY_IT}</header>
<main id="main"><div id="redoc" data-spec="${asset('openapi.docs.json')}"><div class="index"><h1>Dossier API ${esc(doc.info.version)}</h1>
<p class="loading" id="docs-loading">The full reference, with samples and schemas, takes the place of this index once it has loaded.</p>${rows}</div></div></main></body></html>`;
  return async (_req, reply) => reply.type('text/html; charset=utf-8').send(html);
}
