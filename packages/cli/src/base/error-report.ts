// The one place errors are turned into what the user sees: a message, the API's details (validation fields named
// by the command's flags), a hint, and the stable exit code.
import { STATUS_CODES } from 'node:http';
import { APIConnectionError, APIConnectionTimeoutError, APIError, type ContractViolation } from '@dossier/sdk';
import { CliError, ExitCode, exitCodeForStatus, noKeyHint, type ErrorContext } from './errors.js';

/** What is printed for a failure, and the exit code. `error`, `code`, `status` and `details` form the JSON shape. */
export interface ErrorReport {
  exitCode: number;
  error: string;
  code: string;
  status: number | null;
  details: Record<string, unknown> | null;
  hint?: string;
  /** How to name each `details.fields[].field` for people (the command's flag), where it differs. */
  fieldLabels?: Record<string, string>;
  /** `error` for people, with those fields named the same way (the JSON keeps the API's words). */
  message?: string;
  /** The API request's id (x-request-id), to quote when reporting a problem. */
  requestId?: string;
  /** What a contract-validating proxy in between (Prism: `npm run mock`) found wrong (its sl-violations header). */
  violations?: ContractViolation[];
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
  if (msg === `HTTP ${err.status}` || msg === '')
    return STATUS_CODES[err.status]?.toLowerCase() ?? `HTTP ${err.status}`;
  return msg;
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
      ...(err.requestId ? { requestId: err.requestId } : {}),
      ...(err.violations ? { violations: err.violations } : {}),
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
    } else if (err.status === 501) {
      report.hint = `${ctx.baseUrl ?? 'This server'} does not implement this operation yet: retrying will not help; a newer server version may.`;
    }
    const labels = fieldLabels(err.details, ctx);
    if (labels) {
      report.fieldLabels = labels;
      report.message = relabel(report.error, labels);
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
      error: sentence(cleanOclifMessage(e.message ?? 'usage error')),
      code: 'usage_error',
      status: null,
      details: null,
      hint: 'See "dossier --help" or "dossier <command> --help".',
    };
  }
  const message = err instanceof Error ? err.message : String(err);
  return {
    exitCode: ExitCode.ERROR,
    error: message || 'unexpected error',
    code: 'cli_error',
    status: null,
    details: null,
  };
}

/** The command's names for the fields of a validation error, where it has one. */
/**
 * The message with the fields that have a flag named by it: the full path (`body.title` → `--title`), and a bare
 * name written as an identifier (`recipientId` → `--recipient`; a lowercase word such as "title" may be prose).
 */
function relabel(message: string, labels: Record<string, string>): string {
  let out = message;
  for (const [field, label] of Object.entries(labels)) {
    const bare = /^[a-z]+\.([A-Za-z][A-Za-z0-9]*)$/.exec(field)?.[1];
    const names = [field, ...(bare && /[A-Z0-9]/.test(bare) ? [bare] : [])];
    for (const name of names) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      out = out.replace(new RegExp(`(?<![\\w.-])${escaped}(?![\\w-])`, 'g'), () => label);
    }
  }
  return out;
}

