// SQLite: the WAL checkpoints of a serving process run on a worker thread with its own connection. A checkpoint
// copies the WAL into the database file and waits for the disk (fsync); run by the connection that commits (SQLite's
// default, every 1,000 pages), it holds the event loop for as long as the disk takes, hundreds of milliseconds on a
// busy disk, and every request waits. The main connection then checkpoints only if the WAL grows past a bound
// the worker should never let it reach (it died, or the disk cannot keep up).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

const EVERY_MS = 500;
/** Pages (4 KiB) the WAL may reach before the main connection checkpoints by itself. */
const FALLBACK_PAGES = 20_000;

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.postMessage('closed');
});
`;

export interface Checkpointer {
  close(): Promise<void>;
}

export function checkpointInBackground(sqlite: SQLite.Database, file: string): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { module, file, everyMs: EVERY_MS } });
  worker.unref();
  let failed = false;
  worker.on('error', () => {
    failed = true;
  });
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_PAGES}`);
  return {
    close: async () => {
      if (failed) return;
      const closed = new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}
