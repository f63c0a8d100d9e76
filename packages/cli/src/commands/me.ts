import type { GetMeResponse } from '@dossier/sdk';
import { BaseCommand } from '../base/command.js';

export default class Me extends BaseCommand<typeof Me, GetMeResponse> {
  static override summary = 'Show the workspace, plan and scopes of the API key in use';
  static override description = 'Calls GET /me. With --json, prints the API response ({ "data": { … } }) as is.';
  static override examples = [
    '<%= config.bin %> me',
    '<%= config.bin %> me --json',
    'DOSSIER_API_KEY=dsk_live_… <%= config.bin %> me',
  ];

  public async run(): Promise<GetMeResponse> {
    return this.fetch('workspace', (client) => client.me.retrieve());
  }

  protected override async render({ data: me }: GetMeResponse): Promise<void> {
    await this.show(undefined, [
      ['Workspace ID', me.workspaceId],
      ['Name', me.name],
      ['Email', me.email ?? '—'],
      ['Plan', me.plan],
      ['Scopes', me.scopes.length ? me.scopes.join('\n') : '(none)'],
      ['Origin', me.origin],
    ]);
  }
}
