// `npm run serve`: starts the server on PORT/HOST from the environment.
import { MemoryKeyStore } from './auth/keys.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { allScopes } from './generated/operations.gen.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`dossier: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  // Keys live in memory until the database layer lands; a fresh all-scopes key is printed once per start.
  const keys = new MemoryKeyStore();
  const first = keys.create({ workspace: 'default', name: 'Default workspace', scopes: [...allScopes], keyName: 'first key' });
  const app = await buildApp({ config, keys, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(
    `\nDossier is serving ${config.publicUrl}/api/v1 (listening on ${config.host}:${config.port}).\n` +
      `An all-scopes API key for workspace "default" (shown once):\n\n  ${first.key}\n\n`,
  );
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((e) => {
  console.error('dossier: failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
