import fs from 'node:fs/promises';
import { Flags } from '@oclif/core';
import type { UpdateAgreementResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { agreementId, agreementRows } from '../../shared/agreements/format.js';
import { bool } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class AgreementsUpdate extends BaseCommand<typeof AgreementsUpdate, UpdateAgreementResponse> {
  static override summary = 'Rename or reword an agreement';
  static override description =
    `Calls PATCH /agreements/{id}. Renaming re-asks nobody; changed wording asks everyone who accepted the old text again, on every link using it (reported as the number of links re-gated).

With --json, prints the API response as is ({ data, regatedLinks }).`;

  static override examples = ['<%= config.bin %> agreements update agr_3k9d2m1x8q --body-file nda-v2.txt'];
  static override args = { id: agreementId };
  static override flags = {
    name: Flags.string({ description: 'New name (1-120).' }),
    body: Flags.string({ description: 'New terms.', exclusive: ['body-file'] }),
    'body-file': Flags.string({ description: 'Read the new terms from this file.', exclusive: ['body'] }),
    'require-name': onOff('Visitors type their name when they accept.'),
  };

  public async run(): Promise<UpdateAgreementResponse> {
    const { flags } = this;
    const text = flags.body ?? (flags['body-file'] ? await fs.readFile(flags['body-file'], 'utf8') : undefined);
    const body = defined({ name: flags.name, body: text, requireName: bool(flags['require-name']) });
    return this.sendChanges(body, 'Pass at least one of --name, --body, --body-file or --require-name.', (client) =>
      client.agreements.update(this.args.id, body),
    );
  }

  protected override async render(res: UpdateAgreementResponse): Promise<void> {
    const regated = res.regatedLinks
      ? ` Visitors of ${res.regatedLinks} link(s) will be asked to accept the new wording.`
      : '';
    await this.show(`Updated agreement ${res.data.id}.${regated}`, agreementRows(res.data));
  }
}
