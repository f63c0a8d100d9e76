// Worker thread of bench/analytics.mjs: heartbeats arriving from elsewhere (its own database connections), adding
// attention to random visits through the seed code's heartbeat-shaped write until told to stop: eight writers at
// once, as many readers' heartbeats arrive at once (one at a time, PostgreSQL's commit latency caps it near 60/s).
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { root } from './support.mjs';

const { openDatabase } = await import(path.join(root, 'server/dist/db/connect.js'));
const { addAttention } = await import(path.join(root, 'server/dist/analytics/seed.js'));
const { databaseUrl, dataDir, visitIds, documentId, sections } = workerData;
const WRITERS = 8;
const db = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir, poolSize: WRITERS });
let stop = false;
parentPort.on('message', () => (stop = true));
parentPort.postMessage({ ready: true });
let beats = 0;
async function writer() {
  while (!stop) {
    await addAttention(db.kysely, visitIds[Math.floor(Math.random() * visitIds.length)], documentId, Math.floor(Math.random() * sections), 1000);
    beats++;
    if (beats % 20 === 0) await new Promise((r) => setImmediate(r));
  }
}
await Promise.all(Array.from({ length: WRITERS }, writer));
await db.close?.();
parentPort.postMessage({ beats });
