import type { Folder, ListFoldersResponse } from '@dossier/sdk';
import { ListCommand } from '../../base/list-command.js';
import { folderTree } from '../../shared/folders/format.js';
import { cell } from '../../shared/format.js';
import type { Column } from '../../shared/table.js';

type Node = ReturnType<typeof folderTree>[number];

export default class FoldersList extends ListCommand<typeof FoldersList, Folder, ListFoldersResponse, Node> {
  static override summary = 'Show the workspace folder tree';
  static override description =
    `Calls GET /folders: every workspace folder in one call, printed as a tree (subfolders indented under their parent; siblings by position, then name) with each folder's id, the live documents filed directly in it, and its position. Data-room folders are not included.

With --json, prints the API response (a flat list; rebuild the tree with parentId) as is.`;

  static override examples = ['<%= config.bin %> folders list', '<%= config.bin %> folders list --json'];

  protected readonly noun = 'folders';
  protected readonly columns: Column<Node>[] = [
    {
      header: 'Folder',
      get: ({ folder: f, depth }) => `${depth > 0 ? `${'  '.repeat(depth - 1)}└ ` : ''}${f.name}`,
      wrap: true,
    },
    { header: 'ID', get: ({ folder: f }) => f.id },
    { header: 'Documents', get: ({ folder: f }) => cell(f.documentCount) },
    { header: 'Position', get: ({ folder: f }) => cell(f.position), drop: 1 },
  ];

  /** The folders as a tree: each before its subfolders, indented by depth. */
  protected override rows(result: ListFoldersResponse): Node[] {
    return folderTree(result.data);
  }

  protected empty(): string {
    return 'No folders. Create one with "dossier folders create --name NAME".';
  }

  public async run(): Promise<ListFoldersResponse> {
    return this.fetch('folders', (client) => client.folders.list());
  }
}
