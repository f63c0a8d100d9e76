import type { Dossier } from '@dossier/sdk';
import { confirmationHelp, DeleteCommand, type Deleted } from '../../../base/delete-command.js';
import { documentId, versionId } from '../../../shared/documents/args.js';

export default class VersionsDelete extends DeleteCommand<typeof VersionsDelete> {
  static override summary = "Delete a version from a document's history";
  static override description =
    `Calls DELETE /documents/{id}/versions/{versionId}: the version is removed from the history; the document itself is untouched. A version a share link is pinned to is refused (exit 5, listing those links): unpin or delete them first.

${confirmationHelp('{ "id", "versionId", "deleted": true }')}`;

  static override examples = ['<%= config.bin %> documents versions delete doc_7f3k2m9x1q ver_3x9k2m7q1z --yes'];
  static override args = { id: documentId, versionId };

  protected override target(): string {
    return this.args.versionId;
  }

  protected question(): string {
    return `Delete version ${this.args.versionId} of ${this.args.id}? It cannot be restored afterwards.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.documents.versions.delete(this.args.id, this.args.versionId);
  }

  protected override deleted(): Deleted {
    return { id: this.args.id, versionId: this.args.versionId, deleted: true };
  }

  protected done(): string {
    return `Deleted version ${this.args.versionId} of ${this.args.id}.`;
  }
}
