import { BaseCommand } from '../base-command.js';
import { maskKey } from '../config-store.js';

export default class Logout extends BaseCommand<typeof Logout> {
  static override summary = 'Remove the stored API key';
  static override description =
    'Deletes the key "dossier login" stored (the stored base URL is kept). Keys given with --api-key or DOSSIER_API_KEY are not affected. The key itself stays valid on the server: revoke it in the app if it leaked.';
  static override examples = ['<%= config.bin %> logout'];

  public async run(): Promise<void> {
    const removed = this.store.removeKey();
    if (this.jsonOutput) {
      this.printJson({ loggedOut: removed !== undefined, key: removed ? maskKey(removed) : null, configFile: this.store.file });
      return;
    }
    if (removed) this.out(`Logged out: removed key ${maskKey(removed)} from ${this.store.file}`);
    else this.out(`Not logged in: no key stored in ${this.store.file}`);
    if (process.env.DOSSIER_API_KEY?.trim()) this.note('Note: DOSSIER_API_KEY is still set in this environment.');
  }
}
