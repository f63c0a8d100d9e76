import { Flags } from '@oclif/core';
import type { CreateDocumentVersionResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../../base/command.js';
import { documentId } from '../../../shared/documents/args.js';
import { versionRows } from '../../../shared/documents/format.js';

export default class VersionsCreate extends BaseCommand<typeof VersionsCreate, CreateDocumentVersionResponse> {
  static override summary = "Save a document's current state as a named version";
  static override description =
    `Calls POST /documents/{id}/versions: the current body (or stored file) is saved to the version history. Without --label the server names it after the API (e.g. "Saved via API"). A version can later be put back with "dossier documents versions restore", or served by a share link.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> documents versions create doc_7f3k2m9x1q --label "Sent to Globex for review"',
  ];
  static override args = { id: documentId };

  static override flags = {
    label: Flags.string({ description: 'Name of the version (1-120 characters).' }),
  };

  public async run(): Promise<CreateDocumentVersionResponse> {
    return this.request(`Saving a version of ${this.args.id}…`, (client) =>
      client.documents.versions.create(this.args.id, defined({ label: this.flags.label })),
    );
  }

  protected override async render({ data: v }: CreateDocumentVersionResponse): Promise<void> {
    await this.show(`Saved version ${v.id} of ${this.args.id}.`, versionRows(v));
  }
}
