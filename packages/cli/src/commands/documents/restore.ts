import { Args } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { documentRows } from '../../format.js';
import { keyValueTable } from '../../table.js';

export default class DocumentsRestore extends BaseCommand<typeof DocumentsRestore> {
  static override summary = 'Bring a document back from the trash';
  static override description = `Calls POST /documents/{id}/restore: the document is live again, in the folder it was filed in if that folder still exists, at the top level otherwise. A document that is not in the trash is refused (exit 5), as is one beyond the plan's document ceiling.

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> documents restore doc_7f3k2m9x1q'];

  static override args = {
    id: Args.string({ required: true, description: 'document id (doc_…)' }),
  };

  public async run(): Promise<void> {
    this.requireKey();
    const res = await this.spin(`Restoring ${this.args.id}…`, async () => (await this.client()).documents.restore(this.args.id));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    const d = res.data;
    this.out(`Restored document ${d.id} from the trash${d.folderId ? `, into folder ${d.folderId}` : ', at the top level'}.`);
    this.out(await keyValueTable(documentRows(d)));
  }
}
