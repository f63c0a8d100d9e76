#!/usr/bin/env node
// `npm run check:breaking [-- --spec FILE]`: does the bundled contract (spec/dist/openapi.json, or FILE) break a
// client written against the latest released baseline (spec/released/<version>.json)? Exits 1 naming each break.
//
// The diff is api-smart-diff's (it walks paths, parameters, bodies and responses with their $refs resolved and
// classifies each change for the side that reads it); this file is the thin layer of rules around it, each written
// down in spec/CONVENTIONS.md ("Compatibility"):
//   - webhooks are compared as what a receiver reads: each event's payload as a response (the library knows no
//     `webhooks`);
//   - only changes a client can meet count: operations, their parameters, bodies, responses and headers, security,
//     the API base path; a component's own entry is context-free and is judged where it is used;
//   - false positives are put right: a value added to an enum marked `x-extensible-enum: true` (clients were told
//     it grows), a format that admits more on input (email → idn-email) or less on output (idn-email → email),
//     descriptions and examples;
//   - what the library passes over is added: a success status removed or replaced (a new one beside it is fine), a
//     value removed from any enum, a type a response may now have, a required parameter or body on an operation
//     that took none, a changed `default` of an input (what omitting it means).
// An intended break passes only when spec/CHANGES.md declares it under the spec's own version, a new major with its
// own base path (/api/v<major>).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCompare } from 'api-smart-diff';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RELEASED = path.join(root, 'spec/released');
/** Formats that admit more values than the one before them (input may widen to them, output may narrow from them). */
const WIDER_FORMAT = { email: 'idn-email', hostname: 'idn-hostname', uri: 'iri', 'uri-reference': 'iri-reference' };

export function parseVersion(v) {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(v));
  if (!m) throw new Error(`not a version (major.minor.patch): ${v}`);
  return m.slice(1).map(Number);
}

export function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The released baselines, oldest first: [{ version, file }]. */
export function baselines(dir = RELEASED) {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+\.\d+\.\d+\.json$/.test(f))
    .map((f) => ({ version: f.slice(0, -5), file: path.join(dir, f) }))
    .sort((a, b) => compareVersions(a.version, b.version));
}

function refTarget(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`external $ref in a bundled spec: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

/** Every component a node reaches through $ref, transitively (names like `#/components/schemas/View`). */
function reach(doc, node, seen = new Set()) {
  if (Array.isArray(node)) for (const n of node) reach(doc, n, seen);
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string' && !seen.has(node.$ref)) {
      seen.add(node.$ref);
      reach(doc, refTarget(doc, node.$ref), seen);
    }
    for (const [k, v] of Object.entries(node)) if (k !== '$ref') reach(doc, v, seen);
  }
  return seen;
}

const ANNOTATIONS = new Set(['description', 'summary', 'title', 'example', 'examples']);

/** `{ description, allOf: [one] }` is `one` with a comment: the library reads it as a new shape (removed fields). */
function unwrap(node) {
  if (Array.isArray(node)) return node.map(unwrap);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, unwrap(v)]));
  if (out.allOf?.length === 1 && Object.keys(out).every((k) => k === 'allOf' || ANNOTATIONS.has(k)))
    return out.allOf[0];
  return out;
}

/**
 * What a client meets of a bundled spec, in the shape the library compares: webhooks become paths
 * (`/webhooks/<event>`, the payload as a 200 response), and every path item carries a fingerprint of itself and the
 * components it reaches (so unchanged ones are left out of the comparison: it costs seconds per path item).
 */
function clientView(spec) {
  const doc = unwrap(structuredClone(spec));
  const paths = { ...doc.paths };
  for (const [event, item] of Object.entries(doc.webhooks ?? {})) {
    const op = item.post;
    paths[`/webhooks/${event}`] = {
      get: {
        operationId: op.operationId,
        ...(op.deprecated ? { deprecated: op.deprecated } : {}),
        responses: { 200: { description: 'The event as delivered.', content: op.requestBody?.content ?? {} } },
      },
    };
  }
  doc.paths = paths;
  delete doc.webhooks;
  const prints = {};
  for (const [p, item] of Object.entries(paths)) {
    const refs = [...reach(doc, item)].sort();
    prints[p] = JSON.stringify([item, refs.map((r) => [r, refTarget(doc, r)])]);
  }
  return { doc, prints };
}

