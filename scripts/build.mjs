#!/usr/bin/env node
// Builds the workspace packages that changed since their last build, each after the packages it depends on (the
// others side by side), and says what it does.
//
// A package is up to date when its dist/ exists and its stamp (node_modules/.dossier-build/<package>.json at the
// root, written after a successful build; not in dist/, which is published) matches: the path, size and
// modification time of each of its source files (not tests, docs or build output), the shared inputs
// (tsconfig.base.json, pnpm-lock.yaml), and the stamps of the workspace packages it depends on, so a changed SDK
// rebuilds the CLI too. Like make, touching a file counts as a change. A fresh clone has no stamps and builds
// everything; deleting a package's output forces its rebuild. The output is dist/, or the folder a package names
// in its package.json as config.buildOutput (packages/web builds the pages' assets into server/dist/public). Files
// outside the package that its build reads are named in config.buildInputs and count as its sources.
//
//   node scripts/build.mjs [--root DIR] [--force] [package dir…]   (no dir: every package; a dir brings its deps)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmAsync } from './pnpm.mjs';

const STAMPS = path.join('node_modules', '.dossier-build');
const stampFile = (root, pkg) => path.join(root, STAMPS, `${pkg.dir.replaceAll('/', '__')}.json`);
const SHARED_INPUTS = ['tsconfig.base.json', 'pnpm-lock.yaml'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'tests', '__tests__', 'coverage']);
const SKIP_FILES = [
  /\.test\.[cm]?[jt]sx?$/,
  /\.md$/i,
  /^vitest\.config\./,
  /\.tsbuildinfo$/,
  /^oclif\.manifest\.json$/,
];

/** The workspace's packages (from pnpm-workspace.yaml) that have a build script, with their workspace deps. */
export function workspacePackages(root) {
  const yaml = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [...yaml.matchAll(/^\s*-\s*['"]?([^'"\s#]+)['"]?\s*$/gm)].map((m) => m[1]);
  const dirs = patterns.flatMap((p) => {
    if (!p.endsWith('/*')) return [p];
    const parent = path.join(root, p.slice(0, -2));
    if (!fs.existsSync(parent)) return [];
    return fs
      .readdirSync(parent, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.posix.join(p.slice(0, -2), e.name));
  });
  const all = dirs
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
      const out = path.posix.join(dir, pkg.config?.buildOutput ?? 'dist');
      // config.buildInputs: files or folders outside the package that its build reads (paths from the root).
      const inputs = pkg.config?.buildInputs ?? [];
      return {
        dir,
        name: pkg.name,
        short: pkg.name.replace(/^@[^/]+\//, ''),
        deps,
        build: Boolean(pkg.scripts?.build),
        out,
        inputs,
      };
    });
  const byName = new Map(all.filter((p) => p.build).map((p) => [p.name, p]));
  for (const p of byName.values()) p.deps = p.deps.filter((d) => byName.has(d) && d !== p.name);
  // Dependencies first.
  const ordered = [];
  const visit = (p, trail = new Set()) => {
    if (ordered.includes(p) || trail.has(p)) return;
    trail.add(p);
    for (const d of p.deps) visit(byName.get(d), trail);
    ordered.push(p);
  };
  for (const p of byName.values()) visit(p);
  return ordered;
}

function listInputs(dir, rel = '', out = []) {
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) listInputs(dir, r, out);
    } else if (e.isFile() && !SKIP_FILES.some((re) => re.test(e.name))) {
      out.push(r);
    }
  }
  return out;
}

function digestFiles(base, files) {
  const h = crypto.createHash('sha256');
  for (const f of files.sort()) {
    const p = path.join(base, f);
    const st = fs.existsSync(p) ? fs.statSync(p) : undefined;
    h.update(`${f}\0${st ? `${st.size}\0${st.mtimeMs}` : 'missing'}\n`);
  }
  return h.digest('hex');
}

