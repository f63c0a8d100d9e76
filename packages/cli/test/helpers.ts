// Test helpers: run the built CLI in a child process with an isolated home (or, cheaply, inside the test process:
// runInProcess), a recording HTTP server that plays the API when a test needs to see exactly what was sent, the
// per-file setup of Prism and the recorder (useServers), and a small JSON Schema check against the contract.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { startMock } from '../../../scripts/mock.mjs';

export const cliRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(cliRoot, '../..');
const bin = path.join(cliRoot, 'bin/run.js');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** The isolated home (HOME and XDG_CONFIG_HOME/XDG_CACHE_HOME under it). */
  home: string;
  env?: Record<string, string | undefined>;
  /** Written to stdin, which is then closed. */
  input?: string | Buffer;
}

const homes: string[] = [];

/** A fresh, empty home directory (removed by removeTempHomes). */
export function tempHome(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-cli-test-'));
  homes.push(dir);
  return dir;
}

export function removeTempHomes(): void {
  for (const dir of homes.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export const configDir = (home: string) => path.join(home, '.config', 'dossier');
export const configFile = (home: string) => path.join(configDir(home), 'config.json');

/** Environment for the child: the parent's, without anything that would leak a key or a server into the test. */
export function childEnv(home: string, extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nor a width from the terminal the tests were started in: tables are only fitted where a test asks (COLUMNS).
  for (const k of Object.keys(env)) if (k.startsWith('DOSSIER_') || k === 'COLUMNS') delete env[k];
  Object.assign(env, {
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_DATA_HOME: path.join(home, '.local/share'),
    NO_COLOR: '1',
  });
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** Runs `node bin/run.js ...args`. */
export function runCli(args: string[], opts: RunOptions): Promise<RunResult> {
  return runChild(process.execPath, [bin, ...args], opts);
}

/**
 * Runs `node bin/run.js ...args | <reader>` in bash with pipefail (`|&`, standard error too, with `both`), and gives
 * the CLI's own exit code (PIPESTATUS[0]) and what the reader printed: for a reader that closes the pipe early.
 */
export async function runCliPiped(
  args: string[],
  reader: string,
  opts: RunOptions & { both?: boolean },
): Promise<RunResult> {
  const quote = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;
  const line = `set -o pipefail; ${quote(process.execPath)} ${[bin, ...args].map(quote).join(' ')} ${opts.both ? '|&' : '|'} ${reader}; echo "exit:\${PIPESTATUS[0]}" >&2`;
  const { stdout, stderr } = await runChild('bash', ['-c', line], opts);
  const m = /exit:(\d+)\s*$/.exec(stderr);
  return { code: m ? Number(m[1]) : null, stdout, stderr: stderr.replace(/exit:\d+\s*$/, '') };
}

/** Runs a child in the isolated home, with `opts.input` on stdin, and collects its output (killed after 25 s). */
function runChild(command: string, args: string[], opts: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: opts.home,
      env: childEnv(opts.home, opts.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input ?? '');
  });
}

let inProcessConfig: Promise<import('@oclif/core').Config> | undefined;

/**
 * Runs the built CLI (dist, through oclif's run() on a Config loaded once) inside the test process, with stdout
 * and stderr captured and the exit code taken from oclif's ExitError. It goes through the same BaseCommand (flags,
 * SDK, output, error → exit code) as bin/run.js, at a fraction of the cost of a child process (~0.5 s of CPU each
 * on a small machine), which is what keeps the resource-command suites within their time budget. What it cannot
 * do: feed stdin, give a terminal, or exercise bin/run.js itself; use runCli/runCliInPty for those. Paths are
 * relative to the test process's cwd: pass absolute ones. No key or server is configured besides what `args` pass;
 * DOSSIER_* variables are cleared and the config dir is an empty temporary one. (The vitest workers have no
 * terminal, so there are no spinners or prompts, as in a child process with pipes.)
 */
export function runInProcess(args: string[]): Promise<RunResult> {
  // One at a time (the streams are the process's): calls made together, e.g. under Promise.all, wait their turn.
  const run = inProcessQueue.then(() => runInProcessNow(args));
  inProcessQueue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

let inProcessQueue: Promise<void> = Promise.resolve();

async function runInProcessNow(args: string[]): Promise<RunResult> {
  const { Config, Errors, run } = await import('@oclif/core');
  inProcessConfig ??= (async () => {
    for (const k of Object.keys(process.env)) if (k.startsWith('DOSSIER_') || k === 'COLUMNS') delete process.env[k];
    process.env.DOSSIER_CONFIG_DIR = path.join(tempHome(), 'config');
    return Config.load({ root: cliRoot });
  })();
  const config = await inProcessConfig;
  // Errors that escape a command are reported by bin/run.js (dist/fatal.js): mirror its format here.
  const { describeError, formatHuman } = (await import(
    pathToFileURL(path.join(cliRoot, 'dist/base/error-report.js')).href
  )) as typeof import('../src/base/error-report.js');
  let stdout = '';
  let stderr = '';
  const capture = (into: 'out' | 'err') => (chunk: string | Uint8Array) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (into === 'out') stdout += text;
    else stderr += text;
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture('out') as typeof process.stdout.write);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture('err') as typeof process.stderr.write);
  // oclif prints help and warnings with console.log / console.error.
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void (stdout += `${format(...a)}\n`));
  const error = vi
    .spyOn(console, 'error')
    .mockImplementation((...a: unknown[]) => void (stderr += `${format(...a)}\n`));
  const exitCode = process.exitCode;
  let code = 0;
  try {
    await run(args, config);
  } catch (e) {
    if (e instanceof Errors.ExitError) code = e.oclif.exit ?? 1;
    else {
      const report = describeError(e);
      stderr += `${formatHuman(report)}\n`;
      code = report.exitCode;
    }
  } finally {
    for (const spy of [out, err, log, error]) spy.mockRestore();
    process.exitCode = exitCode;
  }
  return { code, stdout, stderr };
}

