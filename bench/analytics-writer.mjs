// Worker thread of bench/analytics.mjs: heartbeats arriving from elsewhere (its own database connections), adding
// attention to random visits through the seed code's heartbeat-shaped write until told to stop: `rate` a second
// (0: as fast as it goes), from eight writers at once, as many readers' heartbeats arrive at once (one at a time,
// PostgreSQL's commit latency caps it near 60/s). Each heartbeat has its own instant (two at the same millisecond
// on one visit would share their seconds, by the reading-time definition, and the bench's sum would not add up).
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { root } from './support.mjs';

const { openDatabase } = await import(path.join(root, 'server/dist/db/connect.js'));
const { addAttention } = await import(path.join(root, 'server/dist/analytics/seed.js'));
const { databaseUrl, dataDir, visitIds, documentId, sections, rate } = workerData;
const WRITERS = 8;
const db = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir, poolSize: WRITERS });
let stop = false;
parentPort.on('message', () => (stop = true));
parentPort.postMessage({ ready: true });
let beats = 0;
let last = 0;
let slot = 0;
const t0 = performance.now();
async function writer() {
  while (!stop) {
    // Paced: the nth heartbeat waits for its slot.
    if (rate > 0) {
      const due = t0 + (slot++ / rate) * 1000 - performance.now();
      if (due > 0) await new Promise((r) => setTimeout(r, due));
      if (stop) break;
    }
    last = Math.max(Date.now(), last + 1);
    const at = new Date(last).toISOString();
    beats++;
    await addAttention(
      db.kysely,
      visitIds[Math.floor(Math.random() * visitIds.length)],
      documentId,
      Math.floor(Math.random() * sections),
      1000,
      at,
    );
    if (beats % 20 === 0) await new Promise((r) => setImmediate(r));
  }
}
await Promise.all(Array.from({ length: WRITERS }, writer));
await db.close?.();
parentPort.postMessage({ beats });
