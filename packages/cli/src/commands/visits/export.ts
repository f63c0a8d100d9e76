import { Flags } from '@oclif/core';
import { BaseCommand, defined } from '../../base/command.js';
import { UsageError } from '../../base/errors.js';
import { byteSize } from '../../shared/format.js';

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Exported {
  file: string;
  bytes: number;
}

export default class VisitsExport extends BaseCommand<typeof VisitsExport, Exported> {
  static override summary = 'Export visits as CSV';
  static override description =
    `Calls GET /visits/export and writes the CSV to --output, or to standard output when -o is left out or "-" (so it pipes): counted visits opened between --from and --to, one row per visit per document read, newest first.

--from and --to take an ISO 8601 date or date-time; a date alone in --to covers that whole day (UTC). The server streams the file; it is written under a temporary name and renamed once complete. With --json, prints { "file", "bytes" } once written.`;

  static override examples = [
    '<%= config.bin %> visits export --from 2026-11-01 --to 2026-11-30 -o visits.csv',
    '<%= config.bin %> visits export | head',
  ];
  static override flags = {
    from: Flags.string({ description: 'Earliest openedAt included (ISO 8601 date or date-time).' }),
    to: Flags.string({ description: 'Latest openedAt included; a bare date covers that whole day.' }),
    output: Flags.string({
      char: 'o',
      default: '-',
      description: 'Write the CSV to this file (default: standard output).',
    }),
  };

  public async run(): Promise<Exported | undefined> {
    const { from, to, output } = this.flags;
    for (const [flag, v] of [
      ['--from', from],
      ['--to', to],
    ] as const) {
      if (v !== undefined && !BARE_DATE.test(v) && Number.isNaN(Date.parse(v)))
        throw new UsageError(
          `${flag} "${v}" is not an ISO 8601 date or date-time: expected e.g. 2026-11-01 or 2026-11-01T09:30:00Z`,
        );
    }
    // Bare dates are passed as given: the server makes a date in --to cover its whole day.
    const saved = await this.download(output, 'Exporting visits', (client) =>
      client.visits.export(defined({ from, to }), { headers: { accept: 'text/csv' } }),
    );
    return saved.file === undefined ? undefined : { file: saved.file, bytes: saved.bytes };
  }

  protected override render(e: Exported): void {
    this.note(`Wrote ${byteSize(e.bytes)} to ${e.file}`);
  }
}
