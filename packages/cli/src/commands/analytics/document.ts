import { Flags } from '@oclif/core';
import type { GetDocumentAnalyticsResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { analyticsHtml, bar, duration } from '../../shared/analytics/format.js';
import { openSink } from '../../shared/output.js';
import { table } from '../../shared/table.js';
import { documentId } from '../../shared/documents/args.js';

export default class AnalyticsDocument extends BaseCommand<typeof AnalyticsDocument, GetDocumentAnalyticsResponse> {
  static override summary = "A document's reading analytics, section by section";
  static override description =
    `Calls GET /analytics/documents/{id}: for each section (page of a PDF), the attention it got, with a bar of time per section, how many read it rather than scrolled past, friction (its pace against the document's typical pace; 1 is typical), and how many got that far or stopped there.

--html FILE also writes a one-page report showing the sections shaded by attention and edged by friction, for people who would rather look than read. With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> analytics document doc_9f3k2m7x1p',
    '<%= config.bin %> analytics document doc_9f3k2m7x1p --link lnk_4m8q2x7c1v --html report.html',
  ];
  static override args = { id: documentId };
  static override apiFields = { shareLinkId: 'link' };
  static override flags = {
    link: Flags.string({
      description: 'Only visits through this link (a document link, or a room link to a room holding it).',
    }),
    html: Flags.string({ description: 'Also write a one-page HTML report to this file.' }),
  };

  public async run(): Promise<GetDocumentAnalyticsResponse> {
    const client = await this.client();
    const result = await this.spin(`Fetching the analytics of ${this.args.id}…`, () =>
      client.analytics.document(this.args.id, defined({ shareLinkId: this.flags.link })),
    );
    if (this.flags.html) {
      const sink = openSink(this.flags.html);
      sink.write(analyticsHtml(result.data));
      await sink.close();
      this.note(`Wrote the report to ${this.flags.html}`);
    }
    return result;
  }

  protected override async render({ data: a }: GetDocumentAnalyticsResponse): Promise<void> {
    await this.show(undefined, [
      ['Document', `${a.title} (${a.documentId})`],
      ['Views', `${a.views} (${a.measuredViews} measured)`],
      ['Reading time', duration(a.totalMs)],
    ]);
    const max = Math.max(0, ...a.sections.map((s) => s.totalMs));
    this.out(
      await table(
        [
          { header: '#', get: (s: (typeof a.sections)[number]) => String(s.index + 1) },
          {
            header: a.unit === 'page' ? 'Page' : 'Section',
            get: (s) => s.heading ?? (a.unit === 'page' ? `Page ${s.index + 1}` : '—'),
            wrap: true,
          },
          { header: 'Time', get: (s) => bar(s.totalMs, max, 16) || '·' },
          { header: 'Median', get: (s) => duration(s.medianMs) },
          { header: 'Read', get: (s) => `${s.readers}/${s.seen}` },
          { header: 'Friction', get: (s) => (s.seen ? s.friction.toFixed(2) : '—') },
          { header: 'Reached', get: (s) => `${s.reachedPct}%` },
          { header: 'Stopped', get: (s) => String(s.stoppedHere), drop: 1 },
        ],
        a.sections,
      ),
    );
  }
}
