// Shared by the benchmarks: a PostgreSQL database made for one run and dropped after it.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// pg is the server's dependency, not the root's.
export const serverRequire = createRequire(path.join(root, 'server/package.json'));

/** Creates a database on DOSSIER_TEST_POSTGRES_URL's server; returns its URL and a function that drops it. */
export async function createTempDatabase(tag) {
  const pg = serverRequire('pg');
  const adminUrl = process.env.DOSSIER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  const name = `dossier_bench_${tag}_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
