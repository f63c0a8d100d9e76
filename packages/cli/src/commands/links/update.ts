import type { UpdateLinkResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { bool } from '../../shared/validate.js';
import { linkId, linkRows, settingFlags, settingsBody } from '../../shared/links/format.js';
import { onOff } from '../../base/flags.js';

export default class LinksUpdate extends BaseCommand<typeof LinksUpdate, UpdateLinkResponse> {
  static override summary = 'Change a link’s settings, or switch it on or off';
  static override description =
    `Calls PATCH /links/{id} with what the flags change (at least one); list flags replace the whole list. A new password or new terms are asked again of visitors who already cleared the old ones.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> links update lnk_3k9d2m1x8q --no-active',
    '<%= config.bin %> links update lnk_3k9d2m1x8q --password "n3w-pass" --expires never',
  ];

  static override args = { id: linkId };
  static override flags = {
    active: onOff('Switch the link on or off.'),
    ...settingFlags,
  };

  public async run(): Promise<UpdateLinkResponse> {
    const body = { ...settingsBody(this.flags), ...(this.flags.active ? { active: bool(this.flags.active) } : {}) };
    return this.sendChanges(body, 'Pass at least one setting flag (see --help).', (client) =>
      client.links.update(this.args.id, body),
    );
  }

  protected override async render({ data }: UpdateLinkResponse): Promise<void> {
    await this.show(`Updated link ${data.id}.`, linkRows(data));
  }
}
