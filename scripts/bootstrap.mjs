#!/usr/bin/env node
// First half of `npm start` and `npm test`: install the workspace (once per lockfile) and build what changed
// (scripts/build.mjs: a warm start with nothing changed builds nothing).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'node_modules/.dossier-installed');
const lock = path.join(root, 'pnpm-lock.yaml');

function step(title, status) {
  if (status !== 0) {
    console.error(`dossier: ${title} failed (exit ${status})`);
    process.exit(status || 1);
  }
}

const lockText = fs.readFileSync(lock, 'utf8');
const installed = fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === lockText;
if (!installed) {
  console.log('dossier: installing dependencies…');
  step('install', pnpm(['install', '--frozen-lockfile', '--reporter=append-only'], { cwd: root, env: { ...process.env, CI: 'true' } }));
  fs.writeFileSync(marker, lockText);
}
await build(root);
