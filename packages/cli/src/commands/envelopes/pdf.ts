import { Flags } from '@oclif/core';
import { BaseCommand } from '../../base/command.js';
import { checkBinaryTarget } from '../../shared/download.js';
import { byteSize } from '../../shared/format.js';
import { envelopeId } from '../../shared/envelopes/args.js';

async function sha256File(file: string): Promise<string> {
  const [{ createHash }, fs] = await Promise.all([import('node:crypto'), import('node:fs')]);
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface Saved {
  id: string;
  file: string;
  bytes: number;
  sha256: string;
}

export default class EnvelopesPdf extends BaseCommand<typeof EnvelopesPdf, Saved> {
  static override summary = "Download an envelope's PDF (the executed copy once completed)";
  static override description =
    `Calls GET /envelopes/{id}/pdf and writes it to --output. For a completed envelope this is the archived executed PDF byte for byte (values and signatures in place, the certificate page, the digital seal); its SHA-256, printed, is the envelope's completionHash. Before completion it is a preview of the fields completed so far, not final.

The file is written under a temporary name and renamed once complete. "-o -" writes to standard output (only when it is not a terminal).

With --json, prints { "id", "file", "bytes", "sha256" } once the file is written (nothing with "-o -").`;

  static override examples = [
    '<%= config.bin %> envelopes pdf env_7h2k9d4m1x -o executed.pdf',
    '<%= config.bin %> envelopes pdf env_7h2k9d4m1x -o - | pdfsig -',
  ];

  static override args = { id: envelopeId };

  static override flags = {
    output: Flags.string({ char: 'o', required: true, description: 'Write the PDF here ("-" for standard output).' }),
  };

  public async run(): Promise<Saved | undefined> {
    const { id } = this.args;
    const { output } = this.flags;
    checkBinaryTarget(output, true, 'a PDF');
    const saved = await this.download(output, `Downloading the PDF of ${id}`, (client) =>
      client.envelopes.downloadPdf(id, { headers: { accept: 'application/pdf' } }),
    );
    if (saved.file === undefined) return undefined;
    return { id, file: saved.file, bytes: saved.bytes, sha256: await sha256File(saved.file) };
  }

  protected override render(s: Saved): void {
    this.note(`Wrote ${byteSize(s.bytes)} to ${s.file} (SHA-256 ${s.sha256})`);
  }
}