function fieldLabels(
  details: Record<string, unknown> | undefined,
  ctx: ErrorContext,
): Record<string, string> | undefined {
  if (!ctx.fieldLabel || !Array.isArray(details?.fields)) return undefined;
  const out: Record<string, string> = {};
  for (const f of details.fields as unknown[]) {
    const field = (f as { field?: unknown } | null)?.field;
    const label = typeof field === 'string' ? ctx.fieldLabel(field) : undefined;
    if (label !== undefined) out[field as string] = label;
  }
  return Object.keys(out).length ? out : undefined;
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

/**
 * oclif's parse messages as sentences that say what to do ("Missing required flag output" is not one). Anything
 * not recognised is kept, cleaned.
 */
export function sentence(message: string): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^Missing required flag:?\s*(?:--)?([\w-]+)/, (_, f) => `the --${f} flag is required`],
    [/^Missing (\d+) required args?:?\s*\n?\s*([\w-]+)/, (_, _n, a) => `the <${a}> argument is required`],
    [/^Nonexistent flags?: (.+?)(?:\n|$)/, (_, f) => `unknown flag ${f.split(/,\s*/).join(', ')}`],
    [
      /^Unexpected arguments?: (.+?)(?:\n|$)/,
      (_, a) =>
        `unexpected argument ${a
          .split(/,\s*/)
          .map((x) => `"${x}"`)
          .join(', ')}`,
    ],
    [/^Expected --([\w-]+)=(.*?) to be one of: (.+?)(?:\n|$)/, (_, f, v, o) => `--${f} "${v}" is not one of: ${o}`],
    [/^Expected an integer but received: (.+?)(?:\n|$)/, (_, v) => `"${v}" is not a whole number`],
    [/^Flag --([\w-]+) expects a value/, (_, f) => `--${f} needs a value`],
    [
      /^--([\w-]+)=(.*?) cannot also be provided when using --([\w-]+)/,
      (_, a, _v, b) => `--${a} and --${b} cannot be used together`,
    ],
  ];
  const one = (text: string): string | undefined => {
    for (const [re, make] of rules) {
      const m = re.exec(text);
      if (m) return make(...m);
    }
    return undefined;
  };
  // oclif gathers several failures under a heading: each becomes its own clause.
  const body = message.replace(/^The following errors? occurred:\s*/i, '');
  return (
    one(body) ??
    body
      .split(/\n\s*/)
      .filter(Boolean)
      .map((line) => one(line) ?? line)
      .join('; ')
  );
}

/** oclif messages carry help hints and indentation meant for its own printer. */
function cleanOclifMessage(message: string): string {
  return message
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && l !== 'See more help with --help')
    .join('\n  ');
}

/**
 * Human form: `Error: <message>`, then validation fields one per line (named by the command's flags where it has
 * them: `--recipient: …` for `body.recipientId`), other details, and a hint.
 */
export function formatHuman(report: ErrorReport): string {
  const lines = [
    `Error: ${report.message ?? report.error}${report.status ? ` (HTTP ${report.status}, ${report.code})` : ''}`,
  ];
  const details = report.details ?? {};
  const fields = Array.isArray(details.fields) ? (details.fields as unknown[]) : [];
  for (const f of fields) {
    if (f && typeof f === 'object' && 'field' in f) {
      const { field, message } = f as { field?: unknown; message?: unknown };
      lines.push(`  ${report.fieldLabels?.[String(field)] ?? String(field)}: ${String(message ?? '')}`);
    } else {
      lines.push(`  ${JSON.stringify(f)}`);
    }
  }
  for (const [k, v] of Object.entries(details)) {
    if (k === 'fields') continue;
    const shown =
      Array.isArray(v) && v.every((x) => typeof x !== 'object')
        ? v.join(', ')
        : typeof v === 'string'
          ? v
          : JSON.stringify(v);
    lines.push(`  ${k}: ${shown}`);
  }
  if (report.violations?.length) {
    lines.push('Contract violations found by the validating proxy (sl-violations):');
    for (const v of report.violations)
      lines.push(`  ${v.location.length ? `${v.location.join('.')}: ` : ''}${v.message}`);
  }
  if (report.hint) lines.push(report.hint);
  if (report.requestId) lines.push(`Request id: ${report.requestId} (quote it when reporting a problem)`);
  return lines.join('\n');
}

/**
 * Machine form, for --json: `{ error, code, status, details, requestId?, violations? }`, details exactly as the API
 * sent them, violations as the validating proxy did.
 */
export function formatJson(report: ErrorReport): string {
  return JSON.stringify({
    error: report.error,
    code: report.code,
    status: report.status,
    details: report.details,
    ...(report.requestId ? { requestId: report.requestId } : {}),
    ...(report.violations ? { violations: report.violations } : {}),
  });
}
