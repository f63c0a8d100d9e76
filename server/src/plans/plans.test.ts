// Plans as data, through the operator's own commands run as child processes: `admin plans list|set`, the default
// plan of new workspaces (DOSSIER_DEFAULT_PLAN, checked at start) and the ceilings the API then applies.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_JS, MAIN_JS, bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { openDatabase } from '../db/connect.js';
import { migrations } from '../db/migrations/index.js';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tag = `${process.pid}-${Date.now().toString(36)}`;
let t: TestApp;

const admin = (args: string[], env: Record<string, string> = {}) =>
  run('node', [ADMIN_JS, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: t.rt.config.dataDir, ...env },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

async function newKey(workspace: string, extra: string[] = []): Promise<string> {
  const res = await admin(['keys', 'create', '--workspace', workspace, '--scopes', 'all', ...extra, '--json']);
  expect(res.code, res.stderr).toBe(0);
  return JSON.parse(res.stdout).key;
}

const createDoc = (key: string, title: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/documents', headers: bearer(key), payload: { title } });

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
});
afterAll(() => t.close());

describe('admin plans', () => {
  it('lists the plans with their ceilings; the plan without ceilings is the default', async () => {
    const res = await admin(['plans', 'list', '--json']);
    expect(res.code, res.stderr).toBe(0);
    const plans = JSON.parse(res.stdout) as { name: string }[];
    expect(plans.find((p) => p.name === 'self-hosted')).toMatchObject({
      documents: null,
      rooms: null,
      links: null,
      sends: null,
      default: true,
    });
    expect(plans.find((p) => p.name === 'free')).toMatchObject({
      documents: 25,
      rooms: 3,
      links: 50,
      sends: 10,
      default: false,
    });
    const text = await admin(['plans', 'list']);
    expect(text.stdout).toMatch(
      /^self-hosted \(default\) {2}documents none {2}rooms none {2}links none {2}sends\/month none {2}workspaces \d+$/m,
    );
    expect(text.stdout).toMatch(/^free {2}documents 25 {2}rooms 3 {2}links 50 {2}sends\/month 10 {2}workspaces \d+$/m);
  });

  it('a new workspace starts on the default plan: no 25-document ceiling, and GET /me names the plan', async () => {
    const key = await newKey(`own-${tag}`);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(key) });
    expect(me.json().data.plan).toBe('self-hosted');
    for (let i = 1; i <= 26; i++) expect((await createDoc(key, `Doc ${i}`)).statusCode, `document ${i}`).toBe(201);
  });

  it('plans set creates a plan, changes only the ceilings given, and none removes one; the API applies them at once', async () => {
    const name = `tight-${tag}`;
    const created = await admin(['plans', 'set', name, '--documents', '1', '--rooms', '2', '--sends', '5', '--json']);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toEqual({
      name,
      documents: 1,
      rooms: 2,
      links: null,
      sends: 5,
      workspaces: 0,
      default: false,
      created: true,
    });
    const key = await newKey(`tight-${tag}`, ['--plan', name]);
    expect((await createDoc(key, 'First')).statusCode).toBe(201);
    const refused = await createDoc(key, 'Second');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      requestId: expect.any(String),
      error: `the ${name} plan allows 1 documents; delete one or change plan`,
      code: 'plan_limit',
    });

    const raised = await admin(['plans', 'set', name, '--documents', '2']);
    expect(raised.code, raised.stderr).toBe(0);
    expect(raised.stdout).toBe(`updated ${name}  documents 2  rooms 2  links none  sends/month 5  workspaces 1\n`);
    expect((await createDoc(key, 'Second')).statusCode).toBe(201);
    expect((await createDoc(key, 'Third')).statusCode).toBe(422);
    expect((await admin(['plans', 'set', name, '--documents', 'none'])).code).toBe(0);
    expect((await createDoc(key, 'Third')).statusCode).toBe(201);
  });

  it('refuses bad input with exit 2 and the usage', async () => {
    const bad = [
      ['plans', 'set', 'Not A Name', '--documents', '1'],
      ['plans', 'set', `x-${tag}`, '--documents', '-1'],
      ['plans', 'set', `x-${tag}`, '--rooms', 'lots'],
      ['plans', 'set', 'free'],
      ['plans', 'set'],
      ['plans', 'remove', 'free'],
      ['plans', 'set', `x-${tag}`, '--colour', 'red'],
    ];
    const results = await Promise.all(bad.map((args) => admin(args)));
    results.forEach((res, i) => {
      expect(res.code, bad[i].join(' ')).toBe(2);
      expect(res.stderr).toContain('admin plans set <name>');
    });
    const plans = JSON.parse((await admin(['plans', 'list', '--json'])).stdout) as {
      name: string;
      documents: number | null;
    }[];
    expect(plans.some((p) => p.name === `x-${tag}`)).toBe(false);
    expect(plans.find((p) => p.name === 'free')?.documents).toBe(25);
  });

  it('DOSSIER_DEFAULT_PLAN names the plan of new workspaces; one that does not exist is refused naming the variable', async () => {
    const key = await newKey(`team-${tag}`);
    await newKey(`pro-${tag}`, ['--plan', 'pro']);
    const viaEnv = await admin(['keys', 'create', '--workspace', `env-${tag}`, '--scopes', 'all', '--json'], {
      DOSSIER_DEFAULT_PLAN: 'team',
    });
    expect(viaEnv.code, viaEnv.stderr).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(JSON.parse(viaEnv.stdout).key) });
    expect(me.json().data.plan).toBe('team');
    // Without --plan an existing workspace keeps its plan, whatever the default.
    await admin(['keys', 'create', '--workspace', `pro-${tag}`, '--scopes', 'all'], { DOSSIER_DEFAULT_PLAN: 'team' });
    expect(
      (
        await t.db.kysely
          .selectFrom('workspaces')
          .select('plan')
          .where('slug', '=', `pro-${tag}`)
          .executeTakeFirstOrThrow()
      ).plan,
    ).toBe('pro');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(key) })).json().data.plan).toBe(
      'self-hosted',
    );

    const missing = await admin(['keys', 'create', '--workspace', `none-${tag}`, '--scopes', 'all'], {
      DOSSIER_DEFAULT_PLAN: 'platinum',
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('DOSSIER_DEFAULT_PLAN names the plan "platinum", which does not exist');
    const malformed = await admin(['plans', 'list'], { DOSSIER_DEFAULT_PLAN: 'Not a plan' });
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('DOSSIER_DEFAULT_PLAN must be a plan name');
    expect(
      await t.db.kysely.selectFrom('workspaces').select('id').where('slug', '=', `none-${tag}`).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('server start', () => {
  /** Runs `npm run serve`'s entry point until it prints `until`, or exits. */
  function serve(
    env: Record<string, string>,
    until: RegExp,
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn('node', [MAIN_JS], {
        cwd: serverDir,
        env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (until.test(stdout)) child.kill('SIGTERM');
      });
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('refuses to start (exit 2) when DOSSIER_DEFAULT_PLAN names no plan', async () => {
    const res = await serve({ DATA_DIR: t.rt.config.dataDir, DOSSIER_DEFAULT_PLAN: 'platinum' }, /serving/);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /^dossier: DOSSIER_DEFAULT_PLAN names the plan "platinum", which does not exist \(plans: .*self-hosted.*\)/,
    );
  });

  it('the first start puts the default workspace on the plan without ceilings', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-first-'));
    try {
      const res = await serve({ DATA_DIR: dataDir, DATABASE_URL: '' }, /shown once[^\n]*\n\n {2}dsk_\S+/);
      expect(res.stdout).toContain('An all-scopes API key for workspace "default"');
      const db = await openDatabase({ dataDir });
      try {
        expect(await db.kysely.selectFrom('workspaces').select(['slug', 'plan']).execute()).toEqual([
          { slug: 'default', plan: 'self-hosted' },
        ]);
      } finally {
        await db.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('migration 008-self-hosted-plan', () => {
  it('adds the plan without ceilings and moves the workspace an earlier first start put on free', async () => {
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('006-documents')).error).toBeUndefined();
      const now = new Date().toISOString();
      // Raw rows: workspaces in the schema before 008, which no action of this release writes.
      await db
        .insertInto('workspaces')
        .values([
          { id: 'ws_1', slug: 'default', name: 'Default workspace', email: null, plan: 'free', created_at: now },
          { id: 'ws_2', slug: 'customer', name: 'Customer', email: null, plan: 'free', created_at: now },
        ])
        .execute();
      expect((await migrator.migrateTo('008-self-hosted-plan')).error).toBeUndefined();
      expect(await db.selectFrom('plans').selectAll().where('name', '=', 'self-hosted').execute()).toEqual([
        { name: 'self-hosted', max_documents: null, max_rooms: null, max_links: null, max_monthly_sends: null },
      ]);
      expect(await db.selectFrom('workspaces').select(['slug', 'plan']).orderBy('slug').execute()).toEqual([
        { slug: 'customer', plan: 'free' },
        { slug: 'default', plan: 'self-hosted' },
      ]);
      expect((await migrator.migrateTo('006-documents')).error).toBeUndefined();
      expect(await db.selectFrom('plans').select('name').where('name', '=', 'self-hosted').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
