import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../../base/command.js';
import { checkBinaryTarget } from '../../../shared/download.js';
import { byteSize } from '../../../shared/format.js';
import { envelopeId } from '../../../shared/envelopes/args.js';

interface Downloaded {
  id: string;
  attachmentId: string;
  file: string;
  bytes: number;
  contentType: string | null;
  filename: string | null;
}

export default class EnvelopesAttachmentsDownload extends BaseCommand<typeof EnvelopesAttachmentsDownload, Downloaded> {
  static override summary = 'Download a file a signer returned';
  static override description =
    `Calls GET /envelopes/{id}/attachments/{attachmentId} and writes the file, byte for byte, to --output (its SHA-256 is the one "attachments list" shows). Without --output it is written to the current directory under the name the signer gave it.

The file is written under a temporary name and renamed once complete. "-o -" writes to standard output (only when it is not a terminal).

With --json, prints { "id", "attachmentId", "file", "bytes", "contentType", "filename" } once the file is written.`;

  static override examples = [
    '<%= config.bin %> envelopes attachments download env_7h2k9d4m1x att_3p8s1d6f2g -o passport.pdf',
    '<%= config.bin %> envelopes attachments download env_7h2k9d4m1x att_3p8s1d6f2g',
  ];

  static override args = {
    id: envelopeId,
    attachmentId: Args.string({ required: true, description: 'attachment id (att_…)' }),
  };

  static override flags = {
    output: Flags.string({
      char: 'o',
      description: 'Write the file here ("-" for standard output) [default: the file name the signer gave].',
    }),
  };

  public async run(): Promise<Downloaded | undefined> {
    const { id, attachmentId } = this.args;
    const client = await this.client();
    let output = this.flags.output;
    if (output === undefined) {
      // The signer's file name, made safe for this directory.
      const { data } = await this.spin(`Fetching the attachments of ${id}…`, () =>
        client.envelopes.attachments.list(id),
      );
      const name = data.find((a) => a.id === attachmentId)?.filename ?? attachmentId;
      output = name.replace(/[\\/\u0000-\u001f]/g, '_').replace(/^\.+/, '_') || attachmentId;
    }
    checkBinaryTarget(output, true, 'a returned file');
    const saved = await this.download(output, `Downloading ${attachmentId}`, (client) =>
      client.envelopes.attachments.download(id, attachmentId),
    );
    if (saved.file === undefined) return undefined;
    return {
      id,
      attachmentId,
      file: saved.file,
      bytes: saved.bytes,
      contentType: saved.contentType,
      filename: saved.suggestedName ?? null,
    };
  }

  protected override render(d: Downloaded): void {
    this.note(`Wrote ${byteSize(d.bytes)}${d.contentType ? ` (${d.contentType})` : ''} to ${d.file}`);
  }
}
