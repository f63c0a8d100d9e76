// Stable exit codes and the one place errors are turned into what the user sees.
import { STATUS_CODES } from 'node:http';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from '@dossier/sdk';

/** Exit codes are part of the CLI's interface: scripts depend on them, so they never change meaning. */
export const ExitCode = {
  /** Success. */
  OK: 0,
  /** Unexpected error, or an API error with no more specific code (e.g. 402, 413, 415). */
  ERROR: 1,
  /** Usage error: unknown command or flag, bad or missing argument, unreadable input file. */
  USAGE: 2,
  /** Not authenticated or not allowed: 401, 403, or no API key configured. */
  AUTH: 3,
  /** Not found: 404. */
  NOT_FOUND: 4,
  /** Refused: conflict or validation (400, 409, 422). */
  REFUSED: 5,
  /** Rate limited: 429 (after the client's retries). */
  RATE_LIMITED: 6,
  /** Server or network unavailable: 5xx, connection refused, DNS failure, timeout. */
  UNAVAILABLE: 7,
  /** An interactive prompt was cancelled (Ctrl+C), as for SIGINT. */
  CANCELLED: 130,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** The table shown in every command's help and in the README. */
export const EXIT_CODE_TABLE: [string, string][] = [
  ['0', 'success'],
  ['1', 'unexpected error, or another API error (e.g. 402, 413, 415)'],
  ['2', 'usage error: unknown command or flag, bad or missing argument'],
  ['3', 'not authenticated or not allowed: 401, 403, or no API key configured'],
  ['4', 'not found: 404'],
  ['5', 'refused: conflict or validation (400, 409, 422)'],
  ['6', 'rate limited: 429'],
  ['7', 'server or network unavailable: 5xx, connection refused, timeout'],
  ['130', 'interactive prompt cancelled'],
];

/** Maps an HTTP status to the exit code above. */
export function exitCodeForStatus(status: number): ExitCodeValue {
  if (status === 401 || status === 403) return ExitCode.AUTH;
  if (status === 404) return ExitCode.NOT_FOUND;
  if (status === 400 || status === 409 || status === 422) return ExitCode.REFUSED;
  if (status === 429) return ExitCode.RATE_LIMITED;
  if (status >= 500) return ExitCode.UNAVAILABLE;
  return ExitCode.ERROR;
}

/** An error raised by the CLI itself, with its exit code and machine-readable code. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCodeValue,
    readonly code: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** Bad flags, arguments or input files: exit 2. */
export class UsageError extends CliError {
  override name = 'UsageError';
  constructor(message: string, hint?: string) {
    super(message, ExitCode.USAGE, 'usage_error', hint);
  }
}

/** No key, or a key the API refused: exit 3. */
export class AuthError extends CliError {
  override name = 'AuthError';
  constructor(message: string, hint?: string, code = 'not_authenticated') {
    super(message, ExitCode.AUTH, code, hint);
  }
}

/** What is printed for a failure, and the exit code. `error`, `code`, `status` and `details` form the JSON shape. */
export interface ErrorReport {
  exitCode: number;
  error: string;
  code: string;
  status: number | null;
  details: Record<string, unknown> | null;
  hint?: string;
}

/** Context that makes messages more useful (where we were talking to, where the key came from). */
export interface ErrorContext {
  baseUrl?: string;
  keySource?: 'flag' | 'env' | 'config' | 'none';
  /** Set when a key is stored, but for another base URL than the one in use. */
  storedKeyBaseUrl?: string;
}

interface OclifLikeError {
  oclif?: { exit?: number };
  parse?: unknown;
  code?: string;
  name?: string;
  message?: string;
}

/** The API's own message, without the "404 " prefix the SDK puts in front. */
function apiMessage(err: APIError): string {
  const prefix = `${err.status} `;
  const msg = err.message.startsWith(prefix) ? err.message.slice(prefix.length) : err.message;
  if (msg === `HTTP ${err.status}` || msg === '') return STATUS_CODES[err.status]?.toLowerCase() ?? `HTTP ${err.status}`;
  return msg;
}

export function noKeyHint(ctx: ErrorContext): string {
  if (ctx.storedKeyBaseUrl) {
    return `The stored key is for ${ctx.storedKeyBaseUrl}, not ${ctx.baseUrl ?? 'this server'}: run "dossier login --base-url ${ctx.baseUrl ?? '<url>'}", set DOSSIER_API_KEY or pass --api-key.`;
  }
  return 'Run "dossier login", set DOSSIER_API_KEY or pass --api-key.';
}

/** Turns any thrown value into a report. */
export function describeError(err: unknown, ctx: ErrorContext = {}): ErrorReport {
  if (err instanceof CliError) {
    return { exitCode: err.exitCode, error: err.message, code: err.code, status: null, details: null, hint: err.hint };
  }
  if (err instanceof APIError) {
    const report: ErrorReport = {
      exitCode: exitCodeForStatus(err.status),
      error: apiMessage(err),
      code: err.code ?? (STATUS_CODES[err.status] ?? 'http_error').toLowerCase().replace(/[^a-z0-9]+/g, '_'),
      status: err.status,
      details: err.details ?? null,
    };
    if (err.status === 401) {
      report.hint =
        ctx.keySource === 'none' || ctx.keySource === undefined
          ? `No API key was sent. ${noKeyHint(ctx)}`
          : `The API refused the key from ${keySourceLabel(ctx.keySource)}. Check it, or run "dossier login" again.`;
    } else if (err.status === 403 && typeof err.details?.scope === 'string') {
      report.hint = `This key lacks the "${err.details.scope}" scope.`;
    } else if (err.status === 429) {
      const retryAfter = err.headers.get('retry-after');
      if (retryAfter) report.hint = `Retry after ${retryAfter} seconds.`;
    }
    return report;
  }
  if (err instanceof APIConnectionTimeoutError) {
    return {
      exitCode: ExitCode.UNAVAILABLE,
      error: `request to ${ctx.baseUrl ?? 'the API'} timed out`,
      code: 'timeout',
      status: null,
      details: null,
    };
  }
  if (err instanceof APIConnectionError) {
    return {
      exitCode: ExitCode.UNAVAILABLE,
      error: `cannot reach ${ctx.baseUrl ?? 'the API'}: ${connectionDetail(err)}`,
      code: 'connection_error',
      status: null,
      details: null,
      hint: 'Check --base-url / DOSSIER_BASE_URL and that the server is running.',
    };
  }
  const e = (err ?? {}) as OclifLikeError;
  if (e.name === 'ExitPromptError' || e.name === 'AbortPromptError') {
    return { exitCode: ExitCode.CANCELLED, error: 'cancelled', code: 'cancelled', status: null, details: null };
  }
  // oclif's parse errors (unknown flag, missing argument, bad flag value) and "command not found" are CLIErrors
  // with exit 2; everything else oclif raises is a usage problem too when it says so.
  if (e.parse !== undefined || e.oclif?.exit === ExitCode.USAGE) {
    return {
      exitCode: ExitCode.USAGE,
      error: cleanOclifMessage(e.message ?? 'usage error'),
      code: 'usage_error',
      status: null,
      details: null,
      hint: 'See "dossier --help" or "dossier <command> --help".',
    };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { exitCode: ExitCode.ERROR, error: message || 'unexpected error', code: 'cli_error', status: null, details: null };
}

/** "fetch failed" says little: find the innermost cause (ECONNREFUSED, ENOTFOUND, bad port…). */
function connectionDetail(err: Error): string {
  let detail = err.message;
  let cur: unknown = err.cause;
  for (let depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    const c = cur as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof c.code === 'string') return detail.includes(c.code) ? detail : `${detail} (${c.code})`;
    if (typeof c.message === 'string' && c.message) detail = c.message;
    cur = c.cause ?? (Array.isArray(c.errors) ? c.errors[0] : undefined);
  }
  return detail;
}

function keySourceLabel(source: ErrorContext['keySource']): string {
  switch (source) {
    case 'flag':
      return '--api-key';
    case 'env':
      return 'DOSSIER_API_KEY';
    case 'config':
      return 'the stored login';
    default:
      return 'nowhere';
  }
}

/** oclif messages carry help hints and indentation meant for its own printer. */
function cleanOclifMessage(message: string): string {
  return message
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && l !== 'See more help with --help')
    .join('\n  ');
}

