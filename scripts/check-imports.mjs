#!/usr/bin/env node
// The import rules of server/src (docs/ARCHITECTURE.md), run by `npm test`:
// - no file imports another domain's handlers (handlers.ts or *-handlers.ts): a domain shares through its
//   index.ts (its public surface) and its actions; only the app-level files at the top of server/src (app.ts, domains.ts) assemble them;
// - every file imports only its own layer and those below it (LAYER_ORDER: platform < db < events, jobs, files,
//   mail, auth < the engines < work < the domains < api, pages < the top files); tests may reach up, to check what
//   the layers above make of a layer;
// - SQL belongs to repositories: only a domain's repository (repository.ts, repository/*.ts), a layer's store
//   (store.ts, *-store.ts) and db/ build queries (selectFrom/insertInto/updateTable/deleteFrom, sql`…`); every
//   other file calls them. The files still outside the rule are listed in QUERY_EXCEPTIONS with their reason.
// A domain folder is any top-level folder of server/src that is not one of the shared layers below.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The layers of server/src, lowest first. A file may import its own level and the levels below it, never one
 * above: the engines never call the pool, the pool runs engines and nothing else, no layer reaches a domain, and
 * only the top files assemble the app. Every top-level folder not named here is a domain (the level `domains`).
 * A name ending in .ts is a file at the top of server/src. A domain's handlers (handlers.ts, *-handlers.ts) are
 * the HTTP edge and sit with api/; services.ts, the type every action takes, sits with the domains.
 */
export const LAYER_ORDER = [
  ['generated', 'config.ts'],
  ['platform'],
  ['db'],
  ['events', 'jobs', 'files', 'mail', 'auth'],
  ['content', 'pdf', 'search', 'image'],
  ['work'],
  ['domains', 'services.ts'],
  ['api', 'pages'],
  ['app.ts', 'domains.ts', 'domain.ts', 'runtime.ts', 'main.ts', 'admin.ts'],
];
/** Top-level folders of server/src that are shared layers, not domains. */
export const LAYERS = new Set(LAYER_ORDER.flat().filter((n) => !n.endsWith('.ts') && n !== 'domains'));
const LEVEL = new Map(LAYER_ORDER.flatMap((names, i) => names.map((n) => [n, i])));
const DOMAINS_LEVEL = LEVEL.get('domains');

/**
 * Imports that go up the order on purpose, each with its reason (the importing file → the reason). Keep it short.
 */
export const LAYER_EXCEPTIONS = new Map([
  [
    'db/schema.ts',
    "the database's type is the union of every domain's tables: it imports their tables.ts (types only) and nothing else",
  ],
]);
/** What an exception may import: for db/schema.ts, tables.ts (or *-tables.ts) files. */
const EXCEPTION_TARGETS = { 'db/schema.ts': (target) => /(^|\/|-)tables\.ts$/.test(target) };

const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative module specifiers a source imports (static, re-exports and dynamic with a literal). */
export function importsOf(source) {
  const out = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith('.')) out.push(spec);
  }
  return out;
}

const topOf = (rel) => (rel.includes('/') ? rel.split('/')[0] : null);
const isHandlers = (rel) => /(^|\/)([\w-]+-)?handlers\.ts$/.test(rel);
/** A folder's domain.ts is the seam domains.ts assembles (its handlers, jobs, subscribers): it sits with the top files. */
const isAssembly = (rel) => /^[\w-]+\/domain\.ts$/.test(rel);

/** The level of a file (path relative to server/src) in LAYER_ORDER. */
export function levelOf(rel) {
  if (isAssembly(rel)) return LAYER_ORDER.length - 1;
  if (isHandlers(rel) && !rel.endsWith('.test.ts')) return LEVEL.get('api');
  const top = topOf(rel);
  const name = top ?? rel;
  return LEVEL.get(name) ?? (top === null ? LAYER_ORDER.length - 1 : DOMAINS_LEVEL);
}
const levelName = (i) => LAYER_ORDER[i].join(', ');

/**
 * The violations among `files` ({ path, source }, paths relative to server/src with '/' separators).
 * Each is { file, imports, rule }.
 */
