#!/usr/bin/env node
// The import rules of server/src (docs/ARCHITECTURE.md), run by `npm test`:
// - no file imports another domain's handlers (handlers.ts or *-handlers.ts): a domain shares through its
//   guards.ts and its actions; only the app-level files at the top of server/src (app.ts, domains.ts) assemble them;
// - platform/ and events/ import no domain folder (their tests may, to check what a domain makes of them);
// - SQL belongs to repositories: an action (<domain>/actions/*.ts) or a handlers file builds no query (no
//   selectFrom/insertInto/updateTable/deleteFrom, no sql`…`); it calls its domain's repository functions.
// A domain folder is any top-level folder of server/src that is not one of the shared layers below.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Top-level folders of server/src that are shared layers, not domains. */
export const LAYERS = new Set([
  'api',
  'pages',
  'platform',
  'db',
  'events',
  'jobs',
  'mail',
  'files',
  'auth',
  'content',
  'pdf',
  'generated',
]);
/** Layers that may import no domain at all. */
export const DOMAIN_FREE = new Set(['platform', 'events']);

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

/**
 * The violations among `files` ({ path, source }, paths relative to server/src with '/' separators).
 * Each is { file, imports, rule }.
 */
export function checkImports(files) {
  const violations = [];
  for (const { path: file, source } of files) {
    const from = topOf(file);
    for (const spec of importsOf(source)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts');
      if (target.startsWith('..')) continue;
      const to = topOf(target);
      if (to === null || to === from) continue;
      const toDomain = !LAYERS.has(to);
      if (toDomain && from !== null && isHandlers(target)) {
        violations.push({
          file,
          imports: target,
          rule: `imports the handlers of another domain (${to}); use its guards.ts or actions`,
        });
      } else if (toDomain && DOMAIN_FREE.has(from) && !file.endsWith('.test.ts')) {
        violations.push({ file, imports: target, rule: `${from}/ imports a domain folder (${to})` });
      }
    }
  }
  return violations;
}

/**
 * Files that may still build a query though the rule says otherwise, each with its reason. Keep it short: a
 * query found in an action belongs in the domain's repository, under a name that says what it is for.
 */
export const QUERY_EXCEPTIONS = new Map([]);

const isAction = (rel) => /^[\w-]+\/actions\/.+\.ts$/.test(rel) && !rel.endsWith('.test.ts');
/** Query builders and raw SQL, as an action would spell them. */
const QUERY =
  /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*\(|\bsql\s*(<[^`;]*?>\s*)?`|\bsql\.(raw|ref|join|lit|id|table|val)\s*\(/;

/**
 * The files among `files` that build queries where only repositories may: actions and handlers files. Each is
 * { file, line, rule }.
 */
export function checkQueries(files, exceptions = QUERY_EXCEPTIONS) {
  const violations = [];
  for (const { path: file, source } of files) {
    if (!(isAction(file) || (isHandlers(file) && !file.endsWith('.test.ts'))) || exceptions.has(file)) continue;
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
      : 'actions and handlers build no query (SQL is in repositories)',
  );
  process.exit(violations.length || queries.length ? 1 : 0);
}
