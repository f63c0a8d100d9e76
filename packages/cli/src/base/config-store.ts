// The stored login: `{ apiKey, baseUrl }` in <configDir>/config.json, readable by the owner only.
import fs from 'node:fs';
import path from 'node:path';
import { CliError, ExitCode, UsageError } from './errors.js';

export const DEFAULT_BASE_URL = 'http://localhost:8080/api/v1';

export interface StoredConfig {
  apiKey?: string;
  baseUrl?: string;
}

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** `http://host/api/v1/` and `http://host/api/v1` are the same server. */
export function normalizeBaseUrl(raw: string): string {
  const trimmed = raw.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new UsageError(`invalid base URL "${trimmed}": expected something like ${DEFAULT_BASE_URL}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`invalid base URL "${trimmed}": only http and https are supported`);
  }
  if (url.username || url.password) throw new UsageError('the base URL must not contain credentials');
  return trimmed.replace(/\/+$/, '');
}

/** Shows a key as `dsk_…abcd`: enough to tell keys apart, never enough to use one. */
export function maskKey(key: string | undefined): string {
  if (!key) return '(none)';
  const prefix = key.startsWith('dsk_') ? 'dsk_' : '';
  return key.length >= 12 ? `${prefix}…${key.slice(-4)}` : `${prefix}…`;
}

export class ConfigStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'config.json');
  }

  /** The stored config, or `{}` when there is none. A file others can read is tightened to 0600 first. */
  load(): StoredConfig {
    let text: string;
    try {
      const st = fs.statSync(this.file);
      if ((st.mode & 0o077) !== 0) fs.chmodSync(this.file, FILE_MODE);
      text = fs.readFileSync(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new CliError(`cannot read ${this.file}: ${(err as Error).message}`, ExitCode.ERROR, 'config_error');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new CliError(
        `${this.file} is not valid JSON; fix it or delete it and run "dossier login"`,
        ExitCode.ERROR,
        'config_error',
      );
    }
    const out: StoredConfig = {};
    if (parsed && typeof parsed === 'object') {
      const { apiKey, baseUrl } = parsed as Record<string, unknown>;
      if (typeof apiKey === 'string' && apiKey) out.apiKey = apiKey;
      if (typeof baseUrl === 'string' && baseUrl) out.baseUrl = baseUrl;
    }
    return out;
  }

  /**
   * Writes the config with mode 0600 (directory 0700). The new content goes to a private temporary file that is
   * renamed over the old one, so the key is never in a file with wider permissions, even for a moment.
   */
  save(config: StoredConfig): void {
    if (!fs.existsSync(this.dir)) {
      fs.mkdirSync(this.dir, { recursive: true, mode: DIR_MODE });
      fs.chmodSync(this.dir, DIR_MODE);
    }
    const tmp = path.join(this.dir, `.config.json.${process.pid}.${Date.now()}.tmp`);
    const fd = fs.openSync(tmp, 'wx', FILE_MODE);
    try {
      fs.fchmodSync(fd, FILE_MODE);
      fs.writeFileSync(fd, `${JSON.stringify(config, null, 2)}\n`);
      fs.fsyncSync(fd);
    } catch (err) {
      fs.closeSync(fd);
      fs.rmSync(tmp, { force: true });
      throw err;
    }
    fs.closeSync(fd);
    try {
      fs.renameSync(tmp, this.file);
    } catch (err) {
      fs.rmSync(tmp, { force: true });
      throw err;
    }
    fs.chmodSync(this.file, FILE_MODE);
  }

  /** Removes the stored key (keeping the base URL, if one is stored). Returns the key that was removed. */
  removeKey(): string | undefined {
    const config = this.load();
    if (!config.apiKey) return undefined;
    const { apiKey, ...rest } = config;
    if (Object.keys(rest).length > 0) this.save(rest);
    else fs.rmSync(this.file, { force: true });
    return apiKey;
  }
}
