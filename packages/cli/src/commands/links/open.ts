import type { GetLinkResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { linkId } from '../../shared/links/format.js';

export default class LinksOpen extends BaseCommand<typeof LinksOpen, GetLinkResponse> {
  static override summary = 'Print a link’s address';
  static override description =
    'Calls GET /links/{id} and prints only its address (on the account’s link origin), to paste or pipe: open "$(dossier links open lnk_…)". With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> links open lnk_3k9d2m1x8q'];
  static override args = { id: linkId };

  public async run(): Promise<GetLinkResponse> {
    const client = await this.client();
    return client.links.retrieve(this.args.id);
  }

  protected override render({ data }: GetLinkResponse): void {
    this.out(`${data.url}\n`);
  }
}
