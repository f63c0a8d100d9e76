// `npm run serve`: starts the server on PORT/HOST from the environment.
import { DbKeyStore } from './auth/key-store.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connect.js';
import { allScopes } from './generated/operations.gen.js';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`dossier: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const keys = new DbKeyStore(db);
  // First start on an empty database: a workspace and an all-scopes key, printed once and never again.
  const first = (await keys.count()) === 0
    ? await keys.create({ workspace: 'default', name: 'Default workspace', scopes: [...allScopes], keyName: 'first key' })
    : null;
  const app = await buildApp({ config, keys, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nDossier is serving ${config.publicUrl}/api/v1 (listening on ${config.host}:${config.port}, ${db.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}).\n`);
  if (first) {
    process.stdout.write(`An all-scopes API key for workspace "default" (shown once, store it now):\n\n  ${first.key}\n\n`);
  }
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      app
        .close()
        .then(() => db.close())
        .then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((e) => {
  console.error('dossier: failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
