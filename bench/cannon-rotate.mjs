#!/usr/bin/env node
// autocannon driven through its API, for a scenario whose requests go to many targets in turn (one path and
// headers each, e.g. one visit and its token per target), round-robin across every connection: the CLI can
// send only one request. Reads its options as JSON from argv[2]; prints autocannon's result as JSON, like `-j`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './support.mjs';

const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');
const o = JSON.parse(process.argv[2]);
let n = 0;
const result = await autocannon({
  url: o.origin,
  connections: o.connections,
  duration: o.duration,
  requests: [
    {
      method: o.method,
      ...(o.body ? { body: JSON.stringify(o.body) } : {}),
      setupRequest: (req) => {
        const t = o.targets[n++ % o.targets.length];
        return { ...req, path: t.path, headers: { ...req.headers, ...t.headers, ...(o.body ? { 'content-type': 'application/json' } : {}) } };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
