import { Flags } from '@oclif/core';
import type { GetAnalyticsSummaryResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { duration, percent, sparkline } from '../../shared/analytics/format.js';
import { table } from '../../shared/table.js';

const change = (now: number, before: number) =>
  before === 0
    ? now === 0
      ? ''
      : ' (new)'
    : ` (${now >= before ? '+' : ''}${Math.round(((now - before) * 100) / before)}%)`;

export default class AnalyticsSummary extends BaseCommand<typeof AnalyticsSummary, GetAnalyticsSummaryResponse> {
  static override summary = 'Reading over the last days, against the days before';
  static override description =
    'Calls GET /analytics/summary: counted visits over the last --days UTC days (7, 30 or 90) compared with the period before, a sparkline of views per day, the top documents, rooms, links and visitors, devices, and the latest visits. With --json, prints the API response as is.';
  static override examples = [
    '<%= config.bin %> analytics summary',
    '<%= config.bin %> analytics summary --days 90 --json',
  ];
  static override flags = {
    days: Flags.option({
      options: ['7', '30', '90'] as const,
      default: '30',
      description: 'Length of the period in days.',
    })(),
  };

  public async run(): Promise<GetAnalyticsSummaryResponse> {
    return this.fetch('the summary', (client) =>
      client.analytics.summary({ days: Number(this.flags.days) as 7 | 30 | 90 }),
    );
  }

  protected override async render({ data: s }: GetAnalyticsSummaryResponse): Promise<void> {
    const c = s.current;
    const p = s.previous;
    const first = s.series[0]?.date ?? '';
    const last = s.series[s.series.length - 1]?.date ?? '';
    await this.show(`Last ${s.days} days (since ${s.since.slice(0, 10)})`, [
      ['Views', `${c.views}${change(c.views, p.views)}`],
      ['Visitors', `${c.visitors}${change(c.visitors, p.visitors)}`],
      ['Reading time', `${duration(c.totalMs)}${change(c.totalMs, p.totalMs)}`],
      ['Completion', `${percent(c.avgCompletion)} (was ${percent(p.avgCompletion)})`],
      ['Downloads', `${c.downloads}${change(c.downloads, p.downloads)}`],
      ['Anonymous', `${s.anonymousShare}%`],
      [
        'Devices',
        `desktop ${s.devices.desktop}, mobile ${s.devices.mobile}, tablet ${s.devices.tablet}, other ${s.devices.other}`,
      ],
      [
        'Views per day',
        `${sparkline(s.series.map((d) => d.views))}  ${first} … ${last}, peak ${Math.max(0, ...s.series.map((d) => d.views))}`,
      ],
    ]);
    const top = (title: string, rows: { name: string; views: number; totalMs: number }[]) =>
      rows.length
        ? table(
            [
              { header: title, get: (r: (typeof rows)[number]) => r.name, wrap: true },
              { header: 'Views', get: (r) => String(r.views) },
              { header: 'Time', get: (r) => duration(r.totalMs) },
            ],
            rows,
          )
        : Promise.resolve('');
    for (const out of await Promise.all([
      top('Document', s.topDocuments),
      top('Room', s.topRooms),
      top('Link', s.topLinks),
      top(
        'Visitor',
        s.topVisitors.map((v) => ({ name: v.email, views: v.views, totalMs: v.totalMs })),
      ),
    ]))
      if (out) this.out(out);
    if (s.recent.length === 0) return this.out('No visits yet.');
    this.out(
      await table(
        [
          { header: 'Started', get: (r: (typeof s.recent)[number]) => r.startedAt.replace('T', ' ').slice(0, 16) },
          { header: 'Visitor', get: (r) => r.viewerEmail ?? 'anonymous', wrap: true },
          { header: 'Read', get: (r) => r.title, wrap: true },
          { header: 'Time', get: (r) => duration(r.totalMs) },
          { header: 'Completion', get: (r) => percent(r.completion) },
        ],
        s.recent,
      ),
    );
  }
}
