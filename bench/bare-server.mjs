#!/usr/bin/env node
// The yardstick of `npm run bench`: a bare Fastify server of the version the Dossier server uses, answering
// each scenario's path with the same JSON Dossier gave (read from the file named in argv[2]) and, for POSTs, after
// validating the body with a JSON schema like the spec's. No auth, no database: what Fastify itself costs.
// Prints "listening <port>" once it serves.
import fs from 'node:fs';
import { serverRequire } from './support.mjs';

const Fastify = serverRequire('fastify');
const fixtures = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
for (const s of fixtures) {
  const url = s.path.split('?')[0];
  const route = { method: s.method, url, handler: async (_req, reply) => reply.code(s.status).send(s.reply) };
  if (s.bodySchema) route.schema = { body: s.bodySchema };
  app.route(route);
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => app.close().then(() => process.exit(0)));
