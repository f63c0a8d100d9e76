import { BaseCommand } from '../../base-command.js';
import { cell, folderTree } from '../../format.js';
import { table } from '../../table.js';

export default class FoldersList extends BaseCommand<typeof FoldersList> {
  static override summary = 'Show the workspace folder tree';
  static override description = `Calls GET /folders: every workspace folder in one call, printed as a tree (subfolders indented under their parent; siblings by position, then name) with each folder's id, the live documents filed directly in it, and its position. Data-room folders are not included.

With --json, prints the API response (a flat list; rebuild the tree with parentId) as is.`;

  static override examples = ['<%= config.bin %> folders list', '<%= config.bin %> folders list --json'];

  public async run(): Promise<void> {
    this.requireKey();
    const res = await this.spin('Fetching folders…', async () => (await this.client()).folders.list());
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    if (res.data.length === 0) {
      this.note('No folders. Create one with "dossier folders create --name NAME".');
      return;
    }
    this.out(
      await table(
        [
          { header: 'Folder', get: ({ folder: f, depth }) => `${depth > 0 ? `${'  '.repeat(depth - 1)}└ ` : ''}${f.name}`, wrap: true },
          { header: 'ID', get: ({ folder: f }) => f.id },
          { header: 'Documents', get: ({ folder: f }) => cell(f.documentCount) },
          { header: 'Position', get: ({ folder: f }) => cell(f.position), drop: 1 },
        ],
        folderTree(res.data),
      ),
    );
  }
}
