import type { Dossier } from '@dossier/sdk';
import { confirmationHelp, DeleteCommand } from '../../base/delete-command.js';
import { folderId } from '../../shared/folders/args.js';

export default class FoldersDelete extends DeleteCommand<typeof FoldersDelete> {
  static override summary = 'Delete a workspace folder (not its contents)';
  static override description =
    `Calls DELETE /folders/{id}: only the folder goes. Its documents and subfolders move up one level, into its parent (for a top-level folder: subfolders become top-level folders and documents unfiled). No document is deleted. A folder that is already gone exits with 4.

${confirmationHelp()}`;

  static override examples = ['<%= config.bin %> folders delete fld_5q1x7m3k9z --yes'];
  static override args = { id: folderId };

  protected question(): string {
    return `Delete folder ${this.args.id}? Its documents and subfolders move up one level.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.folders.delete(this.args.id);
  }

  protected done(): string {
    return `Deleted folder ${this.args.id}; its documents and subfolders moved up one level.`;
  }
}
