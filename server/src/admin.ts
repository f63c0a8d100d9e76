// `npm run -s admin -- keys create|revoke|list`: the operator's key management. Safe while the server runs
// (SQLite in WAL mode, or PostgreSQL).
import { parseArgs } from 'node:util';
import { verifyChain, type ChainReport } from './audit/verify.js';
import { DbKeyStore, UnknownPlanError } from './auth/key-store.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { allScopes, type Scope } from './generated/operations.gen.js';

const USAGE = `usage:
  admin keys create --workspace <slug> [--name N] [--email E] [--plan P] --scopes <comma list|all> [--expires-at ISO] [--json]
  admin keys revoke <id> [--json]
  admin keys list [--json]
  admin audit verify [--workspace <slug>] [--json]   (exit 3 when a chain is broken)`;

class UsageError extends Error {}

export function parseScopes(raw: string): Scope[] {
  if (raw === 'all') return [...allScopes];
  const list = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  const unknown = list.filter((s) => !(allScopes as readonly string[]).includes(s));
  if (unknown.length) throw new UsageError(`unknown scope(s): ${unknown.join(', ')}; known: ${allScopes.join(', ')}, or all`);
  if (!list.length) throw new UsageError('--scopes needs at least one scope, or all');
  return list as Scope[];
}

async function main(argv: string[]): Promise<void> {
  const [noun, verb, ...rest] = argv;
  if (noun === 'audit') return auditCommand(verb, rest);
  if (noun !== 'keys' || !verb) throw new UsageError('expected "keys create", "keys revoke", "keys list" or "audit verify"');
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
  let run: (keys: DbKeyStore) => Promise<void>;
  const out = (json: unknown, text: string) => process.stdout.write(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${text}\n`);
  if (verb === 'create') {
    const ws = values.workspace;
    if (!ws || !/^[a-z0-9][a-z0-9-]{0,62}$/.test(ws)) throw new UsageError('--workspace <slug> is required (lowercase letters, digits and dashes, up to 63)');
    if (!values.scopes) throw new UsageError('--scopes is required (a comma list, or all)');
    const scopes = parseScopes(values.scopes);
    let expiresAt: Date | null = null;
    if (values['expires-at']) {
      expiresAt = new Date(values['expires-at']);
      if (Number.isNaN(expiresAt.getTime())) throw new UsageError('--expires-at must be an ISO 8601 date-time');
    }
    if (values.email && !/^[^@\s]+@[^@\s]+$/.test(values.email)) throw new UsageError('--email is not an email address');
    run = async (keys) => {
      const created = await keys.create({ workspace: ws, name: values.name, email: values.email, plan: values.plan, scopes, expiresAt });
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
      out(list, list.map((k) => `${k.id}  ${k.workspace}  ${k.hint}  ${k.revokedAt ? 'revoked' : k.expiresAt && Date.parse(k.expiresAt) <= Date.now() ? 'expired' : 'live'}  ${k.scopes.join(',')}`).join('\n') || '(no keys)');
    };
  } else {
    throw new UsageError(`unknown command "keys ${verb}"`);
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await run(new DbKeyStore(db));
  } finally {
    await db.close();
  }
}

/** Recomputes every workspace's audit hash chain (or one workspace's) and reports the first broken entry. */
async function auditCommand(verb: string | undefined, rest: string[]): Promise<void> {
  if (verb !== 'verify') throw new UsageError('expected "audit verify"');
  const { values } = parseArgs({ args: rest, options: { workspace: { type: 'string' }, json: { type: 'boolean' } } });
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    let q = db.kysely.selectFrom('workspaces').select(['id', 'slug']).orderBy('slug');
    if (values.workspace) q = q.where('slug', '=', values.workspace);
    const workspaces = await q.execute();
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
        process.stdout.write(r.ok ? `ok      ${r.workspace}: ${r.checked} entries verify\n` : `BROKEN  ${r.workspace}: entry ${r.broken!.seq}${r.broken!.id ? ` (${r.broken!.id})` : ''}: ${r.broken!.reason}\n`);
      }
    }
    if (reports.some((r) => !r.ok)) process.exitCode = 3;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((e) => {
  if (e instanceof UsageError || e instanceof UnknownPlanError || e instanceof ConfigError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`admin: ${(e as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  process.stderr.write(`admin: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
