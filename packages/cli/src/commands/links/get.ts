import type { GetLinkResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { linkId, linkRows } from '../../shared/links/format.js';

export default class LinksGet extends BaseCommand<typeof LinksGet, GetLinkResponse> {
  static override summary = 'Show one link';
  static override description =
    'Calls GET /links/{id}. The password is never shown (only whether there is one). With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> links get lnk_3k9d2m1x8q'];
  static override args = { id: linkId };

  public async run(): Promise<GetLinkResponse> {
    return this.fetch(this.args.id, (client) => client.links.retrieve(this.args.id));
  }

  protected override async render({ data }: GetLinkResponse): Promise<void> {
    await this.show(undefined, linkRows(data));
  }
}
