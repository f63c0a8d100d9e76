import { Args, Flags } from '@oclif/core';
import type { ReplaceDocumentFileResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { documentId } from '../../shared/documents/args.js';
import { byteSize, plural } from '../../shared/format.js';
import { fileName, openUploadArg } from '../../shared/input.js';

export default class DocumentsReplaceFile extends BaseCommand<
  typeof DocumentsReplaceFile,
  ReplaceDocumentFileResponse
> {
  static override summary = "Replace an uploaded PDF's file";
  static override description =
    `Calls POST /documents/{id}/file with the new PDF as the raw request body (application/pdf, at most 25 MB) and its file name in x-filename. The document keeps its id, title and links; the outgoing file is kept as an automatic version. Field placements on pages the new file no longer has are removed, and counted.

Refused (exit 5) for a document out for signature, in the trash, or that is not an uploaded PDF. The file is streamed from disk as it is sent, never read whole into memory; "-" streams it from standard input (sent once, not retried). With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> documents replace-file doc_4q8z1x6m2k term-sheet-v2.pdf'];

  static override args = {
    id: documentId,
    file: Args.string({ required: true, ignoreStdin: true, description: 'the new PDF ("-" for standard input)' }),
  };

  static override flags = {
    filename: Flags.string({ description: 'File name to record (default: the name of FILE).' }),
  };

  public async run(): Promise<ReplaceDocumentFileResponse> {
    const { id, file } = this.args;
    // Streamed from disk (or standard input) as it is sent, never read whole.
    const { body, size } = await openUploadArg(file, 'FILE');
    const filename = fileName(file, this.flags.filename);
    const client = await this.client();
    return this.spin(
      `Uploading ${filename ?? 'standard input'}${size === undefined ? '' : ` (${byteSize(size)})`} to ${id}…`,
      () => client.documents.replaceFile(id, body, filename === undefined ? undefined : { filename }),
    );
  }

  protected override render({ data: r }: ReplaceDocumentFileResponse): void {
    const lines = [
      `Replaced the file of ${r.documentId}: ${plural(r.pageCount, 'page')} (was ${r.previousPageCount}).`,
      `The previous file is kept as version ${r.previousVersionId}.`,
    ];
    if (r.droppedFields > 0)
      lines.push(
        `${plural(r.droppedFields, 'field placement')} on pages the new file no longer has ${r.droppedFields === 1 ? 'was' : 'were'} removed.`,
      );
    this.out(lines.join('\n'));
    if (!r.hasTextLayer) this.note('Note: the new PDF has no text layer (a scan?): its text cannot be searched.');
  }
}
