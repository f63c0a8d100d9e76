// The breaking-change gate (scripts/check-breaking.mjs, `npm run check:breaking`, a stage of npm test): the bundled
// contract keeps every promise of its latest released baseline; each kind of break planted in a copy of it fails the
// gate (through the command, exit 1, and through the function, naming the rule), additive changes pass, and an
// intended break passes only when spec/CHANGES.md declares it under a new major with its own base path.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baselines, breakingChanges, check, compareVersions, declaredBreaks } from '../scripts/check-breaking.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const current = JSON.parse(fs.readFileSync(path.join(root, 'spec/dist/openapi.json'), 'utf8'));
const latest = baselines().at(-1)!;
const baseline = JSON.parse(fs.readFileSync(latest.file, 'utf8'));
type Spec = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A copy of the latest baseline changed by `plant`. */
function planted(plant: (s: Spec) => void): Spec {
  const s = structuredClone(baseline);
  plant(s);
  return s;
}

const schemas = (s: Spec) => s.components.schemas;

/** Each kind of break the gate refuses, planted in the baseline: [name, plant, the rule it must name]. */
const BREAKS: [string, (s: Spec) => void, RegExp][] = [
  ['a removed operation', (s) => delete s.paths['/folders'].post, /breaking/],
  ['a removed path', (s) => delete s.paths['/agreements/{id}'], /breaking/],
  [
    'a renamed response field',
    (s) => {
      const f = schemas(s).Folder;
      f.properties.title = f.properties.name;
      delete f.properties.name;
      f.required = f.required.map((k: string) => (k === 'name' ? 'title' : k));
    },
    /breaking/,
  ],
  [
    'a removed enum value in a response',
    (s) =>
      (schemas(s).Envelope.properties.status.enum = schemas(s).Envelope.properties.status.enum.filter(
        (v: string) => v !== 'voided',
      )),
    /removed enum value/,
  ],
  ['a new required body field', (s) => schemas(s).FolderCreate.required.push('parentId'), /breaking/],
  [
    'a new required query parameter',
    (s) =>
      (s.paths['/folders'].get.parameters ??= []).push({
        name: 'parent',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    /new required input/,
  ],
  [
    'a required parameter added beside others',
    (s) =>
      s.paths['/documents'].get.parameters.push({
        name: 'parent',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    /breaking/,
  ],
  [
    'a narrowed input type (a shorter maxLength)',
    (s) => (schemas(s).FolderCreate.properties.name.maxLength = 60),
    /breaking/,
  ],
  [
    'a narrowed input type (null no longer accepted)',
    (s) => (schemas(s).FolderCreate.properties.parentId.type = 'string'),
    /breaking/,
  ],
  [
    'a widened output type (a field may now be null)',
    (s) => (schemas(s).Folder.properties.name.type = ['string', 'null']),
    /widened output type/,
  ],
  [
    'a changed success status',
    (s) => {
      const r = s.paths['/folders'].post.responses;
      r['200'] = r['201'];
      delete r['201'];
    },
    /changed success status/,
  ],
  [
    'a removed security alternative',
    (s) => (s.paths['/public/requests/{slug}'].get.security = [{ requestToken: [] }]),
    /breaking/,
  ],
  ['a removed security scheme', (s) => delete s.components.securitySchemes.visitToken, /removed security alternative/],
  [
    'a changed default of an input',
    (s) => (schemas(s).LinkCreate.properties.requireEmail.default = false),
    /changed default/,
  ],
  ['a narrowed input format', (s) => (schemas(s).FolderCreate.properties.name.format = 'email'), /breaking|format/],
  [
    'a removed field of a webhook payload',
    (s) => {
      const d = schemas(s).EnvelopeSentEventData;
      const k = d.required[0];
      delete d.properties[k];
      d.required = d.required.slice(1);
    },
    /breaking/,
  ],
  ['a moved base path', (s) => (s.servers = [{ url: 'http://localhost:8080/api/v2' }]), /base path changed/],
];

describe('breaking-change gate', () => {
  it('passes the bundled contract against the latest baseline (npm run check:breaking)', async () => {
    const { stdout } = await run('node', ['scripts/check-breaking.mjs'], { cwd: root });
    expect(stdout).toContain(`keeps every promise of ${latest.version}`);
    expect(compareVersions(current.info.version, latest.version)).toBeGreaterThanOrEqual(0);
  });

  it('fails a bundled spec with a break (--spec FILE), exiting 1 and naming it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-breaking-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(planted((s) => delete s.paths['/folders'].post)));
    const failed = await run('node', ['scripts/check-breaking.mjs', '--spec', file], { cwd: root }).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('/folders › post');
    expect(failed?.stderr).toMatch(/break a client of/);
  });

  it('release:spec picks the next version by the kind of change (--dry-run)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-release-'));
    const release = async (spec: Spec) => {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(spec));
      return run('node', ['scripts/release-spec.mjs', '--dry-run', '--spec', file], { cwd: root }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    };
    const [major, minor, patch] = latest.version.split('.').map(Number);
    expect((await release(planted((s) => (schemas(s).Folder.properties.color = { type: 'string' })))).out).toContain(
      `→ ${major}.${minor + 1}.0 (minor`,
    );
    expect((await release(planted((s) => (s.paths['/folders'].post.description = 'Reworded.')))).out).toContain(
      `→ ${major}.${minor}.${patch + 1} (patch`,
    );
    expect((await release(baseline)).out).toContain('nothing changed');
    const refused = await release(planted((s) => delete s.paths['/folders'].post));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/needs a new major/);
  });

  for (const [name, plant, rule] of BREAKS) {
    it(`refuses ${name}`, () => {
      const breaks = breakingChanges(baseline, planted(plant));
      expect(breaks.length, `no break found for ${name}`).toBeGreaterThan(0);
      expect(breaks.map((b) => b.rule).join('\n')).toMatch(rule);
    });
  }

  it('refuses a value added to an enum not marked extensible, and passes it on one that is', () => {
    const closed = planted((s) => delete schemas(s).Envelope.properties.status['x-extensible-enum']);
    const grown = (from: Spec) => {
      const s = structuredClone(from);
      schemas(s).Envelope.properties.status.enum.push('archived');
      return s;
    };
    expect(breakingChanges(closed, grown(closed)).map((b) => b.rule)).toContain('breaking (api-smart-diff)');
    expect(breakingChanges(baseline, grown(baseline))).toEqual([]);
  });

  it('passes additive changes: a new path, optional input, response field, status, extensible enum value, webhook event', () => {
    const after = planted((s) => {
      s.paths['/folders/{id}/archive'] = {
        post: { ...structuredClone(s.paths['/folders'].post), operationId: 'archiveFolder' },
      };
      schemas(s).FolderCreate.properties.color = { type: 'string', maxLength: 20 };
      (s.paths['/folders'].get.parameters ??= []).push({
        name: 'q',
        in: 'query',
        required: false,
        schema: { type: 'string' },
      });
      schemas(s).Folder.properties.color = { type: ['string', 'null'] };
      schemas(s).Folder.required.push('color');
      s.paths['/folders'].post.responses['202'] = s.paths['/folders'].post.responses['201'];
      schemas(s).EventName.enum.push('batch.cancelled');
      schemas(s).Batch.properties.status.enum.push('paused');
      s.webhooks['batch.cancelled'] = structuredClone(s.webhooks['batch.completed'] ?? Object.values(s.webhooks)[0]);
      schemas(s).FolderCreate.properties.name.maxLength = 200; // a wider input
      s.paths['/folders'].post.description += ' More words.';
      schemas(s).Folder.properties.name.description = 'Reworded.';
    });
    expect(breakingChanges(baseline, after)).toEqual([]);
  });

  it('marks every enum an answer or a webhook payload carries as extensible (x-extensible-enum)', () => {
    const unmarked = new Set<string>();
    const walk = (node: Spec, where: string, seen: Set<string>): void => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => {
          walk(n, `${where}/${i}`, seen);
        });
        return;
      }
      if (!node || typeof node !== 'object') return;
      if (typeof node.$ref === 'string') {
        const name = node.$ref.split('/').pop();
        if (seen.has(name)) return;
        seen.add(name);
        walk(current.components.schemas[name], `#${name}`, seen);
        return;
      }
      if (node.enum && node['x-extensible-enum'] !== true) unmarked.add(where);
      for (const [k, v] of Object.entries(node)) walk(v, `${where}/${k}`, seen);
    };
    for (const [p, item] of Object.entries<Spec>(current.paths))
      for (const [m, op] of Object.entries<Spec>(item)) if (op?.responses) walk(op.responses, `${m} ${p}`, new Set());
    for (const [event, item] of Object.entries<Spec>(current.webhooks))
      walk(item.post.requestBody, `webhook ${event}`, new Set());
    expect([...unmarked]).toEqual([]);
  });

  it('lets an intended break through only under a declared new major with its own base path', () => {
    const broken = planted((s) => {
      delete s.paths['/folders'].post;
      s.info.version = '2.0.0';
    });
    expect(check(broken, { changes: '# Changes\n' }).allowed).toBe(false);
    const declared = '# Changes\n\n## 2.0.0\n\n### Breaking\n\n- `POST /folders` removed.\n';
    const sameBase = check(broken, { changes: declared });
    expect(sameBase.allowed).toBe(false);
    expect(sameBase.reason).toMatch(/own base path/);
    broken.servers = [{ url: 'http://localhost:8080/api/v2' }];
    expect(check(broken, { changes: declared }).allowed).toBe(true);
    // A break under the baseline's own major never passes, declared or not.
    const minor = planted((s) => {
      delete s.paths['/folders'].post;
      s.info.version = '1.9.0';
    });
    expect(check(minor, { changes: '## 1.9.0\n\n### Breaking\n\n- no.\n' }).reason).toMatch(/new major/);
    expect([...declaredBreaks(declared)]).toEqual(['2.0.0']);
  });
});
