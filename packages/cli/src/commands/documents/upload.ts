import { Args, Flags } from '@oclif/core';
import type { UploadDocumentResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { documentRows } from '../../shared/documents/format.js';
import { byteSize } from '../../shared/format.js';
import { fileName, openUploadArg } from '../../shared/input.js';

export default class DocumentsUpload extends BaseCommand<typeof DocumentsUpload, UploadDocumentResponse> {
  static override summary = 'Upload a PDF as a new document';
  static override description =
    `Calls POST /documents/upload with the PDF as the raw request body (application/pdf) and its file name in x-filename. At most 25 MB. The title is --title, or else the file name without ".pdf". The file is streamed from disk as it is sent, never read whole into memory (retried like any upload if the connection fails); "-" streams the PDF from standard input (give --filename to name it; sent once, not retried).

--folder files the new document in a folder: the upload endpoint takes no folder, so this is a second request (PATCH /documents/{id}) once the upload succeeded. If that one fails, the document exists at the top level: its id is printed before the error (except under --json).

A PDF without a text layer (a scan) is flagged: its text cannot be searched. With --json, prints the API response ({ "data": { …, "hasTextLayer" } }) as is (after --folder, with the document as filed).`;

  static override examples = [
    '<%= config.bin %> documents upload contract.pdf',
    '<%= config.bin %> documents upload scan.pdf --title "Signed NDA (scan)" --folder fld_2k8m4q9z1x',
    'curl -s https://example.com/terms.pdf | <%= config.bin %> documents upload - --filename terms.pdf',
  ];

  static override args = {
    file: Args.string({ required: true, ignoreStdin: true, description: 'the PDF to upload ("-" for standard input)' }),
  };

  static override flags = {
    title: Flags.string({ description: 'Title (1-200 characters); the file name without .pdf otherwise.' }),
    filename: Flags.string({ description: 'File name to record (default: the name of FILE).' }),
    folder: Flags.string({ description: 'File the new document in this folder (id), with a second request.' }),
  };

  private get filename(): string | undefined {
    return fileName(this.args.file, this.flags.filename);
  }

  public async run(): Promise<UploadDocumentResponse> {
    const { flags, filename } = this;
    // Streamed from disk (or standard input) as it is sent, never read whole.
    const { body, size } = await openUploadArg(this.args.file, 'FILE');
    const client = await this.client();
    const params = defined({ filename, title: flags.title });

    let res: UploadDocumentResponse = await this.spin(
      `Uploading ${filename ?? 'standard input'}${size === undefined ? '' : ` (${byteSize(size)})`}…`,
      () => client.documents.upload(body, params),
    );
    if (flags.folder !== undefined) {
      const id = res.data.id;
      try {
        const filed = await this.spin(`Filing ${id} in ${flags.folder}…`, () =>
          client.documents.update(id, { folderId: flags.folder }),
        );
        res = { ...res, data: { ...filed.data, hasTextLayer: res.data.hasTextLayer } };
      } catch (err) {
        this.note(`The PDF was uploaded as ${id} (at the top level), but filing it in ${flags.folder} failed:`);
        throw err;
      }
    }
    return res;
  }

  protected override async render({ data: d }: UploadDocumentResponse): Promise<void> {
    const { folder } = this.flags;
    this.out(
      `Uploaded ${d.source?.filename ?? this.filename ?? 'the PDF'} as document ${d.id}${folder !== undefined ? `, filed in ${folder}` : ''}.`,
    );
    if (!d.hasTextLayer)
      this.note('Note: this PDF has no text layer (a scan?): its text cannot be searched or analysed by section.');
    await this.show(undefined, documentRows(d));
  }
}
