import { Flags } from '@oclif/core';
import { BaseCommand } from '../../base/command.js';
import { documentId } from '../../shared/documents/args.js';
import { checkBinaryTarget } from '../../shared/download.js';
import { byteSize } from '../../shared/format.js';

interface Downloaded {
  id: string;
  file: string;
  bytes: number;
  contentType: string | null;
  /** The file name the server gave (content-disposition). */
  filename: string | null;
}

export default class DocumentsFile extends BaseCommand<typeof DocumentsFile, Downloaded> {
  static override summary = "Download an uploaded document's stored file";
  static override description =
    `Calls GET /documents/{id}/file and writes the stored file of an uploaded PDF or shared file to --output, byte for byte. An authored document has no stored file (exit 4): export it with "dossier documents export".

The file is written under a temporary name and renamed once complete: a failed download leaves nothing behind. "-o -" writes to standard output (only when it is not a terminal).

With --json, prints { "id", "file", "bytes", "contentType", "filename" } once the file is written (filename: the name the server gave, from content-disposition).`;

  static override examples = [
    '<%= config.bin %> documents file doc_4q8z1x6m2k -o term-sheet.pdf',
    '<%= config.bin %> documents file doc_4q8z1x6m2k -o - | pdftotext - -',
  ];

  static override args = { id: documentId };

  static override flags = {
    output: Flags.string({ char: 'o', required: true, description: 'Write the file here ("-" for standard output).' }),
  };

  /** What was written, or nothing with "-o -" (standard output is the file). */
  public async run(): Promise<Downloaded | undefined> {
    const { id } = this.args;
    const { output } = this.flags;
    checkBinaryTarget(output, true, 'a stored file');
    const saved = await this.download(output, `Downloading ${id}`, (client) => client.documents.downloadFile(id));
    if (saved.file === undefined) return undefined;
    return {
      id,
      file: saved.file,
      bytes: saved.bytes,
      contentType: saved.contentType,
      filename: saved.suggestedName ?? null,
    };
  }

  protected override render(d: Downloaded): void {
    this.note(`Wrote ${byteSize(d.bytes)}${d.filename ? ` (${d.filename})` : ''} to ${d.file}`);
  }
}
