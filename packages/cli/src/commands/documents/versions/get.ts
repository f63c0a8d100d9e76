import { Flags } from '@oclif/core';
import type { GetDocumentVersionResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { documentId, versionId } from '../../../shared/documents/args.js';
import { versionRows } from '../../../shared/documents/format.js';

export default class VersionsGet extends BaseCommand<typeof VersionsGet, GetDocumentVersionResponse> {
  static override summary = 'Show one version of a document, or the body it saved';
  static override description =
    `Calls GET /documents/{id}/versions/{versionId}. --content prints the saved body instead, the document tree as JSON (include=content); a snapshot of an uploaded PDF or shared file has none.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> documents versions get doc_7f3k2m9x1q ver_3x9k2m7q1z',
    '<%= config.bin %> documents versions get doc_7f3k2m9x1q ver_3x9k2m7q1z --content > old-body.json',
  ];

  static override args = { id: documentId, versionId };

  static override flags = {
    content: Flags.boolean({ description: 'Print the saved body (document JSON) rather than the fields.' }),
  };

  public async run(): Promise<GetDocumentVersionResponse> {
    const { id, versionId } = this.args;
    return this.fetch(versionId, (client) =>
      client.documents.versions.retrieve(id, versionId, this.flags.content ? { include: 'content' } : undefined),
    );
  }

  protected override async render({ data: v }: GetDocumentVersionResponse): Promise<void> {
    await this.showOrContent(
      this.flags.content,
      versionRows(v),
      v.content,
      `${this.args.versionId} is a snapshot of a stored file (${v.kind}): it has no body to print.`,
    );
  }
}
