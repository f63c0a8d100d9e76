#!/usr/bin/env node
// `node bench/cpu-min.mjs [--pg] [--only=docs,docsIdem,links,list,hb,me,envs,linksList]`: the built server's CPU time per request
// (user + system, /proc), the least and the median of 6 runs of 2 s each (wrk, 32 connections) per scenario; with
// --pg also the CPU time PostgreSQL's processes spent per request (every postgres process on the machine).
// On a machine shared with other work, req/s moves with the neighbours; the least CPU time per request moves much
// less, so this is the figure to compare a change with (before and after, same machine). docsIdem is POST
// /documents with a fresh Idempotency-Key on every request (against docs: what the key costs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  benchKey,
  cpuMs,
  createTempDatabase,
  postgresCpu,
  postgresCpuSince,
  startDossier,
  tempDir,
} from './support.mjs';
const NOTE_MD =
  '# Meeting note\n\nA short **Markdown** body with a [link](https://example.com) and a list:\n\n- first point\n- second point\n';
const pg = process.argv.includes('--pg');
const runs = 6,
  secs = 2;
const env = { DATA_DIR: tempDir('cpu'), RATE_LIMIT_PER_MINUTE: '1000000', DATABASE_URL: '' };
let drop;
if (pg) {
  const t = await createTempDatabase('cpu');
  env.DATABASE_URL = t.url;
  drop = t.drop;
}
const d = await startDossier(env, {
  timeoutMs: 180000,
  nodeArgs: process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROF] : [],
});
const key = benchKey(env);
const call = async (method, p, body, extra = {}) => {
  const r = await fetch(d.origin + p, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...extra },
    body: body && JSON.stringify(body),
  });
  return r.status === 204 ? null : r.json();
};
const doc = (await call('POST', '/api/v1/documents', { title: 'x', markdown: NOTE_MD })).data;
for (let i = 0; i < 100; i++) await call('POST', '/api/v1/documents', { title: `Seed ${i}`, markdown: NOTE_MD });
if (process.argv.some((a) => a.startsWith('--only=') && /envs|linksList/.test(a))) {
  for (let i = 0; i < 60; i++) {
    const d = (
      await call('POST', '/api/v1/documents', {
        title: `Agreement ${i}`,
        markdown: '# Terms\n\nAgreed.\n',
        recipients: [{ name: 'Ada', email: `ada${i}@bench.example` }],
      })
    ).data;
    await call('POST', `/api/v1/documents/${d.id}/signature-blocks`, { recipientId: d.recipients[0].id });
    await call('POST', '/api/v1/envelopes', { documentId: d.id });
    await call('POST', '/api/v1/links', { documentId: doc.id, name: `Investor ${i}`, tags: ['seed'] });
  }
}
const hbDoc = (await call('POST', '/api/v1/documents', { title: 'HB', markdown: '# One\n\nA.\n\n# Two\n\nB.' })).data;
const link = (await call('POST', '/api/v1/links', { documentId: hbDoc.id, requireEmail: false, notifyOnView: false }))
  .data;
const visits = [];
for (let i = 0; i < 200; i++) {
  const r = await fetch(`${d.origin}/api/v1/public/links/${link.slug}/visits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  visits.push((await r.json()).data);
}
const lua = (v) => `[==[${v}]==]`;
const scen = {
  docs: { m: 'POST', p: '/api/v1/documents', b: { title: 'Meeting note', markdown: NOTE_MD } },
  docsIdem: { m: 'POST', p: '/api/v1/documents', b: { title: 'Meeting note', markdown: NOTE_MD }, idem: true },
  links: {
    m: 'POST',
    p: '/api/v1/links',
    b: { documentId: doc.id, name: 'Investor link', allowDownload: true, tags: ['series-a'] },
  },
  list: { m: 'GET', p: '/api/v1/documents?limit=50' },
  me: { m: 'GET', p: '/api/v1/me' },
  envs: { m: 'GET', p: '/api/v1/envelopes?limit=50' },
  linksList: { m: 'GET', p: '/api/v1/links?limit=50' },
  hb: {
    m: 'POST',
    targets: visits.map((v) => ({
      p: `/api/v1/public/visits/${v.visitId}/heartbeats`,
      h: { 'x-visit-token': v.token },
    })),
    b: {
      documentId: hbDoc.id,
      sections: [
        { index: 0, visibleMs: 1500 },
        { index: 1, visibleMs: 900 },
      ],
    },
    noauth: true,
  },
};
const only = (process.argv.find((a) => a.startsWith('--only='))?.slice(7) ?? 'docs,links,list,hb,me').split(',');
for (const name of only) {
  const s = scen[name];
  const targets = s.targets ?? [{ p: s.p, h: {} }];
  const script = [
    'local t = {',
    ...targets.map(
      (t) =>
        `{ ${lua(t.p)}, { ${Object.entries({
          ...(s.noauth ? {} : { authorization: `Bearer ${key}` }),
          'content-type': 'application/json',
          ...t.h,
        })
          .map(([k, v]) => `[ ${lua(k)} ]=${lua(v)}`)
          .join(',')} } },`,
    ),
    '}',
    `local body = ${s.b ? lua(JSON.stringify(s.b)) : 'nil'}`,
    'local n = 0',
    'request = function() n = n + 1; local x = t[(n % #t) + 1]; local h = x[2]; ' +
      (s.idem ? 'h["idempotency-key"] = "k" .. n .. math.random(1, 1e9); ' : '') +
      `return wrk.format(${lua(s.m)}, x[1], h, body) end`,
  ].join('\n');
  const file = path.join(env.DATA_DIR, 's.lua');
  fs.writeFileSync(file, script);
  const res = [];
  for (let i = 0; i < runs; i++) {
    const c0 = cpuMs(d.pid);
    const p0 = pg ? postgresCpu() : null;
    const out = spawnSync('wrk', ['-t', '1', '-c', '32', '-d', `${secs}s`, '-s', file, d.origin + targets[0].p], {
      encoding: 'utf8',
    }).stdout;
    const n = Number(out.match(/(\d+) requests in/)?.[1]);
    const bad = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
    res.push({
      us: ((cpuMs(d.pid) - c0) * 1000) / n,
      pgUs: pg ? (postgresCpuSince(p0) * 1000) / n : 0,
      rps: n / secs,
      bad,
    });
  }
  const us = res.map((r) => r.us).sort((a, b) => a - b);
  const pgUs = res.map((r) => r.pgUs).sort((a, b) => a - b);
  console.log(
    `${name.padEnd(9)} CPU µs/req min ${us[0].toFixed(0)} median ${us[Math.floor(us.length / 2)].toFixed(0)}${pg ? `  PostgreSQL's µs/req min ${pgUs[0].toFixed(0)} median ${pgUs[Math.floor(pgUs.length / 2)].toFixed(0)}` : ''}  req/s max ${Math.max(...res.map((r) => r.rps)).toFixed(0)}  bad ${res.reduce((a, r) => a + r.bad, 0)}`,
  );
}
await d.stop();
if (drop) await drop();
fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
