// Opens the database: embedded SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// The dialect choice lives here and nowhere else; everything above speaks Kysely.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import type pg from 'pg';
import { lazy } from '../platform/lazy.js';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { checkpointInBackground } from './checkpoint.js';
import { runDirectly } from './compiled.js';
import { cachingSqlite, namingPool } from './statements.js';

const loadPg = lazy<typeof pg>('pg');

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** The SQLite connection itself (SQLite only), for the few synchronous checks on the hot path. */
  sqlite?: SQLite.Database;
  /** The PostgreSQL URL (PostgreSQL only), for connections of their own such as LISTEN. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** SQLite: checkpoint the WAL on a worker thread (a serving process; see checkpoint.ts). */
  backgroundCheckpoint?: boolean;
}

/** Resolves once the database answers a round trip (`select 1`); rejects when it does not. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'dossier.db');
}

export async function openDatabase(opts: DbOptions): Promise<Db> {
  let kysely: Kysely<Database>;
  let engine: Engine;
  let sqlite: SQLite.Database | undefined;
  if (opts.databaseUrl) {
    engine = 'postgres';
    const pool = new (loadPg().Pool)({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection that dies (database restart, network cut) must not take the process down: the pool
    // drops it, and the next query opens a new one or fails into a 503.
    pool.on('error', () => {});
    // The same for a connection checked out at the moment it dies: its queries fail (and become 503s); the
    // client's own error event must not be left unhandled.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      // No parallel plans: the product's reads are index lookups and bounded scans (the analytics over a document's
      // visits the largest), for which starting workers costs more than it saves (measured: 160 of 188 ms for a
      // 100k-row aggregate), and concurrent requests would compete for the few worker processes. Queued ahead of
      // the connection's first query.
      client.query('set max_parallel_workers_per_gather = 0').catch(() => {});
    });
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
  } else {
    engine = 'sqlite';
    fs.mkdirSync(opts.dataDir, { recursive: true });
    sqlite = new SQLite(sqliteFile(opts.dataDir));
    // WAL lets the admin command write while the server reads; busy_timeout makes writers wait, not fail.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    // Savepoints' journals in memory: a group-commit batch runs each write in a savepoint (group-commit.ts), and
    // once one write's journal passed 64 KiB SQLite moved it to a temporary file and kept writing pages there for
    // the rest of the batch (memory: 223-238 against 246-286 µs of CPU per POST /documents, alternated runs).
    sqlite.pragma('temp_store = MEMORY');
    kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingSqlite(sqlite) }) });
    runDirectly(kysely, sqlite);
  }
  const checkpointer =
    sqlite && opts.backgroundCheckpoint ? checkpointInBackground(sqlite, sqliteFile(opts.dataDir)) : undefined;
  const db: Db = {
    kysely,
    engine,
    sqlite,
    databaseUrl: opts.databaseUrl || undefined,
    close: async () => {
      await checkpointer?.close();
      await kysely.destroy();
    },
  };
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Runs every migration not yet applied. Each domain numbers its migrations in its own range (010 envelopes, 020
 * sharing, 050 questions …), so a release may bring one that sorts before others already applied (021 after
 * 030): those run too, in name order, instead of refusing to start.
 */
export async function migrate(db: Db, list: Record<string, Migration> = migrations): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: list === migrations ? provider : { getMigrations: async () => list },
    migrationTableName: 'dossier_migrations',
    migrationLockTableName: 'dossier_migrations_lock',
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(
      `database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
}