/** Runs the CLI inside a pseudo terminal (util-linux `script`), typing `answer` once `prompt` appears. */
export function runCliInPty(
  args: string[],
  opts: { home: string; prompt: string; answer: string; env?: Record<string, string> },
): Promise<RunResult & { typed: boolean }> {
  const quoted = [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return new Promise((resolve, reject) => {
    // The pty `script` creates has no size unless told; prompts and spinners want one.
    const child = spawn('script', ['-qefc', `stty cols 120 rows 40; '${process.execPath}' ${quoted}`, '/dev/null'], {
      cwd: opts.home,
      env: childEnv(opts.home, opts.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let typed = false;
    const onData = (d: string) => {
      out += d;
      if (!typed && out.includes(opts.prompt)) {
        typed = true;
        setTimeout(() => child.stdin.write(`${opts.answer}\r`), 150);
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: out, stderr: '', typed });
    });
  });
}

/**
 * Runs a command that asks first (`args`) in a terminal twice, answering `prompt` with yes, then no: both must have
 * seen the prompt, yes exits 0 and no 130. The two results are returned for the command's own messages.
 */
export async function answerBothWays(args: string[], home: string, prompt: string): Promise<[RunResult, RunResult]> {
  const [yes, no] = await Promise.all([
    runCliInPty(args, { home, prompt, answer: 'y' }),
    runCliInPty(args, { home, prompt, answer: 'n' }),
  ]);
  expect(yes.typed, yes.stdout).toBe(true);
  expect(yes.code, yes.stdout).toBe(0);
  expect(no.typed, no.stdout).toBe(true);
  expect(no.code, no.stdout).toBe(130);
  return [yes, no];
}

/** A port nothing listens on (bound, then released). */
export async function closedPortUrl(): Promise<string> {
  const port = await new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
  return `http://127.0.0.1:${port}/api/v1`;
}

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** An HTTP server that records every request and answers with `handler` (JSON unless the body is a Buffer/string). */
export async function startRecorder(): Promise<{
  url: string;
  requests: Recorded[];
  handler: (req: Recorded) => Reply;
  close: () => Promise<void>;
}> {
  const state = {
    url: '',
    requests: [] as Recorded[],
    handler: (_req: Recorded): Reply => ({ status: 200, body: {} }),
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      const rec: Recorded = {
        method: req.method ?? '',
        path: u.pathname,
        query: u.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      state.requests.push(rec);
      const reply = state.handler(rec);
      const raw =
        reply.body === undefined
          ? ''
          : Buffer.isBuffer(reply.body) || typeof reply.body === 'string'
            ? reply.body
            : JSON.stringify(reply.body);
      const headers = {
        ...(typeof reply.body === 'object' && !Buffer.isBuffer(reply.body)
          ? { 'content-type': 'application/json' }
          : {}),
        ...reply.headers,
      };
      res.writeHead(reply.status ?? 200, headers);
      res.end(raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Clients in this process (runInProcess) keep connections alive: do not wait for them to time out.
      server.closeAllConnections();
    });
  return state;
}

export type Recorder = Awaited<ReturnType<typeof startRecorder>>;

export interface Prism {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** The API key the server-backed tests pass with --api-key. */
export const TEST_KEY = 'dsk_live_testkey00000000';

/** Key and base URL for cases that must fail before any request: had anything been sent, the exit code would be 7. */
export const CLOSED = ['--api-key', TEST_KEY, '--base-url', 'http://127.0.0.1:9/api/v1'];

/**
 * One test per case `[name, args, message]` of a command line refused before any request: exit 2, nothing on stdout,
 * and `message` on stderr (the whole of it when it ends with a newline, else a part of it). The cases run inside the
 * test process (runInProcess): a child process each would only add start-up time.
 */
export function usageErrors(cases: [name: string, args: string[], message: string][]): void {
  it.each(cases)('%s', async (_name, args, message) => {
    const res = await runInProcess([...args, ...CLOSED]);
    expect(res.code, res.stderr).toBe(2);
    if (message.endsWith('\n')) expect(res.stderr).toBe(message);
    else expect(res.stderr).toContain(message);
    expect(res.stdout).toBe('');
  });
}

export interface Servers {
  /** The Prism mock of the contract (started once for the file). */
  readonly prism: Prism;
  /** The recording server (started once for the file; its requests are cleared before each test). */
  readonly rec: Recorder;
  /** The current test's home (a fresh one before each test). */
  readonly home: string;
  /** The CLI against Prism with the key, in `dir` (by default per `prismHome`). */
  prismCli: (args: string[], dir?: string) => Promise<RunResult>;
  /** The CLI against the recorder with the key, in the test's home, with `input` on stdin. */
  recCli: (args: string[], input?: string | Buffer) => Promise<RunResult>;
  /** As prismCli, inside the test process (runInProcess: absolute paths, no stdin). */
  prismIn: (args: string[]) => Promise<RunResult>;
  /** As recCli, inside the test process (runInProcess: absolute paths, no stdin). */
  recIn: (args: string[]) => Promise<RunResult>;
  /** The recorder's request `i` as `METHOD /path?query` (no `?` without a query). */
  url: (i?: number) => string;
  /** Every request the recorder got, as url() gives them. */
  urls: () => string[];
  /** The JSON body of the recorder's request `i`. */
  sentJson: (i?: number) => Record<string, unknown>;
  /**
   * The recorder's request `i` conforms to the contract's operation: its body to the request schema (a JSON body,
   * when there is one and `json`), its query to the operation's parameters.
   */
  conforms: (i: number, specPath: string, method: string, json?: boolean) => void;
}

/**
 * Registers the hooks of a server-backed test file: Prism and the recorder are started before all tests and
 * stopped after them (with the temporary homes removed); before each test there is a fresh home, the recorder's
 * requests are cleared and its handler is set back to `handler` (when given).
 */
export function useServers(
  opts: {
    handler?: Recorder['handler'];
    key?: string;
    /** Where prismCli runs without a `dir`: the test's home, or a fresh home for each call. */
    prismHome?: 'test' | 'each-call';
  } = {},
): Servers {
  const key = opts.key ?? TEST_KEY;
  let prism: Prism | undefined;
  let rec: Recorder | undefined;
  let home: string | undefined;

  beforeAll(async () => {
    // The mock users run (`npm run mock`), on a free port: the contract under the server's own /api/v1 base.
    [prism, rec] = await Promise.all([startMock() as Promise<Prism>, startRecorder()]);
  });

  afterAll(async () => {
    await Promise.all([prism?.stop(), rec?.close()]);
    removeTempHomes();
  });

  beforeEach(() => {
    home = tempHome();
    servers.rec.requests.length = 0;
    if (opts.handler) servers.rec.handler = opts.handler;
  });

  const servers: Servers = {
    get prism() {
      if (!prism) throw new Error('useServers: Prism is not started (used outside a test?)');
      return prism;
    },
    get rec() {
      if (!rec) throw new Error('useServers: the recorder is not started (used outside a test?)');
      return rec;
    },
    get home() {
      if (home === undefined) throw new Error('useServers: no home yet (used outside a test?)');
      return home;
    },
    prismCli: (args, dir = opts.prismHome === 'each-call' ? tempHome() : servers.home) =>
      runCli([...args, '--base-url', servers.prism.baseUrl, '--api-key', key], { home: dir }),
    recCli: (args, input) =>
      runCli([...args, '--base-url', `${servers.rec.url}/api/v1`, '--api-key', key], { home: servers.home, input }),
    prismIn: (args) => runInProcess([...args, '--base-url', servers.prism.baseUrl, '--api-key', key]),
    recIn: (args) => runInProcess([...args, '--base-url', `${servers.rec.url}/api/v1`, '--api-key', key]),
    url: (i = 0) => {
      const r = servers.rec.requests[i]!;
      return `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`;
    },
    urls: () => servers.rec.requests.map((_, i) => servers.url(i)),
    sentJson: (i = 0) => JSON.parse(servers.rec.requests[i]!.body.toString()) as Record<string, unknown>,
    conforms: (i, specPath, method, json = true) => {
      const req = servers.rec.requests[i]!;
      if (json && req.body.length > 0)
        expect(validate(servers.sentJson(i), requestSchema(specPath, method))).toEqual([]);
      const allowed = queryParams(specPath, method);
      for (const k of req.query.keys()) expect(allowed).toContain(k);
    },
  };
  return servers;
}

// --- A small JSON Schema check (type, required, properties, additionalProperties, items, enum, $ref) ----------

type Schema = Record<string, unknown>;
let spec: Schema | undefined;

export function openapi(): Schema {
  spec ??= JSON.parse(fs.readFileSync(path.join(repoRoot, 'spec/dist/openapi.json'), 'utf8')) as Schema;
  return spec;
}

/** The JSON schema of an operation's response. */
export function responseSchema(p: string, method: string, status: string): Schema {
  const op = (openapi().paths as Record<string, Record<string, Schema>>)[p]![method]!;
  const res = (op.responses as Record<string, Schema>)[status]!;
  return ((res.content as Record<string, Schema>)['application/json'] as Schema).schema as Schema;
}

/** `value` (an answer the CLI printed) matches the contract's response schema of the operation, for that status. */
export function matchesResponse(value: unknown, p: string, method: string, status: string): void {
  expect(validate(value, responseSchema(p, method, status))).toEqual([]);
}

/** The JSON schema of an operation's request body (to check what the recorder received against the contract). */
export function requestSchema(p: string, method: string, type = 'application/json'): Schema {
  const op = (openapi().paths as Record<string, Record<string, Schema>>)[p]![method]!;
  const body = op.requestBody as Schema;
  const resolved = typeof body.$ref === 'string' ? resolveRef(body.$ref) : body;
  return ((resolved.content as Record<string, Schema>)[type] as Schema).schema as Schema;
}

/** The names of an operation's query parameters (path-level and operation-level). */
export function queryParams(p: string, method: string): string[] {
  const item = (openapi().paths as Record<string, Record<string, unknown>>)[p]!;
  const params = [
    ...((item.parameters as Schema[] | undefined) ?? []),
    ...(((item[method] as Schema).parameters as Schema[] | undefined) ?? []),
  ];
  return params
    .map((x) => (typeof x.$ref === 'string' ? resolveRef(x.$ref) : x))
    .filter((x) => x.in === 'query')
    .map((x) => x.name as string);
}

function resolveRef(ref: string): Schema {
  let cur: unknown = openapi();
  for (const part of ref.replace(/^#\//, '').split('/')) cur = (cur as Record<string, unknown>)[part];
  return cur as Schema;
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** Returns the list of violations (empty when `value` matches). */
export function validate(value: unknown, schema: Schema, at = '$'): string[] {
  if (typeof schema.$ref === 'string') return validate(value, resolveRef(schema.$ref), at);
  const errors: string[] = [];
  for (const key of ['allOf'] as const) {
    if (Array.isArray(schema[key])) for (const s of schema[key] as Schema[]) errors.push(...validate(value, s, at));
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key]) && !(schema[key] as Schema[]).some((s) => validate(value, s, at).length === 0)) {
      errors.push(`${at}: matches none of ${key}`);
    }
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    const t = typeOf(value);
    if (!types.includes(t) && !(t === 'integer' && types.includes('number'))) {
      return [...errors, `${at}: expected ${types.join('|')}, got ${t}`];
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    errors.push(`${at}: ${JSON.stringify(value)} not in enum`);
  if (typeOf(value) === 'object') {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const r of (schema.required ?? []) as string[]) if (!(r in obj)) errors.push(`${at}: missing ${r}`);
    for (const [k, v] of Object.entries(obj)) {
      if (props[k]) errors.push(...validate(v, props[k], `${at}.${k}`));
      else if (schema.additionalProperties === false) errors.push(`${at}: unexpected property ${k}`);
    }
  }
  if (typeOf(value) === 'array' && schema.items) {
    (value as unknown[]).forEach((item, i) => {
      errors.push(...validate(item, schema.items as Schema, `${at}[${i}]`));
    });
  }
  return errors;
}
