import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../../base-command.js';
import { versionRows } from '../../../format.js';
import { keyValueTable } from '../../../table.js';

export default class VersionsGet extends BaseCommand<typeof VersionsGet> {
  static override summary = 'Show one version of a document, or the body it saved';
  static override description = `Calls GET /documents/{id}/versions/{versionId}. --content prints the saved body instead, the document tree as JSON (include=content); a snapshot of an uploaded PDF or shared file has none.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> documents versions get doc_7f3k2m9x1q ver_3x9k2m7q1z',
    '<%= config.bin %> documents versions get doc_7f3k2m9x1q ver_3x9k2m7q1z --content > old-body.json',
  ];

  static override args = {
    id: Args.string({ required: true, description: 'document id (doc_…)' }),
    versionId: Args.string({ required: true, description: 'version id (ver_…)' }),
  };

  static override flags = {
    content: Flags.boolean({ description: 'Print the saved body (document JSON) rather than the fields.' }),
  };

  public async run(): Promise<void> {
    this.requireKey();
    const { id, versionId } = this.args;
    const content = this.flags.content;
    const res = await this.spin(`Fetching ${versionId}…`, async () =>
      (await this.client()).documents.versions.retrieve(id, versionId, content ? { include: 'content' } : undefined),
    );
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    if (!content) {
      this.out(await keyValueTable(versionRows(res.data)));
      return;
    }
    if (res.data.content == null) {
      this.note(`${versionId} is a snapshot of a stored file (${res.data.kind}): it has no body to print.`);
      return;
    }
    this.printJson(res.data.content);
  }
}
