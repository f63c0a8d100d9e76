import { Args } from '@oclif/core';
import type { VerifyPdfResponse } from '@dossier/sdk';
import { BaseCommand } from '../base/command.js';
import { CliError, ExitCode } from '../base/errors.js';
import { byteSize } from '../shared/format.js';
import { fileName, readFileArg } from '../shared/input.js';

type Verdict = VerifyPdfResponse['data']['verdict'];

/**
 * The exit code of each verdict, so a script can branch on it without --json. 3 and 4 were asked for (altered,
 * unknown); the other two take codes no error uses. Errors keep their own codes (5 not a PDF, 6 rate limited, …).
 */
export const VERDICT_EXIT: Record<Verdict, number> = {
  genuine: 0,
  altered: 3,
  unknown: 4,
  foreign_seal: 9,
  unsealed: 10,
};

const HEADINGS: Record<Verdict, string> = {
  genuine: 'GENUINE: an executed document of this server, unchanged since it was sealed',
  altered: 'ALTERED: sealed by this server, but changed since',
  unknown: 'UNKNOWN: sealed by this server, intact, but no executed document on record here',
  foreign_seal: 'FOREIGN SEAL: signed, but not by this server',
  unsealed: 'UNSEALED: no digital seal at all',
};

export default class Verify extends BaseCommand<typeof Verify, VerifyPdfResponse> {
  static override summary = 'Check whether a PDF is an executed document of the server, unaltered';
  static override description =
    `Calls POST /public/verify with the PDF (at most 25 MB) as the raw request body. No API key is needed (none is sent); the server keeps nothing of the file.

Prints the verdict in words and, for a genuine document, its title, completion time and signers' names; always the file's SHA-256. With --json, prints the API response ({ "data": { "verdict", … } }) as is.

The exit code says the verdict, so scripts need not parse the output:
  0   genuine       an executed document of this server, unchanged since it was sealed
  3   altered       sealed by this server, changed since (a byte, the seal, bytes appended)
  4   unknown       sealed by this server, intact, but no executed document on record here
  9   foreign_seal  signed, but not by this server's sealing identity
  10  unsealed      no digital seal at all
Errors keep their usual codes: 2 unreadable file, 5 not a PDF, 1 over 25 MB, 6 rate limited, 7 server unavailable, 8 a server without this operation.`;

  static override examples = [
    '<%= config.bin %> verify "Mutual NDA (signed).pdf"',
    '<%= config.bin %> verify executed.pdf --json',
    '<%= config.bin %> verify executed.pdf && echo "genuine"',
  ];

  static override requiresKey = false;

  static override args = {
    file: Args.string({ required: true, ignoreStdin: true, description: 'the PDF to check ("-" for standard input)' }),
  };

  public async run(): Promise<VerifyPdfResponse> {
    const bytes = await readFileArg(this.args.file, 'FILE');
    const client = await this.client();
    const name = fileName(this.args.file);
    try {
      return await this.spin(`Checking ${name ?? 'standard input'} (${byteSize(bytes.length)})…`, () =>
        client.verify(
          new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
          name ? { filename: name } : undefined,
        ),
      );
    } catch (err) {
      // A server from before this operation answers 404 route_not_found: not "unknown" (exit 4), but not built there.
      if ((err as { status?: number }).status === 404) {
        throw new CliError(
          'this server cannot verify PDFs (it has no POST /public/verify)',
          ExitCode.NOT_IMPLEMENTED,
          'not_implemented',
          'Update the server, or check --base-url.',
        );
      }
      throw err;
    }
  }

  protected override async render({ data: v }: VerifyPdfResponse): Promise<void> {
    const rows: [string, string][] = [];
    if (v.envelope) {
      rows.push(
        ['Document', v.envelope.title],
        ['Completed', v.envelope.completedAt],
        [v.envelope.signers.length === 1 ? 'Signer' : 'Signers', v.envelope.signers.join('\n')],
      );
    }
    if (v.seal) rows.push(['Sealed by', v.seal.sealedBy ?? '(unreadable)'], ['Sealed at', v.seal.sealedAt ?? '—']);
    rows.push(['Size', byteSize(v.byteSize)], ['SHA-256', v.sha256]);
    await this.show(`${HEADINGS[v.verdict]}\n${v.summary}`, rows);
  }

  protected override async print(result: VerifyPdfResponse | undefined): Promise<void> {
    await super.print(result);
    const code = result ? VERDICT_EXIT[result.data.verdict] : ExitCode.OK;
    if (code !== ExitCode.OK) this.exit(code);
  }
}
