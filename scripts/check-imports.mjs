#!/usr/bin/env node
// The import rules of server/src (docs/ARCHITECTURE.md), run by `npm test`:
// - no file imports another domain's handlers (handlers.ts or *-handlers.ts); only the app-level files at the top
//   of server/src (app.ts, domains.ts) and each folder's domain.ts assemble them;
// - a domain's files import of another domain only its surface (DOMAIN_SURFACE): its index.ts (what it offers
//   other domains, re-exports included), its actions (actions/*.ts) and its tables.ts (types); its repository,
//   present.ts and helpers stay its own. Tests and test kits are exempt (they set up and inspect any domain's
//   state), and so are the edge (api/, pages/) and the top files, which assemble and present the domains;
// - every file imports only its own layer and those below it (LAYER_ORDER: platform < db < events, jobs, files,
//   mail, auth, plans < the engines < work < the domains < api, pages < the top files); tests may reach up, to
//   check what the layers above make of a layer;
// - SQL belongs to repositories: only a domain's repository (repository.ts, repository/*.ts), a layer's store
//   (store.ts, *-store.ts) and db/ build queries (selectFrom/insertInto/updateTable/deleteFrom, sql`…`); every
//   other file calls them. The files still outside the rule are listed in QUERY_EXCEPTIONS with their reason;
// - an action (a function exported by <domain>/actions/*.ts) takes (s: Services, ctx, input): `s: Services` first,
//   at most three parameters (several ids go in one options object), and declares its return type (a domain value
//   or a present.ts type; the handler wraps it in { data }). An action file exports actions only.
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
  // plans/ serves no operation: the plans store (admin.ts, main.ts) and the one ceiling check every domain that
  // counts resources calls inside its transaction; a layer, so it can reach no domain.
  ['events', 'jobs', 'files', 'mail', 'auth', 'plans'],
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
/**
 * What a domain offers the other domains (a path relative to server/src): its index.ts, its actions and its
 * tables.ts. Anything else another domain needs is re-exported by its index.ts, so the surface is read in one file.
 */
export const DOMAIN_SURFACE = /^[\w-]+\/(index\.ts|tables\.ts|actions\/[\w/-]+\.ts)$/;
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
      if (toDomain && from !== null && !LAYERS.has(from) && !isAssembly(file) && !DOMAIN_SURFACE.test(target)) {
        violations.push({
          file,
          imports: target,
          rule: `imports ${target}, not the surface of ${to}; import its index.ts (re-export it there), actions or tables.ts`,
        });
        continue;
      }
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
/** @type {Map<string, string>} */
export const QUERY_EXCEPTIONS = new Map([]);

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

/** An action file: <domain>/actions/<verb>-<noun>.ts (tests aside). */
const isActionFile = (rel) => /^[\w-]+\/actions\/[\w-]+\.ts$/.test(rel) && !rel.endsWith('.test.ts');

/** The text from `open` (an opening bracket) to its closing one, brackets, strings and `=>` minded; null if unclosed. */
function balanced(source, open) {
  const pairs = { '(': ')', '{': '}', '[': ']', '<': '>' };
  const stack = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c in pairs) stack.push(pairs[c]);
    else if (c === '>' && source[i - 1] === '=') continue;
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (!stack.length) return source.slice(open + 1, i);
    }
  }
  return null;
}

/** The parameters of a parameter list's text, split on its top-level commas (a trailing comma ignored). */
export function parametersOf(list) {
  const out = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < list.length && list[i] !== c; i++) if (list[i] === '\\') i++;
    } else if ('({[<'.includes(c)) depth++;
    else if (c === '>' && list[i - 1] === '=') continue;
    else if (')}]>'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(from, i));
      from = i + 1;
    }
  }
  out.push(list.slice(from));
  return out.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const EXPORTED_FUNCTION = /^export\s+(?:async\s+)?function\s*\*?\s*(\w+)\s*(<)?/gm;
const EXPORTED_ARROW =
  /^export\s+(?:const|let)\s+(\w+)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:\([^)]*\)|\w+)\s*(?::[^=]+)?=>/gm;

/**
 * The action files among `files` whose exported functions break the action signature: `s: Services` first, at
 * most three parameters, a declared return type; an exported arrow function (no declaration to check) is refused
 * too. Each is { file, line, name, rule }.
 */
export function checkActions(files) {
  const violations = [];
  for (const { path: file, source } of files) {
    if (!isActionFile(file)) continue;
    const lineOf = (at) => source.slice(0, at).split('\n').length;
    for (const m of source.matchAll(EXPORTED_ARROW))
      violations.push({
        file,
        line: lineOf(m.index),
        name: m[1],
        rule: 'exports an arrow function; an action file exports actions, as `export async function verbNoun(s: Services, ctx, input): Promise<…>`',
      });
    for (const m of source.matchAll(EXPORTED_FUNCTION)) {
      const name = m[1];
      let at = m.index + m[0].length;
      if (m[2]) at += (balanced(source, at - 1) ?? '').length + 1;
      const open = source.indexOf('(', at);
      const list = balanced(source, open);
      const line = lineOf(m.index);
      if (list === null) {
        violations.push({ file, line, name, rule: 'has a parameter list this check cannot read' });
        continue;
      }
      const params = parametersOf(list);
      const after = source.slice(open + list.length + 2);
      const problems = [];
      if (!/^s\s*:\s*Services$/.test(params[0] ?? ''))
        problems.push(`takes ${params[0] ? `\`${params[0]}\`` : 'nothing'} first, not \`s: Services\``);
      if (params.length > 3)
        problems.push(
          `takes ${params.length} parameters (at most 3: s, ctx, input; several ids go in one options object)`,
        );
      if (!/^\s*:/.test(after)) problems.push('declares no return type');
      for (const rule of problems) violations.push({ file, line, name, rule });
    }
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
  const actions = checkActions(files);
  for (const v of actions) console.error(`server/src/${v.file}:${v.line}: ${v.name} ${v.rule}`);
  console.log(
    actions.length
      ? `${actions.length} action signature violation(s)`
      : 'actions take (s: Services, ctx, input) and declare their return type',
  );
  process.exit(violations.length || queries.length || actions.length ? 1 : 0);
}
