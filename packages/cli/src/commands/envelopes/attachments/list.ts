import type { ListEnvelopeAttachmentsResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { byteSize } from '../../../shared/format.js';
import { table } from '../../../shared/table.js';
import { envelopeId } from '../../../shared/envelopes/args.js';

export default class EnvelopesAttachmentsList extends BaseCommand<
  typeof EnvelopesAttachmentsList,
  ListEnvelopeAttachmentsResponse
> {
  static override summary = 'List the files signers returned';
  static override description =
    `Calls GET /envelopes/{id}/attachments: every file the envelope's signers returned through attachment fields, newest first, with its size and SHA-256. Download one with "dossier envelopes attachments download".

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> envelopes attachments list env_7h2k9d4m1x'];

  static override args = { id: envelopeId };

  public async run(): Promise<ListEnvelopeAttachmentsResponse> {
    return this.fetch(`the attachments of ${this.args.id}`, (client) =>
      client.envelopes.attachments.list(this.args.id),
    );
  }

  protected override async render({ data }: ListEnvelopeAttachmentsResponse): Promise<void> {
    if (!data.length) return this.note(`No signer of ${this.args.id} has returned a file.`);
    this.out(
      await table(
        [
          { header: 'ID', get: (a) => a.id },
          { header: 'File', get: (a) => a.filename, wrap: true },
          { header: 'Type', get: (a) => a.contentType },
          { header: 'Size', get: (a) => byteSize(a.byteSize) },
          { header: 'Recipient', get: (a) => a.recipientId },
          { header: 'Uploaded', get: (a) => a.uploadedAt },
          { header: 'SHA-256', get: (a) => a.sha256 },
        ],
        data,
      ),
    );
  }
}
