import { BaseCommand } from '../base/command.js';
import { maskKey } from '../base/config-store.js';

interface LoggedOut {
  loggedOut: boolean;
  key: string | null;
  configFile: string;
}

export default class Logout extends BaseCommand<typeof Logout, LoggedOut> {
  static override summary = 'Remove the stored API key';
  static override description =
    'Deletes the key "dossier login" stored (the stored base URL is kept). Keys given with --api-key or DOSSIER_API_KEY are not affected. The key itself stays valid on the server: revoke it in the app if it leaked.';
  static override examples = ['<%= config.bin %> logout'];
  static override requiresKey = false;

  public async run(): Promise<LoggedOut> {
    const removed = this.store.removeKey();
    return { loggedOut: removed !== undefined, key: removed ? maskKey(removed) : null, configFile: this.store.file };
  }

  protected override render(r: LoggedOut): void {
    this.out(
      r.loggedOut
        ? `Logged out: removed key ${r.key} from ${r.configFile}`
        : `Not logged in: no key stored in ${r.configFile}`,
    );
    if (process.env.DOSSIER_API_KEY?.trim()) this.note('Note: DOSSIER_API_KEY is still set in this environment.');
  }
}
