#!/usr/bin/env node
// autocannon driven through its API, for a scenario whose requests go to many targets in turn (one path and
// headers each, e.g. one visit and its token per target), round-robin across every connection: the CLI can
// send only one request. A target may carry its own JSON body; `amount` sends that many requests, each target once. Reads its options as JSON from the file argv[2] names (a counted run's 1,700 targets are past what one argument may hold: spawn E2BIG); prints autocannon's result as JSON, like `-j`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './support.mjs';

const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');
const o = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let n = 0;
const result = await autocannon({
  url: o.origin,
  connections: o.connections,
  // A counted run (amount) sends each target once, in order.
  ...(o.amount ? { amount: o.amount } : { duration: o.duration }),
  requests: [
    {
      method: o.method,
      ...(o.body ? { body: JSON.stringify(o.body) } : {}),
      setupRequest: (req) => {
        const t = o.targets[n++ % o.targets.length];
        const body = o.body ?? t.body;
        return {
          ...req,
          path: t.path,
          ...(t.body ? { body: JSON.stringify(t.body) } : {}),
          headers: { ...req.headers, ...t.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
