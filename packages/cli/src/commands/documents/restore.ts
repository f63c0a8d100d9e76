import type { RestoreDocumentResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { documentId } from '../../shared/documents/args.js';
import { documentRows } from '../../shared/documents/format.js';

export default class DocumentsRestore extends BaseCommand<typeof DocumentsRestore, RestoreDocumentResponse> {
  static override summary = 'Bring a document back from the trash';
  static override description =
    `Calls POST /documents/{id}/restore: the document is live again, in the folder it was filed in if that folder still exists, at the top level otherwise. A document that is not in the trash is refused (exit 5), as is one beyond the plan's document ceiling.

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> documents restore doc_7f3k2m9x1q'];
  static override args = { id: documentId };

  public async run(): Promise<RestoreDocumentResponse> {
    return this.request(`Restoring ${this.args.id}…`, (client) => client.documents.restore(this.args.id));
  }

  protected override async render({ data: d }: RestoreDocumentResponse): Promise<void> {
    await this.show(
      `Restored document ${d.id} from the trash${d.folderId ? `, into folder ${d.folderId}` : ', at the top level'}.`,
      documentRows(d),
    );
  }
}
