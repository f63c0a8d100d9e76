import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
const { loadConfig } = await import('./dist/config.js'); const { openRuntime } = await import('./dist/runtime.js'); const { buildApp } = await import('./dist/app.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inj-'));
const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000' });
const rt = await openRuntime(config); const app = await buildApp({ config, keys: rt.keys, services: rt }); await app.ready();
const { key } = await rt.keys.create({ workspace: 'inj', plan: 'enterprise', scopes: ['documents:read', 'documents:write'] });
const headers = { authorization: `Bearer ${key}` };
for (let i = 0; i < 200; i++) await app.inject({ method: 'POST', url: '/api/v1/documents', headers, payload: { title: `Doc ${i}`, markdown: '# Note\n\nA short **Markdown** body with a [link](https://example.com) and a list:\n\n- first point\n- second point\n' } });
const Fastify = (await import('fastify')).default; const bare = Fastify();
const body = (await app.inject({ method: 'GET', url: '/api/v1/documents?limit=50', headers })).json();
bare.get('/api/v1/documents', async () => body); await bare.ready();
for (const [name, a, h, url] of (process.env.ONLY === 'docs' ? [['dossier /documents', app, headers, '/api/v1/documents?limit=50']] : [['dossier /documents', app, headers, '/api/v1/documents?limit=50'], ['bare /documents', bare, {}, '/api/v1/documents?limit=50'], ['dossier /me', app, headers, '/api/v1/me']])) {
  for (let r = 0; r < 3; r++) { const t = performance.now(); for (let i = 0; i < 2000; i++) await a.inject({ method: 'GET', url, headers: h }); console.log(name, ((performance.now() - t) / 2000 * 1000).toFixed(0), 'us/req'); }
}
if (process.argv[2] === 'prof') { const { Session } = await import('node:inspector/promises'); }
await app.close(); await rt.close();
