// Shared set-up for the server's tests: the real app over the real database — embedded SQLite in a fresh
// folder, or PostgreSQL when DATABASE_URL is set (the test runner runs the suite once on each).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connect.js';
import { allScopes } from '../src/generated/operations.gen.js';
import { openRuntime } from '../src/runtime.js';
export async function openTestDb() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 4 });
    return { db, dataDir };
}
export async function makeApp(env = {}, extra = {}) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
    const config = loadConfig({ PORT: '8080', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', ...env });
    const rt = await openRuntime(config, { poolSize: 4, webhookTls: extra.webhookTls, webhookTimeoutMs: extra.webhookTimeoutMs, log: extra.log });
    const { db, keys } = rt;
    const app = await buildApp({ config, keys, services: rt, ...extra });
    if (extra.startJobs !== false)
        await rt.start();
    await app.ready();
    const workspace = `acme-${randomBytes(4).toString('hex')}`;
    const keyWith = async (scopes, opts = {}) => (await keys.create({ workspace: opts.workspace ?? workspace, scopes, expiresAt: opts.expiresAt ?? null })).key;
    const key = await keyWith([...allScopes]);
    const workspaceId = (await keys.verify(key)).workspace.id;
    return {
        app,
        db,
        rt,
        workspaceId,
        keys,
        workspace,
        key,
        keyWith,
        close: async () => {
            await app.close();
            await rt.close();
            fs.rmSync(dataDir, { recursive: true, force: true });
        },
    };
}
export const bearer = (key) => ({ authorization: `Bearer ${key}` });
/** Polls until `fn` returns a truthy value (or throws after `ms`). */
export async function waitFor(fn, ms = 10_000, what = 'condition') {
    const deadline = Date.now() + ms;
    for (;;) {
        const v = await fn();
        if (v)
            return v;
        if (Date.now() > deadline)
            throw new Error(`timed out after ${ms} ms waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 25));
    }
}
/** A TCP proxy that can be cut, as a network failure or a database restart would cut a connection. */
export async function startTcpProxy(host, port) {
    const sockets = new Set();
    const server = net.createServer((client) => {
        const upstream = net.connect(port, host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
            client.destroy();
            upstream.destroy();
        };
        client.on('error', drop);
        upstream.on('error', drop);
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    return {
        port: server.address().port,
        cut: async () => {
            for (const s of sockets)
                s.destroy();
            await new Promise((r) => server.close(r));
        },
    };
}
/** DATABASE_URL of this run routed through a cuttable proxy (PostgreSQL runs only). */
export async function proxiedDatabaseUrl() {
    const target = new URL(process.env.DATABASE_URL);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const via = new URL(target);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    return { url: via.toString(), cut: proxy.cut };
}
//# sourceMappingURL=helpers.js.map