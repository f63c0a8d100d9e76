import type { GetAgreementResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { agreementId, agreementRows } from '../../shared/agreements/format.js';

export default class AgreementsGet extends BaseCommand<typeof AgreementsGet, GetAgreementResponse> {
  static override summary = 'Show one agreement with its full text';
  static override description = 'Calls GET /agreements/{id}. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> agreements get agr_3k9d2m1x8q'];
  static override args = { id: agreementId };

  public async run(): Promise<GetAgreementResponse> {
    return this.fetch(this.args.id, (client) => client.agreements.retrieve(this.args.id));
  }

  protected override async render({ data }: GetAgreementResponse): Promise<void> {
    await this.show(undefined, agreementRows(data));
  }
}
