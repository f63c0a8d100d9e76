import { Flags } from '@oclif/core';
import { APIError, type GetMeResponse } from '@dossier/sdk';
import { BaseCommand } from '../base/command.js';
import { maskKey } from '../base/config-store.js';
import { AuthError, UsageError } from '../base/errors.js';
import { readStdin } from '../shared/input.js';

export default class Login extends BaseCommand<typeof Login, GetMeResponse> {
  static override summary = 'Store an API key for later commands';
  static override description =
    `Asks for an API key (input hidden), checks it with GET /me and stores it with the base URL in <config dir>/config.json, readable by you only (mode 0600). A key the API refuses is not stored (exit 3).

Non-interactive: pipe the key with --with-token, or pass --api-key. A stored key is only sent to the base URL it was stored for; DOSSIER_API_KEY and --api-key override it.`;

  static override examples = [
    '<%= config.bin %> login',
    '<%= config.bin %> login --base-url https://dossier.example.com/api/v1',
    'echo "$DOSSIER_KEY" | <%= config.bin %> login --with-token',
    '<%= config.bin %> login --api-key dsk_live_…',
  ];

  static override flags = {
    'with-token': Flags.boolean({ description: 'Read the API key from standard input.' }),
  };

  static override requiresKey = false;

  /** The key stored, for the message. */
  #key = '';

  public async run(): Promise<GetMeResponse> {
    const settings = this.settings!;
    const key = await this.obtainKey();
    if (/\s/.test(key)) throw new UsageError('an API key cannot contain whitespace');

    let me: GetMeResponse;
    try {
      const client = await this.client(key);
      me = await this.spin(`Checking the key with ${settings.baseUrl}…`, () => client.me.retrieve());
    } catch (err) {
      if (err instanceof APIError && (err.status === 401 || err.status === 403)) {
        throw new AuthError(
          `the API refused the key ${maskKey(key)} (HTTP ${err.status}${err.code ? `, ${err.code}` : ''}); nothing was stored`,
          `Check the key, and that ${settings.baseUrl} is the right server.`,
          err.code ?? 'unauthorized',
        );
      }
      throw err;
    }

    this.store.save({ apiKey: key, baseUrl: settings.baseUrl });
    this.#key = key;
    return me;
  }

  protected override render({ data: ws }: GetMeResponse): void {
    this.out(
      `Logged in to ${this.settings!.baseUrl} as ${ws.name} (${ws.workspaceId}) with key ${maskKey(this.#key)}.`,
    );
    this.note(`Key stored in ${this.store.file}`);
    if (process.env.DOSSIER_API_KEY?.trim() && this.flags['api-key'] === undefined) {
      this.note('Note: DOSSIER_API_KEY is set in this environment and overrides the stored key.');
    }
  }

  /** --with-token (stdin), then --api-key, then the masked prompt (which needs a terminal). */
  private async obtainKey(): Promise<string> {
    const flagKey = this.flags['api-key']?.trim();
    if (this.flags['with-token']) {
      if (flagKey) throw new UsageError('--with-token and --api-key cannot be used together');
      if (process.stdin.isTTY) this.note('Paste the API key, then press Enter and Ctrl+D:');
      const text = await readStdin();
      const line = text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .find((l) => l !== '');
      if (!line) throw new UsageError('--with-token: no API key on standard input');
      return line;
    }
    if (flagKey) return flagKey;
    if (!process.stdin.isTTY) {
      throw new UsageError(
        'no terminal to prompt for the API key',
        'Pipe the key with "dossier login --with-token", or pass --api-key.',
      );
    }
    const { password } = await import('@inquirer/prompts');
    const answer = await password(
      {
        message: `API key for ${this.settings!.baseUrl}:`,
        mask: '*',
        validate: (v) => (v.trim() === '' ? 'Enter an API key (dsk_…)' : true),
      },
      { output: process.stderr },
    );
    return answer.trim();
  }
}
