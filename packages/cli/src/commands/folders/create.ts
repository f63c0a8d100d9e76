import { Flags } from '@oclif/core';
import type { CreateFolderResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { folderRows } from '../../shared/folders/format.js';

export default class FoldersCreate extends BaseCommand<typeof FoldersCreate, CreateFolderResponse> {
  static override summary = 'Create a workspace folder';
  static override description =
    `Calls POST /folders: a new, empty folder at the top level, or inside --parent (folders nest at most 8 levels deep). Names need not be unique.

A new folder starts at position 0. --position sets another one with a second request (PATCH /folders/{id}) once the folder exists; if that fails, the folder exists at position 0 and its id is printed before the error (except under --json).

With --json, prints the API response as is (after --position, with the folder as it then is).`;

  static override examples = [
    '<%= config.bin %> folders create --name Contracts',
    '<%= config.bin %> folders create --name Signed --parent fld_2k8m4q9z1x --position 2',
  ];

  static override flags = {
    name: Flags.string({ required: true, description: 'Name (1-120 characters, not only spaces).' }),
    parent: Flags.string({ description: 'Create it inside this folder (id); the top level otherwise.' }),
    position: Flags.integer({
      min: 0,
      max: 10_000,
      description: 'Sort key among its siblings, 0-10000 (a second request).',
    }),
  };

  public async run(): Promise<CreateFolderResponse> {
    const { flags } = this;
    const client = await this.client();
    const res = await this.spin('Creating the folder…', () =>
      client.folders.create(defined({ name: flags.name, parentId: flags.parent })),
    );
    if (flags.position === undefined || flags.position === res.data.position) return res;
    const id = res.data.id;
    try {
      return await this.spin(`Moving ${id} to position ${flags.position}…`, () =>
        client.folders.update(id, { position: flags.position }),
      );
    } catch (err) {
      this.note(`The folder was created as ${id} (at position ${res.data.position}), but setting its position failed:`);
      throw err;
    }
  }

  protected override async render({ data: f }: CreateFolderResponse): Promise<void> {
    await this.show(`Created folder ${f.id}.`, folderRows(f));
  }
}
