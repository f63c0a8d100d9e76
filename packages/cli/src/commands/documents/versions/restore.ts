import type { RestoreDocumentVersionResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { documentId, versionId } from '../../../shared/documents/args.js';
import { documentRows } from '../../../shared/documents/format.js';

export default class VersionsRestore extends BaseCommand<typeof VersionsRestore, RestoreDocumentVersionResponse> {
  static override summary = 'Put a version back as the current body';
  static override description =
    `Calls POST /documents/{id}/versions/{versionId}: the version's body (or stored file) and title become the document's current ones. What they replace is first saved as an automatic version, so a restore can itself be undone. Refused (exit 5) for a document out for signature or in the trash.

With --json, prints the API response (the document as it now is) as is.`;

  static override examples = ['<%= config.bin %> documents versions restore doc_7f3k2m9x1q ver_3x9k2m7q1z'];
  static override args = { id: documentId, versionId };

  public async run(): Promise<RestoreDocumentVersionResponse> {
    const { id, versionId } = this.args;
    return this.request(`Restoring ${versionId}…`, (client) => client.documents.versions.restore(id, versionId));
  }

  protected override async render(res: RestoreDocumentVersionResponse): Promise<void> {
    const { id, versionId } = this.args;
    await this.show(
      `Restored version ${versionId} of ${id}; what it replaced was saved as an automatic version.`,
      documentRows(res.data),
    );
  }
}
