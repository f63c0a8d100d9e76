// The batching guarantee across a crash: a heartbeat is answered 204 only once its batch has committed, so every
// heartbeat a real server process answered is in the database after that process is killed outright (SIGKILL)
// in the middle of a stream of them. On the real database of the run (the SQLite file, or PostgreSQL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_JS, untilServing } from '../../test/helpers.js';
import { makeKit, makeLink, mdDoc, start, type Kit } from './test-kit.js';
import { freePort } from '../../test/free-port.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VISITS = 40;

let k: Kit;
beforeAll(async () => {
  k = await makeKit();
});
afterAll(() => k.t.close());

describe('heartbeats answered before a crash', () => {
  it('every heartbeat a server answered 204 is in the database after the server is killed (SIGKILL) mid-stream', {
    timeout: 180_000,
  }, async () => {
    const documentId = await mdDoc(k, 'Durable deck', '# One\n\nA.\n\n# Two\n\nB.');
    const link = await makeLink(k, { documentId, requireEmail: false, notifyOnView: false });
    const visits = [];
    for (let i = 0; i < VISITS; i++) visits.push(await start(k, link.slug));

    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: k.t.rt.config.dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    };
    const child = spawn(process.execPath, [MAIN_JS], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    try {
      await untilServing(child);
      const answered: string[] = [];
      let killed = false;
      // Every visit sends one heartbeat at once; the server is killed as soon as a quarter of them are answered.
      await Promise.allSettled(
        visits.map(async (v) => {
          const res = await fetch(`http://127.0.0.1:${port}/api/v1/public/visits/${v.visitId}/heartbeats`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-visit-token': v.token },
            body: JSON.stringify({ documentId, sections: [{ index: 0, visibleMs: 60_000 }] }),
          });
          if (res.status !== 204) throw new Error(`answered ${res.status}`);
          answered.push(v.visitId);
          if (!killed && answered.length >= VISITS / 4) {
            killed = true;
            child.kill('SIGKILL');
          }
        }),
      );
      expect(answered.length).toBeGreaterThanOrEqual(VISITS / 4);
      await exited;
      const rows = await k.t.db.kysely
        .selectFrom('link_visits')
        .select(['id', 'total_ms', 'last_heartbeat_at'])
        .where('id', 'in', answered)
        .execute();
      expect(rows).toHaveLength(answered.length);
      for (const r of rows) {
        expect(r.last_heartbeat_at, r.id).not.toBeNull();
        expect(Number(r.total_ms), r.id).toBeGreaterThan(0);
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
  });
});