/** Human form: `Error: <message>`, then validation fields one per line, other details, and a hint. */
export function formatHuman(report: ErrorReport): string {
  const lines = [`Error: ${report.error}${report.status ? ` (HTTP ${report.status}, ${report.code})` : ''}`];
  const details = report.details ?? {};
  const fields = Array.isArray(details.fields) ? (details.fields as unknown[]) : [];
  for (const f of fields) {
    if (f && typeof f === 'object' && 'field' in f) {
      const { field, message } = f as { field?: unknown; message?: unknown };
      lines.push(`  ${String(field)}: ${String(message ?? '')}`);
    } else {
      lines.push(`  ${JSON.stringify(f)}`);
    }
  }
  for (const [k, v] of Object.entries(details)) {
    if (k === 'fields') continue;
    const shown = Array.isArray(v) && v.every((x) => typeof x !== 'object') ? v.join(', ') : typeof v === 'string' ? v : JSON.stringify(v);
    lines.push(`  ${k}: ${shown}`);
  }
  if (report.hint) lines.push(report.hint);
  return lines.join('\n');
}

/** Machine form, for --json: `{ error, code, status, details }`. */
export function formatJson(report: ErrorReport): string {
  return JSON.stringify({ error: report.error, code: report.code, status: report.status, details: report.details });
}

/** Whether --json was given before any `--`. */
export function argvWantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  const i = argv.indexOf('--json');
  return i !== -1 && (end === -1 || i < end);
}
