import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../../base-command.js';
import { cell } from '../../../format.js';
import { table } from '../../../table.js';

export default class VersionsList extends BaseCommand<typeof VersionsList> {
  static override summary = "List a document's versions";
  static override description = `Calls GET /documents/{id}/versions: the version history, newest first, the most recent --limit versions (default 50, at most 100; the history is not paginated). "Auto" marks snapshots the document took of itself before a body or file was replaced.

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> documents versions list doc_7f3k2m9x1q', '<%= config.bin %> documents versions list doc_7f3k2m9x1q --limit 5 --json'];

  static override args = {
    id: Args.string({ required: true, description: 'document id (doc_…)' }),
  };

  static override flags = {
    limit: Flags.integer({ min: 1, max: 100, description: 'How many of the newest versions, 1-100 (server default 50).' }),
  };

  public async run(): Promise<void> {
    this.requireKey();
    const { id } = this.args;
    const res = await this.spin(`Fetching the versions of ${id}…`, async () =>
      (await this.client()).documents.versions.list(id, this.flags.limit === undefined ? undefined : { limit: this.flags.limit }),
    );
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    if (res.data.length === 0) {
      this.note(`${id} has no saved versions yet. Save one with "dossier documents versions create ${id}".`);
      return;
    }
    this.out(
      await table(
        [
          { header: 'ID', get: (v) => v.id },
          { header: 'Label', get: (v) => cell(v.label), wrap: true },
          { header: 'Auto', get: (v) => cell(v.automatic), drop: 1 },
          { header: 'Kind', get: (v) => v.kind, drop: 1 },
          { header: 'Pages', get: (v) => cell(v.pageCount), drop: 1 },
          { header: 'Created by', get: (v) => v.createdBy, wrap: true, drop: 2 },
          { header: 'Created', get: (v) => v.createdAt },
        ],
        res.data,
      ),
    );
  }
}
