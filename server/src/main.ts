// `npm run serve`: starts the server on PORT/HOST from the environment.
import { compileAllValidators } from './api/validation.js';
import { stopWork, warmWork } from './work/pool.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { allScopes } from './generated/operations.gen.js';
import { loadSealingIdentity } from './pdf/seal/index.js';
import { checkDefaultPlan } from './plans/store.js';
import { openRuntime, type Log } from './runtime.js';

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
  let app: FastifyInstance | undefined;
  // The runtime logs through the app's logger once it exists (the app needs the runtime first).
  const log: Log = {
    info: (o, m) => app?.log.info(o, m),
    warn: (o, m) => app?.log.warn(o, m),
    error: (o, m) => app?.log.error(o, m),
  };
  const rt = await openRuntime(config, { log });
  const { db, keys } = rt;
  try {
    await checkDefaultPlan(db.kysely, config);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(`dossier: ${e.message}`);
    await rt.close();
    process.exit(2);
  }
  // First start on an empty database: a workspace and an all-scopes key, printed once and never again.
  const first =
    (await keys.count()) === 0
      ? await keys.create({
          workspace: 'default',
          name: 'Default workspace',
          plan: config.defaultPlan,
          scopes: [...allScopes],
          keyName: 'first key',
        })
      : null;
  app = await buildApp({
    config,
    keys,
    services: rt,
    rateLimitStore: rt.rateLimitStore,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  // Request validators compile on first use; compiled here, before the first request, so that request does not
  // hold the event loop for seconds (the document tree's schemas). The pool's first worker loads the engines.
  await app.ready();
  compileAllValidators();
  void warmWork().catch(() => {});
  await app.listen({ port: config.port, host: config.host });
  await rt.start();
  // The sealing identity is read from SIGNING_P12_PATH or made on the first start and stored, so every instance
  // seals with the same one from the first completion on; completions wait (and retry) while it cannot be had.
  void loadSealingIdentity(rt).catch((err: unknown) =>
    app!.log.error({ err: err instanceof Error ? err.message : String(err) }, 'sealing identity unavailable'),
  );
  process.stdout.write(
    `\nDossier is serving ${config.publicUrl}/api/v1 (listening on ${config.host}:${config.port}, ${db.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}).\n`,
  );
  if (first) {
    process.stdout.write(
      `An all-scopes API key for workspace "default" (shown once, store it now):\n\n  ${first.key}\n\n`,
    );
  }
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      // Requests in flight get a few seconds to finish; a connection still open after that (a client's pooled
      // socket that never sends its next request, a stream its client stopped reading) no longer holds the exit.
      setTimeout(() => app!.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
      app!
        .close()
        .then(() => rt.close())
        .then(() => stopWork())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

/** How long a shutdown waits for the connections still open before closing them. */
const SHUTDOWN_GRACE_MS = 5_000;

main().catch((e) => {
  console.error('dossier: failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
