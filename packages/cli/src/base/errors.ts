// Stable exit codes and the errors the CLI raises itself. What the user sees of any error is made in
// error-report.ts, loaded only when something failed (it needs the SDK's error classes).

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
  /** Server or network unavailable: 5xx (but 501), connection refused, DNS failure, timeout. */
  UNAVAILABLE: 7,
  /** Not built on this server yet: 501. Retrying does not help; another server version may have it. */
  NOT_IMPLEMENTED: 8,
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
  ['8', 'not built on this server yet: 501'],
  ['130', 'interactive prompt cancelled'],
];

/** Maps an HTTP status to the exit code above. */
export function exitCodeForStatus(status: number): ExitCodeValue {
  if (status === 401 || status === 403) return ExitCode.AUTH;
  if (status === 404) return ExitCode.NOT_FOUND;
  if (status === 400 || status === 409 || status === 422) return ExitCode.REFUSED;
  if (status === 429) return ExitCode.RATE_LIMITED;
  if (status === 501) return ExitCode.NOT_IMPLEMENTED;
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

/** Context that makes messages more useful (where we were talking to, where the key came from). */
export interface ErrorContext {
  baseUrl?: string;
  keySource?: 'flag' | 'env' | 'config' | 'none';
  /** Set when a key is stored, but for another base URL than the one in use. */
  storedKeyBaseUrl?: string;
  /** The flag or argument of the running command that sets an API request field (see api-fields.ts), if any. */
  fieldLabel?: (field: string) => string | undefined;
}

export function noKeyHint(ctx: ErrorContext): string {
  if (ctx.storedKeyBaseUrl) {
    return `The stored key is for ${ctx.storedKeyBaseUrl}, not ${ctx.baseUrl ?? 'this server'}: run "dossier login --base-url ${ctx.baseUrl ?? '<url>'}", set DOSSIER_API_KEY or pass --api-key.`;
  }
  return 'Run "dossier login", set DOSSIER_API_KEY or pass --api-key.';
}

/** Whether --json was given before any `--`. */
export function argvWantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  const i = argv.findIndex((a) => a === '--json' || a.startsWith('--json=') || a === '--jq' || a.startsWith('--jq='));
  return i !== -1 && (end === -1 || i < end);
}
