import { Args } from '@oclif/core';
import type { DocumentFieldInput, ReplaceDocumentFieldsResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { UsageError } from '../../../base/errors.js';
import { documentId } from '../../../shared/documents/args.js';
import { placementCells } from '../../../shared/envelopes/format.js';
import { readJsonArg } from '../../../shared/input.js';
import { plural } from '../../../shared/format.js';
import { table } from '../../../shared/table.js';
import { PLACEMENT_COLUMNS } from './get.js';

export default class DocumentsFieldsSet extends BaseCommand<typeof DocumentsFieldsSet, ReplaceDocumentFieldsResponse> {
  static override summary = "Replace an uploaded PDF's field placements";
  static override description =
    `Calls PUT /documents/{id}/fields (an extension of the API) with the placements in FILE (- for standard input): a JSON array of { recipientId, type, page, x, y, width, height, required?, label?, id? }, or an object { "fields": [...] } such as "documents fields get --json" prints. They replace every current placement at once; an entry sent back with its id keeps it; [] removes them all.

Types: signature, initials, name, date, text, checkbox, attachment. Positions and sizes are in PDF points from the top-left corner of the page. Refused (exit 5) for a document out for signature, an authored document or shared file, a page the file lacks, a rectangle off its page, a recipient not on the document (or a viewer), or an unknown id; the message names the entry.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> documents fields set doc_2b8n5k3v9q fields.json',
    'cat fields.json | <%= config.bin %> documents fields set doc_2b8n5k3v9q -',
  ];

  static override args = {
    id: documentId,
    file: Args.string({ required: true, description: 'JSON file of placements (- for standard input)' }),
  };

  public async run(): Promise<ReplaceDocumentFieldsResponse> {
    const parsed = await readJsonArg(this.args.file, 'FILE');
    const fields = Array.isArray(parsed)
      ? parsed
      : ((parsed as { fields?: unknown; data?: unknown } | null)?.fields ??
        (parsed as { data?: unknown } | null)?.data);
    if (!Array.isArray(fields))
      throw new UsageError('FILE must hold a JSON array of placements, or an object with a "fields" (or "data") array');
    return this.request(`Placing ${plural(fields.length, 'field')} on ${this.args.id}…`, (client) =>
      client.documents.fields.replace(this.args.id, { fields: fields as DocumentFieldInput[] }),
    );
  }

  protected override async render(res: ReplaceDocumentFieldsResponse): Promise<void> {
    this.out(`${this.args.id} now has ${plural(res.data.length, 'field placement')}.`);
    if (res.data.length) {
      const columns = PLACEMENT_COLUMNS.map((header, i) => ({ header, get: (c: string[]) => c[i]! }));
      this.out(await table(columns, res.data.map(placementCells)));
    }
  }
}