function pick(doc, keep) {
  const components = {};
  const refs = new Set();
  for (const p of keep) for (const r of reach(doc, doc.paths[p])) refs.add(r);
  for (const r of refs) {
    const [, , kind, name] = r.split('/');
    (components[kind] ??= {})[name] = doc.components[kind][name];
  }
  components.securitySchemes = doc.components?.securitySchemes ?? {};
  return { ...doc, paths: Object.fromEntries(keep.map((p) => [p, doc.paths[p]])), components };
}

/** The node a diff path points at, in a document; undefined when absent. */
function at(doc, p) {
  let node = doc;
  for (const key of p) {
    if (node && typeof node === 'object' && typeof node.$ref === 'string') node = refTarget(doc, node.$ref);
    node = node?.[key];
  }
  return node && typeof node === 'object' && typeof node.$ref === 'string' ? refTarget(doc, node.$ref) : node;
}

const isResponse = (p) => p.includes('responses') || p[1]?.startsWith('/webhooks/');
const isInput = (p) => !isResponse(p) && (p.includes('requestBody') || p.includes('parameters'));
const where = (p) => p.map(String).join(' › ');

/**
 * The changes between two bundled specs that break a client written against `before`: [{ where, what, rule }].
 * `notes` collects what is not breaking but worth a changelog line (added operations, fields, deprecations).
 */
export function breakingChanges(before, after, notes = []) {
  const a = clientView(before);
  const b = clientView(after);
  const changed = [...new Set([...Object.keys(a.prints), ...Object.keys(b.prints)])].filter(
    (p) => a.prints[p] !== b.prints[p],
  );
  const breaks = [];
  const add = (p, what, rule) => breaks.push({ where: where(p), what, rule });

  // The API base path: a client's base URL.
  const base = (s) => new URL(s.servers?.[0]?.url ?? '/', 'http://x').pathname.replace(/\/$/, '');
  if (base(before) !== base(after)) add(['servers'], `base path ${base(before)} → ${base(after)}`, 'base path changed');
  // Security schemes a client authenticates with.
  for (const [name, scheme] of Object.entries(before.components?.securitySchemes ?? {})) {
    const now = after.components?.securitySchemes?.[name];
    if (!now)
      add(['components', 'securitySchemes', name], `security scheme ${name} removed`, 'removed security alternative');
    else if (JSON.stringify({ ...scheme, description: 0 }) !== JSON.stringify({ ...now, description: 0 }))
      add(['components', 'securitySchemes', name], `security scheme ${name} changed`, 'changed security scheme');
  }
  if (!changed.length) return breaks;

  const A = pick(
    a.doc,
    changed.filter((p) => a.doc.paths[p]),
  );
  const B = pick(
    b.doc,
    changed.filter((p) => b.doc.paths[p]),
  );
  const { diffs } = apiCompare(A, B);
  for (const d of diffs) {
    const p = d.path;
    if (p[0] !== 'paths') continue;
    const key = p.at(-1);
    // A value added to an enum that clients were told grows.
    if (d.action === 'add' && p.at(-2) === 'enum' && at(A, p.slice(0, -2))?.['x-extensible-enum'] === true) {
      notes.push({ where: where(p), what: `${JSON.stringify(d.after)} added to an extensible enum` });
      continue;
    }
    // A value removed from any enum: a client sending it is refused, a client waiting for it never sees it again.
    if (d.action === 'remove' && p.at(-2) === 'enum') {
      add(p, `enum value ${JSON.stringify(d.before)} removed`, 'removed enum value');
      continue;
    }
    if (key === 'format' && d.action === 'replace') {
      if (isResponse(p) ? WIDER_FORMAT[d.after] === d.before : WIDER_FORMAT[d.before] === d.after) continue;
      add(p, `format ${d.before} → ${d.after}`, isResponse(p) ? 'widened output format' : 'narrowed input format');
      continue;
    }
    // A required parameter or body where the operation took none (the library reads the new list as additive).
    if (d.action === 'add' && p.length === 4 && (key === 'parameters' || key === 'requestBody')) {
      const required =
        key === 'parameters'
          ? d.after.filter((x) => at(B, [...p, d.after.indexOf(x)])?.required)
          : d.after.required
            ? [d.after]
            : [];
      if (required.length) {
        add(
          p,
          `new required ${key === 'parameters' ? required.map((x) => at(B, [...p, d.after.indexOf(x)]).name).join(', ') : 'body'}`,
          'new required input',
        );
        continue;
      }
    }
    // A type a response may now have that it could not (the library passes a widened output type).
    if (key === 'type' && isResponse(p) && d.action === 'replace') {
      const was = [d.before].flat();
      const extra = [d.after].flat().filter((t) => !was.includes(t));
      if (extra.length) {
        add(p, `type ${JSON.stringify(d.before)} → ${JSON.stringify(d.after)}`, 'widened output type');
        continue;
      }
    }
    if (key === 'default' && isInput(p) && d.action !== 'add') {
      add(p, `default ${JSON.stringify(d.before)} → ${JSON.stringify(d.after)}`, 'changed default of an input');
      continue;
    }
    // A success status removed, or replaced by another.
    if (p.at(-2) === 'responses' && /^2/.test(String(key)) && d.action !== 'add') {
      add(p, `success status ${key} ${d.action === 'remove' ? 'removed' : 'replaced'}`, 'changed success status');
      continue;
    }
    if (ANNOTATIONS.has(String(key)) || ['x-dossier-sunset', 'x-extensible-enum'].includes(String(key))) continue;
    if (d.type === 'deprecated' || (key === 'deprecated' && d.after === true)) {
      notes.push({ where: where(p), what: 'deprecated' });
      continue;
    }
    if (d.type === 'breaking') add(p, d.description || `${d.action} ${key}`, 'breaking (api-smart-diff)');
    else if (d.type === 'non-breaking' && d.action === 'add' && (p.length <= 3 || p.at(-2) === 'properties'))
      notes.push({ where: where(p), what: d.description || 'added' });
  }
  return breaks;
}

