import { Flags } from '@oclif/core';
import type { AddSignatureBlockResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { documentId } from '../../shared/documents/args.js';
import { person } from '../../shared/format.js';

export default class DocumentsSignBlock extends BaseCommand<typeof DocumentsSignBlock, AddSignatureBlockResponse> {
  static override summary = 'Append a signature block for a recipient';
  static override description =
    `Calls POST /documents/{id}/signature-blocks: appends to the end of an authored document a heading (default: the recipient's name) and name, signature and date fields bound to one recipient. The previous body is first saved to version history.

Name the recipient with --recipient (id) or --email; either may be left out when the document has exactly one recipient. Refused (exit 5) for a document out for signature or in the trash, an uploaded PDF, or a recipient not on the document.

With --json, prints the API response ({ "data", "addedFor", "totalFields" }) as is.`;

  static override examples = [
    '<%= config.bin %> documents sign-block doc_7f3k2m9x1q --recipient rcp_2m8x4k1q9z',
    '<%= config.bin %> documents sign-block doc_7f3k2m9x1q --email dana@globex.example --heading "For Globex Inc."',
  ];

  static override args = { id: documentId };

  static override flags = {
    recipient: Flags.string({ description: 'The recipient (id, rcp_…) the block is for.' }),
    email: Flags.string({ description: 'The recipient the block is for, by address.' }),
    heading: Flags.string({
      description: "Heading above the block (1-120 characters; default: the recipient's name).",
    }),
  };

  public async run(): Promise<AddSignatureBlockResponse> {
    const { flags } = this;
    const body = defined({ recipientId: flags.recipient, email: flags.email, heading: flags.heading });
    return this.request(`Adding a signature block to ${this.args.id}…`, (client) =>
      client.documents.addSignatureBlock(this.args.id, body),
    );
  }

  protected override render(res: AddSignatureBlockResponse): void {
    const a = res.addedFor;
    this.out(
      `Added a signature block for ${person(a.name, a.email)} (${a.recipientId}) to ${res.data.id}: name, signature and date fields. The document now has ${res.totalFields} signature fields.`,
    );
  }
}
