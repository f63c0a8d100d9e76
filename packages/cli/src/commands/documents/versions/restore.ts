import { Args } from '@oclif/core';
import { BaseCommand } from '../../../base-command.js';
import { documentRows } from '../../../format.js';
import { keyValueTable } from '../../../table.js';

export default class VersionsRestore extends BaseCommand<typeof VersionsRestore> {
  static override summary = 'Put a version back as the current body';
  static override description = `Calls POST /documents/{id}/versions/{versionId}: the version's body (or stored file) and title become the document's current ones. What they replace is first saved as an automatic version, so a restore can itself be undone. Refused (exit 5) for a document out for signature or in the trash.

With --json, prints the API response (the document as it now is) as is.`;

  static override examples = ['<%= config.bin %> documents versions restore doc_7f3k2m9x1q ver_3x9k2m7q1z'];

  static override args = {
    id: Args.string({ required: true, description: 'document id (doc_…)' }),
    versionId: Args.string({ required: true, description: 'version id (ver_…)' }),
  };

  public async run(): Promise<void> {
    this.requireKey();
    const { id, versionId } = this.args;
    const res = await this.spin(`Restoring ${versionId}…`, async () => (await this.client()).documents.versions.restore(id, versionId));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    this.out(`Restored version ${versionId} of ${id}; what it replaced was saved as an automatic version.`);
    this.out(await keyValueTable(documentRows(res.data)));
  }
}
