import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { checkBinaryTarget, download } from '../../download.js';
import { byteSize } from '../../format.js';

export default class DocumentsFile extends BaseCommand<typeof DocumentsFile> {
  static override summary = "Download an uploaded document's stored file";
  static override description = `Calls GET /documents/{id}/file and writes the stored file of an uploaded PDF or shared file to --output, byte for byte. An authored document has no stored file (exit 4): export it with "dossier documents export".

The file is written under a temporary name and renamed once complete: a failed download leaves nothing behind. "-o -" writes to standard output (only when it is not a terminal).

With --json, prints { "id", "file", "bytes", "contentType", "filename" } once the file is written (filename: the name the server gave, from content-disposition).`;

  static override examples = [
    '<%= config.bin %> documents file doc_4q8z1x6m2k -o term-sheet.pdf',
    '<%= config.bin %> documents file doc_4q8z1x6m2k -o - | pdftotext - -',
  ];

  static override args = {
    id: Args.string({ required: true, description: 'document id (doc_…)' }),
  };

  static override flags = {
    output: Flags.string({ char: 'o', required: true, description: 'Write the file here ("-" for standard output).' }),
  };

  public async run(): Promise<void> {
    const { id } = this.args;
    const { output } = this.flags;
    checkBinaryTarget(output, true, 'a stored file');
    this.requireKey();
    const client = await this.client();
    const saved = await this.spin(`Downloading ${id}…`, (spinner) =>
      download(
        output,
        () => client.documents.downloadFile(id),
        (n) => (spinner.text = `Downloading ${id} (${byteSize(n)})…`),
      ),
    );
    if (saved.file === undefined) return;
    if (this.jsonOutput) {
      this.printJson({ id, file: saved.file, bytes: saved.bytes, contentType: saved.contentType, filename: saved.suggestedName ?? null });
      return;
    }
    this.note(`Wrote ${byteSize(saved.bytes)}${saved.suggestedName ? ` (${saved.suggestedName})` : ''} to ${saved.file}`);
  }
}
