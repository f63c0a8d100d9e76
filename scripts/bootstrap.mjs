#!/usr/bin/env node
// First half of `npm start` and `npm test`: install the workspace (once per lockfile) and build what changed
// (scripts/build.mjs: a warm start with nothing changed builds nothing).
//
//   node scripts/bootstrap.mjs [--serve] [--root DIR]
//
// --serve (npm start): build what the server runs (the root package.json's config.serves: the server and the
// pages' assets) and return, so it starts
// serving; the SDK and the CLI, when stale, go on building in a process of their own beside it (a fresh clone
// serves 3-4 s sooner; `npx dossier` is there a few seconds later). Without it (npm test), everything is built
// before it returns.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, planBuild } from './build.mjs';
import { pnpm } from './pnpm.mjs';

const rootAt = process.argv.indexOf('--root');
const root =
  rootAt > 0
    ? path.resolve(process.argv[rootAt + 1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
  step(
    'install',
    pnpm(['install', '--frozen-lockfile', '--reporter=append-only'], {
      cwd: root,
      env: { ...process.env, CI: 'true' },
    }),
  );
  fs.writeFileSync(marker, lockText);
}
if (!process.argv.includes('--serve')) await build(root);
else {
  const serves = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).config?.serves ?? [];
  await build(root, { only: serves });
  const rest = planBuild(root)
    .filter((e) => e.reason && !serves.includes(e.pkg.dir))
    .map((e) => e.pkg.dir);
  // Not waited for: it prints what it builds as it goes, and a build cut short (Ctrl-C) is redone next start.
  if (rest.length)
    spawn(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url)), '--root', root, ...rest], {
      cwd: root,
      stdio: 'inherit',
    }).unref();
}
