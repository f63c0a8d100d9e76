import type { ListDocumentFieldsResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { documentId } from '../../../shared/documents/args.js';
import { placementCells } from '../../../shared/envelopes/format.js';
import { table } from '../../../shared/table.js';

export const PLACEMENT_COLUMNS = ['ID', 'Recipient', 'Type', 'Page', 'x,y', 'Size', 'Required', 'Label'];

export default class DocumentsFieldsGet extends BaseCommand<typeof DocumentsFieldsGet, ListDocumentFieldsResponse> {
  static override summary = "List an uploaded PDF's field placements";
  static override description =
    `Calls GET /documents/{id}/fields (an extension of the API): every field placed on an uploaded PDF, in the order a signer is guided through them. Positions and sizes are in PDF points from the top-left corner of the page. An authored document keeps its fields in its body, and answers an empty list.

With --json, prints the API response as is; its data is what "documents fields set" takes back.`;

  static override examples = [
    '<%= config.bin %> documents fields get doc_2b8n5k3v9q',
    '<%= config.bin %> documents fields get doc_2b8n5k3v9q --json | jq .data > fields.json',
  ];

  static override args = { id: documentId };

  public async run(): Promise<ListDocumentFieldsResponse> {
    return this.fetch(`the fields of ${this.args.id}`, (client) => client.documents.fields.list(this.args.id));
  }

  protected override async render(res: ListDocumentFieldsResponse): Promise<void> {
    if (!res.data.length) return this.note(`${this.args.id} has no field placements.`);
    const columns = PLACEMENT_COLUMNS.map((header, i) => ({ header, get: (c: string[]) => c[i]! }));
    this.out(await table(columns, res.data.map(placementCells)));
  }
}
