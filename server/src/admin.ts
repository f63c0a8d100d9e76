// `npm run -s admin -- keys create|revoke|list`, `plans list|set`, `credits show|set`, `audit verify` and
// `blobs verify|migrate`: the operator's key, plan, audit and file storage management. Safe while the server runs (SQLite in WAL mode, or PostgreSQL).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyChain, type ChainReport } from './audit/verify.js';
import { DbKeyStore, UnknownPlanError } from './auth/key-store.js';
import { BLOB_STORE_KINDS, ConfigError, PLAN_NAME, loadConfig, type Config } from './config.js';
import { openDatabase, sqliteFile, type Db } from './db/connect.js';
import { createBlobStore } from './files/blob-store.js';
import { migrateBlobs, verifyBlobs, type BlobProblem } from './files/maintenance.js';
import { balanceOf, setCredits, type Balance } from './envelopes/billing.js';
import { allScopes, type Scope } from './generated/operations.gen.js';
import { checkDefaultPlan, listPlans, setPlan, type Ceilings, type Plan } from './plans/store.js';
import { findBySlug, listWorkspaces } from './workspace/repository.js';

const USAGE = `usage:
  admin keys create --workspace <slug> [--name N] [--email E] [--plan P] --scopes <comma list|all> [--expires-at ISO] [--json]
  admin keys revoke <id> [--json]
  admin keys list [--json]
  admin plans list [--json]
  admin plans set <name> [--documents N|none] [--rooms N|none] [--links N|none] [--sends N|none] [--json]
      (sets a plan's ceilings, creating the plan when the name is new; none removes a ceiling)
  admin credits show <workspace> [--json]
  admin credits set <workspace> <N> [--json]
      (a workspace's send credits: they pay for sends beyond its plan's monthly allowance, one credit each)
  admin audit verify [--workspace <slug>] [--json]   (exit 3 when a chain is broken)
  admin blobs verify [--json]   (reads every stored file and checks its SHA-256; exit 3 when one is missing or altered)
  admin blobs migrate --to s3|disk|postgres [--from s3|disk|postgres] [--json]
      (copies every file to another store, digest checked, resumable; --from defaults to BLOB_STORE; exit 3 on a problem)`;

class UsageError extends Error {}

export function parseScopes(raw: string): Scope[] {
  if (raw === 'all') return [...allScopes];
  const list = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = list.filter((s) => !(allScopes as readonly string[]).includes(s));
  if (unknown.length)
    throw new UsageError(`unknown scope(s): ${unknown.join(', ')}; known: ${allScopes.join(', ')}, or all`);
  if (!list.length) throw new UsageError('--scopes needs at least one scope, or all');
  return list as Scope[];
}

/** Refuses to make a database: the admin command works on the server's, and an empty new one would hide the mistake. */
export function refuseMissingDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, exists = fs.existsSync): void {
  if (config.databaseUrl) return;
  const file = sqliteFile(config.dataDir);
  if (exists(file)) return;
  throw new NoDatabaseError(
    `no database at ${file}: admin opens the server's database and never creates one. It reads DATA_DIR ` +
      `(${process.env.DATA_DIR ? `set to ${process.env.DATA_DIR}` : 'unset, so ./data'}) for SQLite, or DATABASE_URL for PostgreSQL; ` +
      'run it with the same settings as the server, e.g. DATA_DIR=/var/lib/dossier npm run -s admin -- keys list',
  );
}

class NoDatabaseError extends Error {}

