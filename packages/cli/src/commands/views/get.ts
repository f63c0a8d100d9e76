import { Args } from '@oclif/core';
import type { GetViewResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { bar, duration, percent } from '../../shared/analytics/format.js';
import { cell } from '../../shared/format.js';
import { table } from '../../shared/table.js';

export default class ViewsGet extends BaseCommand<typeof ViewsGet, GetViewResponse> {
  static override summary = 'Show one visit with its time per section';
  static override description =
    'Calls GET /views/{id}: the visit, its capture answers, its reactions, and the attention time on each section it showed (per page for a PDF; a room visit lists each document). With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> views get view_7h2k9d3m1q'];
  static override args = { id: Args.string({ required: true, description: 'visit id (view_…)' }) };

  public async run(): Promise<GetViewResponse> {
    return this.fetch(this.args.id, (client) => client.views.retrieve(this.args.id));
  }

  protected override async render({ data: v }: GetViewResponse): Promise<void> {
    const answers = Object.entries(v.captureAnswers)
      .map(([k, a]) => `${k}: ${a}`)
      .join('\n');
    await this.show(undefined, [
      ['ID', v.id],
      ['Visitor', v.viewerEmail ? `${v.viewerEmail}${v.emailVerified ? ' (verified)' : ''}` : 'anonymous'],
      ['Read', v.documentId ? `document ${v.documentId}` : `room ${v.dataRoomId}`],
      ['Link', v.shareLinkId],
      ['Started', v.startedAt],
      ['Opened', cell(v.openedAt)],
      ['Last seen', v.lastSeenAt],
      ['Time', duration(v.totalMs)],
      ['Sittings', String(v.opens)],
      ['Completion', percent(v.completion)],
      ['Terms accepted', cell(v.ndaAcceptedAt)],
      ['Downloaded', cell(v.downloadedAt)],
      ['Answers', cell(answers)],
      ['From', cell([v.city, v.country].filter(Boolean).join(', '))],
      [
        'Reactions',
        cell(v.feedback.map((f) => `${f.documentId}: ${f.reaction}${f.comment ? ` "${f.comment}"` : ''}`).join('\n')),
      ],
    ]);
    if (v.sections.length === 0) return this.out('No attention recorded yet.');
    const max = Math.max(...v.sections.map((s) => s.visibleMs));
    const rooms = v.documentId === null;
    this.out(
      await table(
        [
          ...(rooms ? [{ header: 'Document', get: (s: (typeof v.sections)[number]) => s.documentId }] : []),
          { header: '#', get: (s) => String(s.index + 1) },
          { header: 'Section', get: (s) => s.heading ?? '—', wrap: true },
          { header: 'Time', get: (s) => duration(s.visibleMs) },
          { header: '', get: (s) => bar(s.visibleMs, max, 20) },
        ],
        v.sections,
      ),
    );
  }
}
