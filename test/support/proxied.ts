// A running server behind `prism proxy --errors`, with an SDK client that records every contract violation Prism
// reports (the `sl-violations` header, whatever the status), on SQLite or on a PostgreSQL database made for it.
import { APIError, Dossier } from '@dossier/sdk';
import { startPrism } from '../../scripts/prism.mjs';
import { ADMIN_URL, serve, type PgClient, type Server } from './server.js';

export interface Proxied {
  server: Server;
  client: Dossier;
  /** Every violation Prism reported so far, as "METHOD url: what". */
  violations: string[];
  stop(): Promise<void>;
}

export async function proxiedServer(
  engine: 'SQLite' | 'PostgreSQL',
  admin: PgClient | null,
  name: string,
  env: Record<string, string> = {},
): Promise<Proxied> {
  const dbName = `dossier_${name}_${process.pid}_${Date.now()}`;
  let databaseUrl = '';
  if (engine === 'PostgreSQL') {
    await admin!.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const server = await serve({ DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '100000', ...env });
  const prism = await startPrism({ upstream: server.base, errors: true });
  const violations: string[] = [];
  const client = new Dossier({
    apiKey: server.key!,
    baseUrl: prism.baseUrl,
    maxRetries: 0,
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      const v = res.headers.get('sl-violations');
      if (v) violations.push(`${(input as Request).method ?? ''} ${(input as Request).url ?? input}: ${v}`);
      return res;
    },
  });
  return {
    server,
    client,
    violations,
    async stop() {
      await prism.stop();
      await server.stop();
      if (engine === 'PostgreSQL') await admin!.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

/** The HTTP status a call ends with: 200 when it succeeds, the APIError's status when it is refused. */
export async function statusOf(p: PromiseLike<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (e) {
    if (e instanceof APIError) return e.status;
    throw e;
  }
}