/** Runs `fn` on the configured database (closed afterwards). */
async function withDb(fn: (db: Db, config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig();
  refuseMissingDatabase(config);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await fn(db, config);
  } finally {
    await db.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [noun, verb, ...rest] = argv;
  if (noun === 'audit') return auditCommand(verb, rest);
  if (noun === 'plans') return plansCommand(verb, rest);
  if (noun === 'credits') return creditsCommand(verb, rest);
  if (noun === 'blobs') return blobsCommand(verb, rest);
  if (noun !== 'keys' || !verb)
    throw new UsageError(
      'expected "keys create", "keys revoke", "keys list", "plans list", "plans set", "credits show", "credits set", "audit verify", "blobs verify" or "blobs migrate"',
    );
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      workspace: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      plan: { type: 'string' },
      scopes: { type: 'string' },
      'expires-at': { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  let run: (keys: DbKeyStore, db: Db, config: Config) => Promise<void>;
  const out = (json: unknown, text: string) =>
    process.stdout.write(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${text}\n`);
  if (verb === 'create') {
    const ws = values.workspace;
    if (!ws || !/^[a-z0-9][a-z0-9-]{0,62}$/.test(ws))
      throw new UsageError('--workspace <slug> is required (lowercase letters, digits and dashes, up to 63)');
    if (!values.scopes) throw new UsageError('--scopes is required (a comma list, or all)');
    const scopes = parseScopes(values.scopes);
    let expiresAt: Date | null = null;
    if (values['expires-at']) {
      expiresAt = new Date(values['expires-at']);
      if (Number.isNaN(expiresAt.getTime())) throw new UsageError('--expires-at must be an ISO 8601 date-time');
    }
    if (values.email && !/^[^@\s]+@[^@\s]+$/.test(values.email))
      throw new UsageError('--email is not an email address');
    run = async (keys, db, config) => {
      // A new workspace starts on the default plan; without --plan an existing one keeps its own.
      let plan = values.plan;
      if (plan === undefined && !(await findBySlug(db.kysely, ws))) {
        await checkDefaultPlan(db.kysely, config);
        plan = config.defaultPlan;
      }
      const created = await keys.create({
        workspace: ws,
        name: values.name,
        email: values.email,
        plan,
        scopes,
        expiresAt,
      });
      out(created, `key ${created.id} for workspace ${ws} (${created.workspaceId}), shown once:\n${created.key}`);
    };
  } else if (verb === 'revoke') {
    if (positionals.length !== 1) throw new UsageError('keys revoke takes exactly one key id');
    const id = positionals[0];
    run = async (keys) => {
      const revoked = await keys.revoke(id);
      if (!revoked) {
        process.stderr.write(`admin: no live key ${id}\n`);
        process.exitCode = 4;
        return;
      }
      out({ id, revoked: true }, `revoked ${id}`);
    };
  } else if (verb === 'list') {
    run = async (keys) => {
      const list = await keys.list();
      out(
        list,
        list
          .map(
            (k) =>
              `${k.id}  ${k.workspace}  ${k.hint}  ${k.revokedAt ? 'revoked' : k.expiresAt && Date.parse(k.expiresAt) <= Date.now() ? 'expired' : 'live'}  ${k.scopes.join(',')}`,
          )
          .join('\n') || '(no keys)',
      );
    };
  } else {
    throw new UsageError(`unknown command "keys ${verb}"`);
  }
  await withDb((db, config) => run(new DbKeyStore(db), db, config));
}

/** `none` removes a ceiling; otherwise a whole number. */
function parseCeiling(flag: string, raw: string): number | null {
  if (raw === 'none') return null;
  if (!/^\d{1,9}$/.test(raw))
    throw new UsageError(`--${flag} must be a whole number from 0 to 999999999, or none (got "${raw}")`);
  return Number(raw);
}

function planLine(p: Plan, defaultPlan: string): string {
  const c = (v: number | null) => (v === null ? 'none' : String(v));
  return `${p.name}${p.name === defaultPlan ? ' (default)' : ''}  documents ${c(p.documents)}  rooms ${c(p.rooms)}  links ${c(p.links)}  sends/month ${c(p.sends)}  workspaces ${p.workspaces}`;
}

/** Plans and their ceilings, as data: list them, or set a plan's ceilings (creating it when new). */
async function plansCommand(verb: string | undefined, rest: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      documents: { type: 'string' },
      rooms: { type: 'string' },
      links: { type: 'string' },
      sends: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const print = (json: unknown, text: string) =>
    process.stdout.write(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${text}\n`);
  if (verb === 'list') {
    if (positionals.length) throw new UsageError('plans list takes no arguments');
    return withDb(async (db, config) => {
      const plans = await listPlans(db.kysely);
      print(
        plans.map((p) => ({ ...p, default: p.name === config.defaultPlan })),
        plans.map((p) => planLine(p, config.defaultPlan)).join('\n'),
      );
    });
  }
  if (verb !== 'set') throw new UsageError('expected "plans list" or "plans set <name>"');
  if (positionals.length !== 1) throw new UsageError('plans set takes exactly one plan name');
  const name = positionals[0];
  if (!PLAN_NAME.test(name)) throw new UsageError('a plan name is lowercase letters, digits and dashes, up to 63');
  const change: Partial<Ceilings> = {};
  for (const flag of ['documents', 'rooms', 'links', 'sends'] as const) {
    if (values[flag] !== undefined) change[flag] = parseCeiling(flag, values[flag]);
  }
  return withDb(async (db, config) => {
    const exists = (await listPlans(db.kysely)).some((p) => p.name === name);
    if (exists && !Object.keys(change).length)
      throw new UsageError(`plans set ${name}: give at least one of --documents, --rooms, --links, --sends`);
    const { plan, created } = await setPlan(db.kysely, name, change);
    print(
      { ...plan, default: plan.name === config.defaultPlan, created },
      `${created ? 'created' : 'updated'} ${planLine(plan, config.defaultPlan)}`,
    );
  });
}

function balanceLine(b: Balance): string {
  return `${b.workspace}  plan ${b.plan}  sends this month ${b.sendsThisMonth} of ${b.monthlySends ?? 'unlimited'}  credits ${b.credits}`;
}

/** A workspace's credit balance: show it, or set it (recorded in the billing ledger). Exit 4: no such workspace. */
async function creditsCommand(verb: string | undefined, rest: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { json: { type: 'boolean' } },
  });
  const print = (json: unknown, text: string) =>
    process.stdout.write(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${text}\n`);
  if (verb !== 'show' && verb !== 'set')
    throw new UsageError('expected "credits show <workspace>" or "credits set <workspace> <N>"');
  const [workspace, raw] = positionals;
  if (!workspace || positionals.length !== (verb === 'set' ? 2 : 1))
    throw new UsageError(
      verb === 'set' ? 'credits set takes a workspace slug and a number' : 'credits show takes a workspace slug',
    );
  if (verb === 'set' && !/^\d{1,9}$/.test(raw))
    throw new UsageError(`credits must be a whole number from 0 to 999999999 (got "${raw}")`);
  await withDb(async (db) => {
    const balance =
      verb === 'set' ? await setCredits(db.kysely, workspace, Number(raw)) : await balanceOf(db.kysely, workspace);
    if (!balance) {
      process.stderr.write(`admin: no workspace ${workspace}\n`);
      process.exitCode = 4;
      return;
    }
    print(balance, balanceLine(balance));
  });
}

/** Recomputes every workspace's audit hash chain (or one workspace's) and reports the first broken entry. */
async function auditCommand(verb: string | undefined, rest: string[]): Promise<void> {
  if (verb !== 'verify') throw new UsageError('expected "audit verify"');
  const { values } = parseArgs({ args: rest, options: { workspace: { type: 'string' }, json: { type: 'boolean' } } });
  await withDb(async (db) => {
    const workspaces = await listWorkspaces(db.kysely, values.workspace);
    if (values.workspace && !workspaces.length) {
      process.stderr.write(`admin: no workspace ${values.workspace}\n`);
      process.exitCode = 4;
      return;
    }
    const reports: (ChainReport & { workspace: string })[] = [];
    for (const ws of workspaces) reports.push({ workspace: ws.slug, ...(await verifyChain(db.kysely, ws.id)) });
    if (values.json) process.stdout.write(`${JSON.stringify(reports, null, 2)}\n`);
    else {
      for (const r of reports) {
        process.stdout.write(
          r.ok
            ? `ok      ${r.workspace}: ${r.checked} entries verify\n`
            : `BROKEN  ${r.workspace}: entry ${r.broken!.seq}${r.broken!.id ? ` (${r.broken!.id})` : ''}: ${r.broken!.reason}\n`,
        );
      }
    }
    if (reports.some((r) => !r.ok)) process.exitCode = 3;
  });
}

/** `blobs verify` and `blobs migrate`: the stores are the ones BLOB_STORE and the S3_* variables describe. */
async function blobsCommand(verb: string | undefined, rest: string[]): Promise<void> {
  if (verb !== 'verify' && verb !== 'migrate') throw new UsageError('expected "blobs verify" or "blobs migrate"');
  const { values } = parseArgs({
    args: rest,
    options: { to: { type: 'string' }, from: { type: 'string' }, json: { type: 'boolean' } },
  });
  const out = (json: unknown, text: string) =>
    process.stdout.write(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${text}\n`);
  const storeOf = (db: Db, kind: string | undefined) =>
    createBlobStore(db, loadConfig(kind ? { ...process.env, BLOB_STORE: kind } : process.env));
  const held = (p: BlobProblem) =>
    p.heldBy.length
      ? `  held by ${p.heldBy.map((h) => `${h.table}.${h.column} of ${h.id}`).join(', ')}`
      : '  held by no row';
  const problemLines = (problems: BlobProblem[]) =>
    problems.map((p) => `${p.problem === 'missing' ? 'MISSING ' : 'ALTERED '} ${p.id}${held(p)}`).join('\n');
  if (verb === 'verify') {
    await withDb(async (db) => {
      const store = storeOf(db, undefined);
      try {
        const report = await verifyBlobs(db.kysely, store);
        out(
          report,
          `${problemLines(report.problems)}${report.problems.length ? '\n' : ''}${report.checked} files checked, ${report.problems.length} with a problem`,
        );
        if (report.problems.length) process.exitCode = 3;
      } finally {
        await store.close?.();
      }
    });
    return;
  }
  const kinds = BLOB_STORE_KINDS as readonly string[];
  if (!values.to || !kinds.includes(values.to)) throw new UsageError(`--to must be one of ${kinds.join(', ')}`);
  if (values.from !== undefined && !kinds.includes(values.from))
    throw new UsageError(`--from must be one of ${kinds.join(', ')}`);
  await withDb(async (db, config) => {
    const fromKind = values.from ?? config.blobStore.kind;
    if (fromKind === values.to)
      throw new UsageError(`--to ${values.to} is the store the files are read from (--from, or BLOB_STORE)`);
    const from = storeOf(db, fromKind);
    const to = storeOf(db, values.to);
    try {
      const report = await migrateBlobs(db.kysely, from, to);
      out(
        { from: fromKind, to: values.to, ...report },
        `${problemLines(report.problems)}${report.problems.length ? '\n' : ''}${fromKind} → ${values.to}: ${report.copied} copied, ${report.skipped} already there, ${report.problems.length} with a problem`,
      );
      if (report.problems.length) process.exitCode = 3;
    } finally {
      await from.close?.();
      await to.close?.();
    }
  });
}

main(process.argv.slice(2)).catch((e) => {
  if (
    e instanceof UsageError ||
    e instanceof UnknownPlanError ||
    e instanceof ConfigError ||
    (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    process.stderr.write(`admin: ${(e as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  process.stderr.write(`admin: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