function readStamp(root, pkg) {
  if (!fs.existsSync(path.join(root, pkg.out))) return undefined;
  try {
    return JSON.parse(fs.readFileSync(stampFile(root, pkg), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * What would be built and why. `only` (package dirs) limits the plan to those packages and what they depend on.
 * Each entry: { pkg, stamp, reason } where reason is undefined when the package is up to date.
 */
export function planBuild(root, { only, force = false } = {}) {
  let pkgs = workspacePackages(root);
  if (only?.length) {
    const wanted = new Set();
    const add = (p) => {
      if (wanted.has(p.name)) return;
      wanted.add(p.name);
      for (const d of p.deps) add(pkgs.find((x) => x.name === d));
    };
    for (const dir of only) {
      const p = pkgs.find((x) => x.dir === path.posix.normalize(dir).replace(/\/$/, ''));
      if (!p) throw new Error(`${dir} is not a workspace package with a build script`);
      add(p);
    }
    pkgs = pkgs.filter((p) => wanted.has(p.name));
  }
  const shared = digestFiles(
    root,
    SHARED_INPUTS.filter((f) => fs.existsSync(path.join(root, f))),
  );
  const stamps = new Map();
  const plan = [];
  for (const pkg of pkgs) {
    let own = digestFiles(path.join(root, pkg.dir), listInputs(path.join(root, pkg.dir)));
    if (pkg.inputs.length) {
      const extra = pkg.inputs.flatMap((i) =>
        fs.existsSync(path.join(root, i)) && fs.statSync(path.join(root, i)).isDirectory()
          ? listInputs(path.join(root, i)).map((f) => `${i}/${f}`)
          : [i],
      );
      own = crypto
        .createHash('sha256')
        .update(`${own}\0${digestFiles(root, extra)}`)
        .digest('hex');
    }
    const deps = Object.fromEntries(pkg.deps.map((d) => [d, stamps.get(d).digest]));
    const digest = crypto.createHash('sha256').update(JSON.stringify({ own, shared, deps })).digest('hex');
    const stamp = { digest, own, shared, deps };
    stamps.set(pkg.name, stamp);
    const old = readStamp(root, pkg);
    let reason;
    if (force) reason = 'asked to';
    else if (!old) reason = 'not built yet';
    else if (old.digest === digest) reason = undefined;
    else if (old.own !== own) reason = 'sources changed';
    else if (old.shared !== shared) reason = 'dependencies or compiler settings changed';
    else {
      const changed = pkg.deps.filter((d) => old.deps?.[d] !== deps[d]).map((d) => d.replace(/^@[^/]+\//, ''));
      reason = `${changed.join(' and ') || 'a dependency'} changed`;
    }
    plan.push({ pkg, stamp, reason });
  }
  return plan;
}

const list = (names) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Runs a package's build script; resolves its exit status. */
function runBuild(dir) {
  return new Promise((resolve) => {
    const child = pnpmAsync(['run', '--silent', 'build'], { cwd: dir, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Builds what the plan says is stale, each package as soon as the packages it depends on are built (a fresh
 * clone builds the SDK, the pages and the server side by side); resolves the number of packages built. Exits the
 * process on a failed build, once the builds already running have ended.
 */
export async function build(root, opts = {}) {
  const log = opts.log ?? ((line) => console.log(line));
  const plan = planBuild(root, opts);
  const fresh = plan.filter((e) => !e.reason).map((e) => e.pkg.short);
  if (fresh.length) log(`dossier: ${list(fresh)} ${fresh.length === 1 ? 'is' : 'are'} up to date`);
  const done = new Map();
  let failed = 0;
  for (const { pkg, stamp, reason } of plan) {
    if (!reason) continue;
    const deps = pkg.deps.map((d) => done.get(d)).filter(Boolean);
    done.set(
      pkg.name,
      (async () => {
        if (!(await Promise.all(deps)).every(Boolean) || failed) return false;
        log(`dossier: building ${pkg.short} (${reason})…`);
        const started = Date.now();
        const status = await runBuild(path.join(root, pkg.dir));
        if (status !== 0) {
          console.error(`dossier: building ${pkg.short} failed (exit ${status})`);
          failed ||= status;
          return false;
        }
        fs.mkdirSync(path.join(root, STAMPS), { recursive: true });
        fs.writeFileSync(stampFile(root, pkg), `${JSON.stringify(stamp)}\n`);
        log(`dossier: built ${pkg.short} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return true;
      })(),
    );
  }
  const built = (await Promise.all(done.values())).filter(Boolean).length;
  if (failed) process.exit(failed);
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const only = [];
  let force = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--root') root = path.resolve(args[++i]);
    else if (args[i] === '--force') force = true;
    else only.push(args[i]);
  }
  await build(root, { only, force });
}
