import { BaseCommand } from '../base-command.js';
import { keyValueTable } from '../table.js';

export default class Me extends BaseCommand<typeof Me> {
  static override summary = 'Show the workspace, plan and scopes of the API key in use';
  static override description = 'Calls GET /me. With --json, prints the API response ({ "data": { … } }) as is.';
  static override examples = ['<%= config.bin %> me', '<%= config.bin %> me --json', 'DOSSIER_API_KEY=dsk_live_… <%= config.bin %> me'];

  public async run(): Promise<void> {
    this.requireKey();
    const res = await this.spin('Fetching workspace…', async () => (await this.client()).me.retrieve());
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    const me = res.data;
    this.out(
      await keyValueTable([
        ['Workspace ID', me.workspaceId],
        ['Name', me.name],
        ['Email', me.email ?? '—'],
        ['Plan', me.plan],
        ['Scopes', me.scopes.length ? me.scopes.join('\n') : '(none)'],
        ['Origin', me.origin],
      ]),
    );
  }
}
