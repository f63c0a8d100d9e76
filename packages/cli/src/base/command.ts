// Every command extends BaseCommand (or ListCommand, DeleteCommand): the global flags, the settings (key and base
// URL), the SDK client, spinners on stderr, printing, and the mapping of every error to a stable exit code.
//
// A command's run() does the work and returns its result; BaseCommand prints it: as JSON under --json, otherwise
// through the command's render(), which draws it for people (stdout through out(), remarks on stderr through
// note()). A command that needs no API key says `static requiresKey = false`; for the others client() refuses
// (exit 3) when no key is configured. The SDK, the spinner and the error report are loaded when first used, so a
// command starts without what it does not need.
import { Command, Errors, Flags, type Interfaces } from '@oclif/core';
import type { Dossier } from '@dossier/sdk';
import { fieldLabel } from './api-fields.js';
import { ConfigStore, DEFAULT_BASE_URL, normalizeBaseUrl, type StoredConfig } from './config-store.js';
import { AuthError, UsageError, argvWantsJson, noKeyHint, type ErrorContext } from './errors.js';
import type { Saved } from '../shared/download.js';
import { keyValueTable } from '../shared/table.js';

export type BaseFlags<T extends typeof Command> = Interfaces.InferredFlags<
  (typeof BaseCommand)['baseFlags'] & T['flags']
>;
export type BaseArgs<T extends typeof Command> = Interfaces.InferredArgs<T['args']>;

/** What a spinner callback may change. */
export interface Spinner {
  text: string;
}

export type KeySource = 'flag' | 'env' | 'config' | 'none';

/** Where the key and the base URL come from for this run. */
export interface Settings {
  apiKey: string | undefined;
  keySource: KeySource;
  baseUrl: string;
  /** The stored login, as read from disk. */
  stored: StoredConfig;
  /** Set when a key is stored for another base URL (and therefore not used). */
  storedKeyBaseUrl?: string;
}

const nonEmpty = (v: string | undefined): string | undefined =>
  v !== undefined && v.trim() !== '' ? v.trim() : undefined;

/** `O` with the properties that may be undefined made optional (and never undefined). */
export type Defined<O> = { [K in keyof O as undefined extends O[K] ? never : K]: O[K] } & {
  [K in keyof O as undefined extends O[K] ? K : never]?: Exclude<O[K], undefined>;
};

/** An object without its undefined properties: request bodies and queries built straight from optional flags. */
export function defined<O extends object>(o: O): Defined<O> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Defined<O>;
}

/** `T`: the command class (for its flags and args); `R`: what its run() returns, which is what gets printed. */
export abstract class BaseCommand<T extends typeof Command, R = unknown> extends Command {
  static override baseFlags = {
    'api-key': Flags.string({
      description:
        'API key (dsk_…). Overrides DOSSIER_API_KEY, which overrides the key stored by "dossier login". Other local users can see flags in the process list: prefer the variable or login.',
      helpGroup: 'GLOBAL',
    }),
    'base-url': Flags.string({
      description: `API base URL including /api/v1. Overrides DOSSIER_BASE_URL, then the stored login. [default: ${DEFAULT_BASE_URL}]`,
      helpGroup: 'GLOBAL',
    }),
    json: Flags.boolean({
      description:
        'Machine output: the raw JSON of the API response on stdout; errors as JSON on stderr. --json=id,title (or --json id,title) keeps only those fields of each item, as gh does.',
      helpGroup: 'GLOBAL',
    }),
    jq: Flags.string({
      description:
        'Filter the JSON output with a jq expression (implies --json; strings print raw), e.g. --jq ".data[].id".',
      helpGroup: 'GLOBAL',
    }),
    'max-retries': Flags.integer({
      description: 'Retries for 429, 503 and network errors (safe methods only for the latter). [default: 2]',
      helpGroup: 'GLOBAL',
      min: 0,
      max: 10,
    }),
  };

  /** Whether the command needs an API key (client() refuses without one, exit 3): all but login, logout, api. */
  static requiresKey = true;

  /** API request fields whose flag is not named after them (`{ shareLinkId: 'link' }`); see api-fields.ts. */
  static apiFields?: Readonly<Record<string, string>>;

