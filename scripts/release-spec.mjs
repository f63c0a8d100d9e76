#!/usr/bin/env node
// `npm run release:spec [-- --dry-run] [-- --spec FILE]`: releases the contract. Reads the diff of the bundled spec
// (spec/dist/openapi.json, after `npm run generate`) against the latest baseline, picks the next version (a
// declared break: the major already written in info.version; an addition or deprecation: the minor; any other
// change: the patch), writes it into spec/openapi.yaml, regenerates, writes spec/released/<version>.json, moves the
// SDK's and CLI's package versions along and opens a section of spec/CHANGES.md with the diff's lines, to be edited
// into sentences. A break the gate refuses stops it (the rules: spec/CONVENTIONS.md, "Compatibility").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselines, breakingChanges, check, parseVersion } from './check-breaking.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dry = process.argv.includes('--dry-run');
const i = process.argv.indexOf('--spec');
if (i > 0 && !dry) {
  console.error('release:spec: --spec FILE only with --dry-run (a release is made from spec/openapi.yaml)');
  process.exit(2);
}
const file = i > 0 ? path.resolve(process.argv[i + 1]) : path.join(root, 'spec/dist/openapi.json');
const after = JSON.parse(fs.readFileSync(file, 'utf8'));
const latest = baselines().at(-1);
const before = JSON.parse(fs.readFileSync(latest.file, 'utf8'));

/** The next version after `v` by the kind of change. */
export function bump(v, kind) {
  const [major, minor, patch] = parseVersion(v);
  if (kind === 'major') return `${major + 1}.0.0`;
  if (kind === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

const { breaks, allowed, reason } = check(after);
if (breaks.length && !allowed) {
  for (const b of breaks) console.error(`  ${b.rule}: ${b.where}\n      ${b.what}`);
  console.error(`release:spec: ${breaks.length} breaking change(s) against ${latest.version}: ${reason}`);
  process.exit(1);
}
const notes = [];
breakingChanges(before, after, notes);
const same = (s) => JSON.stringify({ ...s, info: { ...s.info, version: '' } });
if (!breaks.length && !notes.length && same(before) === same(after)) {
  console.log(`release:spec: nothing changed since ${latest.version}`);
  process.exit(0);
}
const version = breaks.length ? after.info.version : bump(latest.version, notes.length ? 'minor' : 'patch');
const kind = breaks.length ? 'major' : notes.length ? 'minor' : 'patch';
console.log(
  `release:spec: ${latest.version} → ${version} (${kind}: ${breaks.length} declared break(s), ${notes.length} addition(s) or deprecation(s))`,
);
if (dry) process.exit(0);

// spec/openapi.yaml's info.version, then everything generated from it.
const yamlFile = path.join(root, 'spec/openapi.yaml');
const yaml = fs.readFileSync(yamlFile, 'utf8');
fs.writeFileSync(yamlFile, yaml.replace(/^(info:\n(?:[ \t].*\n)*?[ \t]+version:[ \t]*)\S+/m, `$1${version}`));
execFileSync('node', [path.join(root, 'scripts/generate.mjs')], { stdio: 'inherit' });
fs.copyFileSync(path.join(root, 'spec/dist/openapi.json'), path.join(root, `spec/released/${version}.json`));
for (const pkg of ['packages/sdk/package.json', 'packages/cli/package.json']) {
  const f = path.join(root, pkg);
  fs.writeFileSync(f, fs.readFileSync(f, 'utf8').replace(/^(\s*"version":\s*")[^"]+/m, `$1${version}`));
}
const changes = path.join(root, 'spec/CHANGES.md');
const text = fs.readFileSync(changes, 'utf8');
const lines = [...new Set(notes.map((n) => `- ${n.what}: \`${n.where}\``))];
const section = `## ${version} (${new Date().toISOString().slice(0, 10)})\n\n### ${kind === 'patch' ? 'Fixed' : 'Added'}\n\n${lines.join('\n') || '- (say what changed)'}\n\n`;
const at = text.search(/^## /m);
// A declared major has its section already (its "### Breaking" lines let the gate through).
if (!new RegExp(`^## \\[?${version.replaceAll('.', '\\.')}\\b`, 'm').test(text))
  fs.writeFileSync(changes, at < 0 ? `${text.trimEnd()}\n\n${section}` : text.slice(0, at) + section + text.slice(at));
console.log(
  `release:spec: wrote spec/released/${version}.json; edit the new section of spec/CHANGES.md into sentences`,
);
