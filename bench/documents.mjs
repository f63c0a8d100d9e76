#!/usr/bin/env node
// `npm run bench:documents [-- --postgres]`: documents created per second from a 20 KB Markdown body (full
// POST /documents: conversion, sections, PDF page count, insert, search index, audit entry), search latency
// over 10,000 documents (GET /documents?q=, through the FTS5 or tsvector index), and the export time of a
// 20-page document as PDF, DOCX and Markdown. Runs the built server's app in process (server/dist) and calls it
// with fastify.inject, so the figures exclude the network but include routing, auth, validation and the
// database. SQLite by default; --postgres uses a database created (and dropped) for the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createTempDatabase } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(path.join(root, 'server/dist', p));
const { loadConfig } = await dist('config.js');
const { openRuntime } = await dist('runtime.js');
const { buildApp } = await dist('app.js');
const repo = await dist('documents/repository.js');
const { values: opts } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    corpus: { type: 'string', default: '10000' },
    creates: { type: 'string', default: '100' },
  },
});

const words =
  'agreement party confidential information disclose term notice obligation remedy breach jurisdiction governing law clause schedule payment invoice delivery warranty liability indemnity'.split(
    ' ',
  );
const rnd = (n) => Math.floor(Math.random() * n);
const sentence = (n = 14) => Array.from({ length: n }, () => words[rnd(words.length)]).join(' ');
function markdown(bytes) {
  let md = '';
  let i = 0;
  while (md.length < bytes) {
    i++;
    md += `## Section ${i}\n\n${sentence(40)}.\n\n- ${sentence(8)}\n- ${sentence(8)}\n\n| Item | Amount |\n| --- | ---: |\n| ${words[rnd(words.length)]} | ${rnd(1000)} |\n\nThe rate is $r = ${rnd(9)}\\%$ per annum.\n\n`;
  }
  return md;
}

let databaseUrl = '';
let dropDb = async () => {};
if (opts.postgres) ({ url: databaseUrl, drop: dropDb } = await createTempDatabase('docs'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-docs-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '1000000' });
const rt = await openRuntime(config, { poolSize: 10 });
const app = await buildApp({ config, keys: rt.keys, services: rt });
await app.ready();
const ms = (t0) => performance.now() - t0;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
try {
  const { key, workspaceId } = await rt.keys.create({
    workspace: 'bench',
    plan: 'enterprise',
    scopes: ['documents:read', 'documents:write'],
  });
  const headers = { authorization: `Bearer ${key}` };
  const md = markdown(20_000);
  // Warm-up (fonts, converters, JIT).
  for (let i = 0; i < 5; i++)
    await app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers,
      payload: { title: `warm ${i}`, markdown: md },
    });
  const creates = Number(opts.creates);
  let t0 = performance.now();
  for (let i = 0; i < creates; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers,
      payload: { title: `Contract ${i}`, markdown: md },
    });
    if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  }
  const createMs = ms(t0);
  console.log(`engine: ${opts.postgres ? 'PostgreSQL' : 'SQLite'}`);
  console.log(
    `create from a ${(md.length / 1000).toFixed(1)} KB Markdown body: ${(creates / (createMs / 1000)).toFixed(1)} documents/s (${(createMs / creates).toFixed(1)} ms each, sequential)`,
  );

  // A corpus of 10,000 documents written straight through the repository (as the API would store them).
  const corpus = Number(opts.corpus);
  t0 = performance.now();
  const now = new Date().toISOString();
  for (let i = 0; i < corpus; i += 500) {
    await rt.db.kysely.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(corpus, i + 500); j++) {
        const id = `doc_bench${j}`;
        const text = `${sentence(60)} ${j % 100 === 0 ? 'zephyrine' : ''} ${sentence(60)}`;
        await repo.insertDocument(
          trx,
          {
            id,
            workspace_id: workspaceId,
            title: `Agreement ${j} ${words[j % words.length]}`,
            kind: 'xdoc',
            status: 'draft',
            page_count: 1,
            active_envelope_id: null,
            folder_id: null,
            in_library: 0,
            deleted_at: null,
            content: '{"type":"doc","content":[]}',
            sections: '[]',
            body_text: text,
            source_blob_id: null,
            source_filename: null,
            source_content_type: null,
            source_byte_size: null,
            source_sha256: null,
            has_text_layer: null,
            template_id: null,
            ever_sent: 0,
            created_at: now,
            updated_at: new Date(Date.now() + j).toISOString(),
          },
          [],
        );
      }
    });
  }
  console.log(`corpus: ${corpus} documents indexed in ${(ms(t0) / 1000).toFixed(1)} s`);
  for (const [label, q] of [
    ['rare word (100 hits)', 'zephyrine'],
    ['common word', 'indemnity'],
    ['two words', 'warranty liability'],
    ['prefix', 'juris'],
    ['no hit', 'porcupine'],
  ]) {
    const times = [];
    let hits = 0;
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/documents?q=${encodeURIComponent(q)}&limit=50`,
        headers,
      });
      times.push(ms(t));
      hits = res.json().data.length;
    }
    console.log(
      `search ${label}: median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms (${hits} on the first page)`,
    );
  }

  // A 20-page document exported three ways.
  let long = '';
  let pages = 0;
  let doc;
  for (let size = 20_000; pages < 20; size += 4_000) {
    long = markdown(size);
    doc = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/documents',
        headers,
        payload: { title: 'Twenty pages', markdown: long },
      })
    ).json().data;
    pages = doc.pageCount;
  }
  for (const format of ['pdf', 'docx', 'md']) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/documents/${doc.id}/export?format=${format}`,
        headers,
      });
      times.push(ms(t));
      bytes = res.rawPayload.length;
    }
    console.log(
      `export ${format} of a ${pages}-page document: median ${median(times).toFixed(0)} ms (${(bytes / 1024).toFixed(0)} KB)`,
    );
  }
} finally {
  await app.close();
  await rt.close();
  await dropDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
