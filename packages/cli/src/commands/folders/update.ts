import { Flags } from '@oclif/core';
import type { UpdateFolderResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { folderId } from '../../shared/folders/args.js';
import { folderRows } from '../../shared/folders/format.js';

export default class FoldersUpdate extends BaseCommand<typeof FoldersUpdate, UpdateFolderResponse> {
  static override summary = 'Rename, reorder or move a workspace folder';
  static override description =
    `Calls PATCH /folders/{id} with what the flags change (at least one): --name renames it, --position changes its sort key among its siblings, --parent moves it (with its subfolders and documents) into another folder and --top-level to the top level. A move keeps the position unless --position is given too. A move into the folder itself or one of its subfolders, or deeper than 8 levels, is refused (exit 5); an unknown folder or parent exits with 4.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> folders update fld_5q1x7m3k9z --name "Signed contracts"',
    '<%= config.bin %> folders update fld_5q1x7m3k9z --top-level --position 2',
    '<%= config.bin %> folders update fld_5q1x7m3k9z --parent fld_8z4k2q6m1x',
  ];

  static override args = { id: folderId };

  static override flags = {
    name: Flags.string({ description: 'New name (1-120 characters, not only spaces).' }),
    parent: Flags.string({ description: 'Move it into this folder (id).', exclusive: ['top-level'] }),
    'top-level': Flags.boolean({ description: 'Move it to the top level.', exclusive: ['parent'] }),
    position: Flags.integer({ min: 0, max: 10_000, description: 'New sort key among its siblings, 0-10000.' }),
  };

  public async run(): Promise<UpdateFolderResponse> {
    const { flags } = this;
    const body = defined({
      name: flags.name,
      parentId: flags['top-level'] ? null : flags.parent,
      position: flags.position,
    });
    return this.sendChanges(body, 'Pass at least one of --name, --parent, --top-level or --position.', (client) =>
      client.folders.update(this.args.id, body),
    );
  }

  protected override async render({ data: f }: UpdateFolderResponse): Promise<void> {
    await this.show(`Updated folder ${f.id}.`, folderRows(f));
  }
}
