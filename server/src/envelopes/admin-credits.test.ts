// `admin plans set … --sends N` and `admin credits show|set`, run as the operator runs them (child processes on
// this run's database), and what the API then does with a workspace's monthly sends and credit balance.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_JS, makeApp, type TestApp } from '../../test/helpers.js';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tag = `${process.pid}-${Date.now().toString(36)}`;
let t: TestApp;

const admin = (args: string[]) =>
  run('node', [ADMIN_JS, ...args], { cwd: serverDir, env: { ...process.env, DATA_DIR: t.rt.config.dataDir } }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

async function readyDoc(key: string): Promise<string> {
  const doc = (
    await t.api(
      'POST',
      '/documents',
      { title: 'NDA', markdown: '# NDA\n\nTerms.\n', recipients: [{ name: 'Ann', email: `ann-${tag}@example.com` }] },
      key,
    )
  ).json().data;
  expect((await t.api('POST', `/documents/${doc.id}/signature-blocks`, {}, key)).statusCode).toBe(201);
  return doc.id;
}

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
});
afterAll(() => t.close());

describe('admin credits', () => {
  it('a plan with no sends left refuses with 402 until credits are set; each send then uses one', async () => {
    const plan = `nosends-${tag}`;
    expect((await admin(['plans', 'set', plan, '--sends', '0'])).code).toBe(0);
    const ws = `credits-${tag}`;
    const created = await admin(['keys', 'create', '--workspace', ws, '--plan', plan, '--scopes', 'all', '--json']);
    expect(created.code, created.stderr).toBe(0);
    const key = JSON.parse(created.stdout).key as string;

    const shown = await admin(['credits', 'show', ws, '--json']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(JSON.parse(shown.stdout)).toEqual({ workspace: ws, plan, credits: 0, monthlySends: 0, sendsThisMonth: 0 });

    const first = await readyDoc(key);
    const refused = await t.api('POST', '/envelopes', { documentId: first }, key);
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'payment_required', details: { plan, monthlySends: 0, credits: 0 } });

    const set = await admin(['credits', 'set', ws, '2']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('credits 2');
    expect((await t.api('POST', '/envelopes', { documentId: first }, key)).statusCode).toBe(201);
    expect((await t.api('POST', '/envelopes', { documentId: await readyDoc(key) }, key)).statusCode).toBe(201);
    expect((await t.api('POST', '/envelopes', { documentId: await readyDoc(key) }, key)).statusCode).toBe(402);
    expect(JSON.parse((await admin(['credits', 'show', ws, '--json'])).stdout)).toMatchObject({ credits: 0 });

    const ledger = await t.db.kysely
      .selectFrom('billing_ledger')
      .innerJoin('workspaces', 'workspaces.id', 'billing_ledger.workspace_id')
      .select(['kind', 'credits_delta', 'balance_after'])
      .where('slug', '=', ws)
      .orderBy('billing_ledger.created_at')
      .execute();
    expect(
      ledger.map((l) => [l.kind, Number(l.credits_delta), l.balance_after === null ? null : Number(l.balance_after)]),
    ).toEqual([
      ['credits.set', 2, 2],
      ['send.credit', -1, 1],
      ['send.credit', -1, 0],
    ]);
  }, 120_000);

  it('refuses bad usage (exit 2) and an unknown workspace (exit 4)', async () => {
    const bad = [
      ['credits', 'set', 'x'],
      ['credits', 'set', 'x', '-1'],
      ['credits', 'set', 'x', 'lots'],
      ['credits', 'show'],
      ['credits', 'grant', 'x'],
    ];
    const [missing, ...results] = await Promise.all([
      admin(['credits', 'set', `nobody-${tag}`, '3']),
      ...bad.map((args) => admin(args)),
    ]);
    results.forEach((res, i) => {
      expect(res.code, bad[i].join(' ')).toBe(2);
      expect(res.stderr).toContain('admin credits set <workspace> <N>');
    });
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain('no workspace');
  }, 120_000);
});