  protected flags!: BaseFlags<T>;
  protected args!: BaseArgs<T>;
  protected store!: ConfigStore;
  protected settings: Settings | undefined;
  #spinner: { stop(): unknown } | undefined;
  /** The fields --json=<fields> keeps, when given. */
  #jsonFields: string[] | undefined;
  #client: Dossier | undefined;

  public override async init(): Promise<void> {
    await super.init();
    this.#jsonFields = takeJsonFields(this.argv, Object.keys(this.ctor.args ?? {}).length > 0);
    const { args, flags } = await this.parse({
      flags: this.ctor.flags,
      baseFlags: (super.ctor as typeof BaseCommand).baseFlags,
      enableJsonFlag: this.ctor.enableJsonFlag,
      args: this.ctor.args,
      strict: this.ctor.strict,
    });
    this.flags = flags as BaseFlags<T>;
    this.args = args as BaseArgs<T>;
    this.store = new ConfigStore(this.config.configDir);
    this.settings = this.resolveSettings();
  }

  /** Does the work. What it returns is printed: as JSON under --json, else by render(); undefined prints nothing. */
  public abstract override run(): Promise<R | undefined>;

  /** Draws run()'s result for people: out() for the result, note() for remarks. By default, the JSON, indented. */
  protected render(result: R): void | Promise<void> {
    this.printJson(result);
  }

  /** Whether run()'s result is printed as JSON (--json; `audit list` also says yes for --format json). */
  protected wantsJson(): boolean {
    return this.jsonOutput;
  }

  /** Prints run()'s result. */
  protected async print(result: R | undefined): Promise<void> {
    if (result === undefined) return;
    if (this.wantsJson()) await this.emitJson(result);
    else await this.render(result);
  }

  /** oclif's _run (init, run, catch, finally), printing what run() returns. */
  protected override async _run<U>(): Promise<U> {
    let err: Error | undefined;
    let result: R | undefined;
    try {
      await this.init();
      result = await this.run();
      await this.print(result);
    } catch (error) {
      err = error as Error;
      await this.catch(err);
    } finally {
      await this.finally(err);
    }
    return result as U;
  }

  /** True under --json (or --jq): nothing but the API's JSON goes to stdout, no spinners, errors as JSON. */
  protected get jsonOutput(): boolean {
    return this.flags ? this.flags.json || this.flags.jq !== undefined : argvWantsJson(this.argv);
  }

  /** Whether --json=<fields> or --jq reshape the JSON output (plain --json prints it whole). */
  protected get shapesJson(): boolean {
    return this.#jsonFields !== undefined || this.flags.jq !== undefined;
  }

  /** run()'s result as JSON: only the --json fields when given, then through --jq when given. */
  protected async emitJson(result: unknown): Promise<void> {
    const value = this.#jsonFields ? selectFields(result, this.#jsonFields) : result;
    const filter = this.flags.jq;
    if (filter === undefined) return this.printJson(value);
    // jq compiled to WebAssembly, shipped in the package: nothing to install or download.
    const jq = await import('jq-wasm');
    let text: string;
    try {
      text = await jq.raw(JSON.stringify(value), filter, ['-r']);
    } catch (err) {
      throw new UsageError(`--jq "${filter}" failed: ${String((err as Error).message ?? err).trim()}`);
    }
    this.out(text);
  }

  /** flag > env > stored login; a stored key is only sent to the base URL it was stored for. */
  protected resolveSettings(): Settings {
    const stored = this.store.load();
    const flagBase = nonEmpty(this.flags['base-url']);
    const envBase = nonEmpty(process.env.DOSSIER_BASE_URL);
    const baseUrl = normalizeBaseUrl(flagBase ?? envBase ?? stored.baseUrl ?? DEFAULT_BASE_URL);
    const flagKey = nonEmpty(this.flags['api-key']);
    const envKey = nonEmpty(process.env.DOSSIER_API_KEY);
    const settings: Settings = { apiKey: undefined, keySource: 'none', baseUrl, stored };
    if (flagKey) Object.assign(settings, { apiKey: flagKey, keySource: 'flag' });
    else if (envKey) Object.assign(settings, { apiKey: envKey, keySource: 'env' });
    else if (stored.apiKey) {
      const storedBase = normalizeBaseUrl(stored.baseUrl ?? DEFAULT_BASE_URL);
      if (storedBase === baseUrl) Object.assign(settings, { apiKey: stored.apiKey, keySource: 'config' });
      else settings.storedKeyBaseUrl = storedBase;
    }
    return settings;
  }

