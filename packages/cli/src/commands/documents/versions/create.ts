import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../../base-command.js';
import { versionRows } from '../../../format.js';
import { keyValueTable } from '../../../table.js';

export default class VersionsCreate extends BaseCommand<typeof VersionsCreate> {
  static override summary = "Save a document's current state as a named version";
  static override description = `Calls POST /documents/{id}/versions: the current body (or stored file) is saved to the version history. Without --label the server names it after the API (e.g. "Saved via API"). A version can later be put back with "dossier documents versions restore", or served by a share link.

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> documents versions create doc_7f3k2m9x1q --label "Sent to Globex for review"'];

  static override args = {
    id: Args.string({ required: true, description: 'document id (doc_…)' }),
  };

  static override flags = {
    label: Flags.string({ description: 'Name of the version (1-120 characters).' }),
  };

  public async run(): Promise<void> {
    this.requireKey();
    const { id } = this.args;
    const label = this.flags.label;
    const res = await this.spin(`Saving a version of ${id}…`, async () =>
      (await this.client()).documents.versions.create(id, label === undefined ? {} : { label }),
    );
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    this.out(`Saved version ${res.data.id} of ${id}.`);
    this.out(await keyValueTable(versionRows(res.data)));
  }
}