export function checkImports(files, exceptions = LAYER_EXCEPTIONS) {
  const violations = [];
  for (const { path: file, source } of files) {
    const from = topOf(file);
    const test = file.endsWith('.test.ts') || file.endsWith('test-kit.ts');
    for (const spec of importsOf(source)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts');
      if (target.startsWith('..')) continue;
      const to = topOf(target);
      if (to !== null && to === from) continue;
      const toDomain = to !== null && !LAYERS.has(to);
      if (toDomain && from !== null && isHandlers(target) && !isAssembly(file)) {
        violations.push({
          file,
          imports: target,
          rule: `imports the handlers of another domain (${to}); use its index.ts or actions`,
        });
        continue;
      }
      // Tests may reach up: they check what the layers above make of a layer.
      if (test) continue;
      const [a, b] = [levelOf(file), levelOf(target)];
      if (b <= a) continue;
      if (exceptions.has(file) && (EXCEPTION_TARGETS[file]?.(target) ?? true)) continue;
      violations.push({
        file,
        imports: target,
        rule: `${from ?? file} (${levelName(a)}) imports ${to ?? target}, a layer above it (${levelName(b)})`,
      });
    }
  }
  return violations;
}

/**
 * Files that build queries though they are not repositories, each with its reason. Keep it short: a query belongs
 * in its domain's repository (or its layer's store), under a name that says what it is for.
 */
export const QUERY_EXCEPTIONS = new Map([
  [
    'events/record.ts',
    "the backbone writes the audit trail's row inside the emitting transaction: it owns audit_events",
  ],
  ['events/chain.ts', "the audit chain's head (audit_heads), owned by the backbone"],
  ['events/feed.ts', "the live streams' feed reads the audit trail in chain order, owned by the backbone"],
  ['jobs/queue.ts', 'the job queue owns the jobs table'],
  ['files/blob-meta.ts', 'the blob store owns blob_meta'],
  ['files/maintenance.ts', 'the blob sweep and migration read every column holding a blob id (files/references.ts)'],
  ['files/references.ts', 'the one list of columns holding blob ids, queried as listed'],
  ['health/readiness.ts', 'the database probe is `select 1` itself'],
  ['plans/ceiling.ts', "the one ceiling check, compiled, locking the workspace's row inside the caller's transaction"],
  ['envelopes/billing.ts', 'to move (issue 37): the credit ledger, data access with its rules interleaved'],
  ['analytics/rollup.ts', "to move (issue 37): the rollups leave the database's triggers for the write path"],
  ['analytics/seed.ts', 'to move (issue 37)'],
]);

/** Repositories and stores: a domain's repository.ts (or repository/*.ts, *-repository.ts), a layer's store.ts or *-store.ts, and db/. */
const isRepository = (rel) =>
  rel.startsWith('db/') ||
  /(^|\/)([\w-]+-)?(repository|store)\.ts$/.test(rel) ||
  /(^|\/)repository\/[\w-]+\.ts$/.test(rel);
/** Query builders and raw SQL, as an action would spell them. */
const QUERY =
  /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*\(|\bsql\s*(<[^`;]*?>\s*)?`|\bsql\.(raw|ref|join|lit|id|table|val)\s*\(/;

/**
 * The files among `files` that build queries outside repositories and stores (tests and generated code aside).
 * Each is { file, line, rule }.
 */
export function checkQueries(files, exceptions = QUERY_EXCEPTIONS) {
  const violations = [];
  for (const { path: file, source } of files) {
    const test = file.endsWith('.test.ts') || file.endsWith('test-kit.ts');
    if (test || file.startsWith('generated/') || isRepository(file) || exceptions.has(file)) continue;
    source.split('\n').forEach((text, i) => {
      const m = QUERY.exec(text);
      if (m)
        violations.push({
          file,
          line: i + 1,
          rule: `builds a query (${m[0].trim()}) outside a repository; call a repository function of its domain`,
        });
    });
  }
  return violations;
}

/** Every .ts file below `root`, as checkImports takes them. */
export function readSources(root) {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.ts'))
        files.push({
          path: path.relative(root, full).split(path.sep).join('/'),
          source: fs.readFileSync(full, 'utf8'),
        });
    }
  };
  walk(root);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/src');
  const files = readSources(root);
  const violations = checkImports(files);
  for (const v of violations) console.error(`server/src/${v.file}: ${v.rule}: ${v.imports}`);
  console.log(
    violations.length
      ? `${violations.length} import rule violation(s)`
      : `imports follow the rules (${files.length} files)`,
  );
  const queries = checkQueries(files);
  for (const v of queries) console.error(`server/src/${v.file}:${v.line}: ${v.rule}`);
  console.log(
    queries.length
      ? `${queries.length} query outside a repository`
      : `queries are built in repositories and stores only (${QUERY_EXCEPTIONS.size} files excepted, each with its reason)`,
  );
  process.exit(violations.length || queries.length ? 1 : 0);
}