/**
 * The versions spec/CHANGES.md declares breaking: `## 2.0.0` headings whose section says "Breaking".
 */
export function declaredBreaks(changes) {
  const out = new Set();
  const sections = changes.split(/^## /m).slice(1);
  for (const s of sections) {
    const version = /^\[?(\d+\.\d+\.\d+)/.exec(s)?.[1];
    if (version && /^### Breaking/m.test(s)) out.add(version);
  }
  return out;
}

/** Checks `after` against the latest baseline; returns { baseline, breaks, allowed, reason }. */
export function check(
  after,
  { dir = RELEASED, changes = fs.readFileSync(path.join(root, 'spec/CHANGES.md'), 'utf8') } = {},
) {
  const list = baselines(dir);
  if (!list.length) throw new Error(`no released baseline in ${dir}`);
  const latest = list.at(-1);
  const before = JSON.parse(fs.readFileSync(latest.file, 'utf8'));
  const breaks = breakingChanges(before, after);
  const version = after.info?.version;
  const [major] = parseVersion(version);
  const [wasMajor] = parseVersion(latest.version);
  let allowed = false;
  let reason = '';
  if (compareVersions(version, latest.version) < 0) {
    breaks.push({
      where: 'info › version',
      what: `${version} is older than the released ${latest.version}`,
      rule: 'version went back',
    });
    reason = 'the version went back';
  } else if (breaks.length) {
    if (major <= wasMajor)
      reason = `a break needs a new major version (the spec says ${version}, the baseline ${latest.version})`;
    else if (!declaredBreaks(changes).has(version))
      reason = `spec/CHANGES.md declares no "### Breaking" section under ## ${version}`;
    else if (
      !String(after.servers?.[0]?.url ?? '')
        .replace(/\/$/, '')
        .endsWith(`/api/v${major}`)
    )
      reason = `a new major needs its own base path (/api/v${major})`;
    else allowed = true;
  }
  return { baseline: latest.version, breaks, allowed, reason };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--spec');
  const file = i > 0 ? path.resolve(process.argv[i + 1]) : path.join(root, 'spec/dist/openapi.json');
  const after = JSON.parse(fs.readFileSync(file, 'utf8'));
  const t0 = Date.now();
  const { baseline, breaks, allowed, reason } = check(after);
  const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  const name = path.relative(process.cwd(), file);
  if (!breaks.length) {
    console.log(`check:breaking: ${name} (${after.info.version}) keeps every promise of ${baseline} (${took})`);
    process.exit(0);
  }
  for (const b of breaks) console.log(`  ${b.rule}: ${b.where}\n      ${b.what}`);
  if (allowed) {
    console.log(
      `check:breaking: ${breaks.length} declared breaking change(s) against ${baseline}, under ${after.info.version} (${took})`,
    );
    process.exit(0);
  }
  console.error(
    `check:breaking: ${breaks.length} change(s) in ${name} break a client of ${baseline}: ${reason} (${took})`,
  );
  process.exit(1);
}
