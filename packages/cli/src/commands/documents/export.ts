import { Flags } from '@oclif/core';
import { BaseCommand } from '../../base/command.js';
import { documentId } from '../../shared/documents/args.js';
import { checkBinaryTarget } from '../../shared/download.js';
import { byteSize } from '../../shared/format.js';

const ACCEPT = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown',
} as const;

interface Exported {
  id: string;
  format: keyof typeof ACCEPT;
  file: string;
  bytes: number;
  contentType: string | null;
}

export default class DocumentsExport extends BaseCommand<typeof DocumentsExport, Exported> {
  static override summary = 'Export a document as PDF, Word or Markdown';
  static override description =
    `Calls GET /documents/{id}/export?format=… and writes the file to --output: pdf (the default), docx or md (Markdown). Signature fields are rendered as empty, labelled boxes. An uploaded PDF exports only as pdf (its stored file); a shared file is not converted (exit 5: download it with "dossier documents file").

The file is written under a temporary name and renamed once complete: a failed export leaves nothing behind. "-o -" writes to standard output (for pdf and docx, only when it is not a terminal).

With --json, prints { "id", "format", "file", "bytes", "contentType" } once the file is written (nothing with "-o -", where standard output is the file).`;

  static override examples = [
    '<%= config.bin %> documents export doc_7f3k2m9x1q -o nda.pdf',
    '<%= config.bin %> documents export doc_7f3k2m9x1q --format docx -o nda.docx',
    '<%= config.bin %> documents export doc_7f3k2m9x1q --format md -o -',
  ];

  static override args = { id: documentId };

  static override flags = {
    format: Flags.option({
      options: ['pdf', 'docx', 'md'] as const,
      default: 'pdf' as const,
      description: 'File format.',
    })(),
    output: Flags.string({ char: 'o', required: true, description: 'Write the file here ("-" for standard output).' }),
  };

  /** What was written, or nothing with "-o -" (standard output is the file). */
  public async run(): Promise<Exported | undefined> {
    const { id } = this.args;
    const { format, output } = this.flags;
    checkBinaryTarget(output, format !== 'md', `a ${format} file`);
    const saved = await this.download(output, `Exporting ${id} as ${format}`, (client) =>
      client.documents.export(id, { format }, { headers: { accept: ACCEPT[format] } }),
    );
    if (saved.file === undefined) return undefined;
    return { id, format, file: saved.file, bytes: saved.bytes, contentType: saved.contentType };
  }

  protected override render(e: Exported): void {
    this.note(`Wrote ${byteSize(e.bytes)} (${e.format}) to ${e.file}`);
  }
}