  protected get errorContext(): ErrorContext {
    const s = this.settings;
    const ctor = this.ctor as typeof BaseCommand;
    const names = { flags: Object.keys(ctor.flags ?? {}), args: Object.keys(ctor.args ?? {}), aliases: ctor.apiFields };
    const labels = { fieldLabel: (field: string) => fieldLabel(field, names) };
    return s ? { baseUrl: s.baseUrl, keySource: s.keySource, storedKeyBaseUrl: s.storedKeyBaseUrl, ...labels } : labels;
  }

  /** Fails with exit 3 when no key is configured (for commands that cannot work without one). */
  protected requireKey(): string {
    const key = this.settings?.apiKey;
    if (!key) throw new AuthError('not logged in: no API key configured', noKeyHint(this.errorContext));
    return key;
  }

  /**
   * The SDK client for the resolved settings, refusing (exit 3) when the command requires a key and none is
   * configured; or for an explicit key, as `login` does.
   */
  protected async client(apiKey?: string): Promise<Dossier> {
    if (apiKey === undefined) {
      if ((this.ctor as typeof BaseCommand).requiresKey) this.requireKey();
      apiKey = this.settings?.apiKey;
    }
    if (apiKey === this.settings?.apiKey && this.#client) return this.#client;
    const { Dossier } = await import('@dossier/sdk');
    const client = new Dossier({
      // An empty string keeps the SDK from falling back to DOSSIER_API_KEY on its own: we already decided.
      apiKey: apiKey ?? '',
      baseUrl: this.settings?.baseUrl ?? DEFAULT_BASE_URL,
      maxRetries: this.flags['max-retries'],
      defaultHeaders: { 'user-agent': this.userAgent },
      // The SDK's warnings (a deprecated part used, a server of another major or older than the call), once each.
      onWarning: (message) => process.stderr.write(`Warning: ${message.replace(/^dossier-sdk: /, '')}\n`),
    });
    if (apiKey === this.settings?.apiKey) this.#client = client;
    return client;
  }

  /** One API call under a spinner saying what it does (`progress`): the client first (exit 3 without a key). */
  protected async request<U>(progress: string, call: (client: Dossier) => Promise<U>): Promise<U> {
    const client = await this.client();
    return this.spin(progress, () => call(client));
  }

  /**
   * Streams a file the API answers (`get`) to `output` ("-": standard output; see shared/download.ts) under the
   * spinner "<progress>…", which then counts the bytes received: "<progress> (1.2 MB)…".
   */
  protected async download(
    output: string,
    progress: string,
    get: (client: Dossier) => Promise<Response>,
  ): Promise<Saved> {
    const client = await this.client();
    const [{ download }, { byteSize }] = await Promise.all([
      import('../shared/download.js'),
      import('../shared/format.js'),
    ]);
    return this.spin(`${progress}…`, (spinner) =>
      download(
        output,
        () => get(client),
        (n) => (spinner.text = `${progress} (${byteSize(n)})…`),
      ),
    );
  }

  /** request() under "Fetching <what>…": how every get, and every list that does not page, asks. */
  protected fetch<U>(what: string, call: (client: Dossier) => Promise<U>): Promise<U> {
    return this.request(`Fetching ${what}…`, call);
  }

  /**
   * Sends what the flags change (`body`) with `send`, under a spinner (`progress`: "Updating <the id argument>…" by
   * default). A body with nothing in it is refused first (exit 2, before the key is checked), with `hint` naming the
   * flags to pass.
   */
  protected async sendChanges<U>(
    body: object,
    hint: string,
    send: (client: Dossier) => Promise<U>,
    progress = `Updating ${(this.args as { id?: string }).id}…`,
  ): Promise<U> {
    if (Object.keys(body).length === 0) throw new UsageError('nothing to change', hint);
    return this.request(progress, send);
  }

  protected get userAgent(): string {
    return `dossier-cli/${this.config.version} ${this.config.platform}-${this.config.arch} node-${process.version}`;
  }

  /** Runs `fn` with a spinner on stderr (only when stderr is a terminal and not under --json). */
  protected async spin<R>(text: string, fn: (spinner: Spinner) => Promise<R>): Promise<R> {
    // A terminal that reports no width (a pty with no size) makes ora's line clearing loop forever.
    const enabled =
      Boolean(process.stderr.isTTY) && (process.stderr.columns ?? 0) > 0 && !this.jsonOutput && !process.env.CI;
    if (!enabled) return fn({ text });
    // Loaded only when shown: every command starts faster without it.
    const { default: ora } = await import('ora');
    const spinner = ora({ text, stream: process.stderr, discardStdin: false });
    this.#spinner = spinner;
    spinner.start();
    try {
      return await fn(spinner);
    } finally {
      spinner.stop();
      this.#spinner = undefined;
    }
  }

  /** Writes to stdout exactly what is given (plus a newline when missing). */
  protected out(text: string | Uint8Array): void {
    if (typeof text === 'string') process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    else process.stdout.write(text);
  }

  /** Human messages that are not the command's result go to stderr, and not at all under --json. */
  protected note(text: string): void {
    if (!this.jsonOutput) process.stderr.write(`${text}\n`);
  }

  protected printJson(value: unknown): void {
    this.out(JSON.stringify(value, null, 2));
  }

  /** A line saying what happened, then the label/value table of the resource. */
  protected async show(line: string | undefined, rows: [string, string][]): Promise<void> {
    if (line !== undefined) this.out(line);
    this.out(await keyValueTable(rows));
  }

  /**
   * What a get with --content shows: without it the label/value `rows`; with it the body (a document tree) as JSON,
   * or `none` on stderr when there is no body (an uploaded PDF or shared file).
   */
  protected async showOrContent(
    content: boolean,
    rows: [string, string][],
    body: unknown,
    none: string,
  ): Promise<void> {
    if (!content) await this.show(undefined, rows);
    else if (body == null) this.note(none);
    else this.printJson(body);
  }

  /** Every failure ends here: one message on stderr and a stable exit code. */
  public override async catch(err: Error & { exitCode?: number }): Promise<never> {
    if (err instanceof Errors.ExitError) throw err;
    this.#spinner?.stop();
    const { describeError, formatHuman, formatJson } = await import('./error-report.js');
    const report = describeError(err, this.errorContext);
    process.stderr.write(`${this.jsonOutput ? formatJson(report) : formatHuman(report)}\n`);
    if (process.env.DOSSIER_DEBUG && err instanceof Error && err.stack) process.stderr.write(`${err.stack}\n`);
    this.exit(report.exitCode);
    throw err; // unreachable: exit() throws
  }
}

const FIELD_LIST = /^[A-Za-z_][\w]*(,[A-Za-z_][\w]*)*$/;

/**
 * Takes the field list out of `--json=a,b` or `--json a,b` (argv is changed in place, leaving `--json`), as gh's
 * `--json fields`. A single field after a space is only taken by a command without positional arguments (where
 * it cannot be one); `--json=id` always works.
 */
export function takeJsonFields(argv: string[], hasArgs: boolean): string[] | undefined {
  const end = argv.indexOf('--');
  for (let i = 0; i < (end === -1 ? argv.length : end); i++) {
    const a = argv[i];
    if (a.startsWith('--json=')) {
      argv[i] = '--json';
      return a.slice('--json='.length).split(',').filter(Boolean);
    }
    const next = argv[i + 1];
    if (a === '--json' && next !== undefined && FIELD_LIST.test(next) && (next.includes(',') || !hasArgs)) {
      argv.splice(i + 1, 1);
      return next.split(',');
    }
  }
  return undefined;
}

function pick(o: unknown, fields: string[]): unknown {
  if (!o || typeof o !== 'object' || Array.isArray(o)) return o;
  const unknown = fields.filter((f) => !(f in o));
  if (unknown.length) {
    throw new UsageError(
      `unknown JSON field ${unknown.map((f) => `"${f}"`).join(', ')}: the fields are ${Object.keys(o).join(', ')}`,
    );
  }
  return Object.fromEntries(fields.map((f) => [f, (o as Record<string, unknown>)[f]]));
}

/** The fields of each item: `{ data: [...] }` and arrays give an array of picked items, `{ data: {...} }` one item. */
export function selectFields(value: unknown, fields: string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => pick(v, fields));
  const data = (value as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data.map((v) => pick(v, fields));
  if (data && typeof data === 'object') return pick(data, fields);
  return pick(value, fields);
}
