// What an opened visit reads, and how the page must present it. It is what the page calls on load, so each
// call after the first one since opening starts a new sitting (`opens` + 1, `lastOpenedAt`).
import type { VisitContent } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { requireOpenedVisit, type VisitCaller } from '../index.js';
import { linkTitle } from '../present.js';
import { readableDocument, roomTree, viewerDocument } from '../reader.js';
import * as repo from '../repository.js';
import { visitWatermark } from '../watermark.js';

export async function getVisitContent(s: Services, { visitId, token, origin }: VisitCaller): Promise<VisitContent> {
  const { visit, link } = await requireOpenedVisit(s, visitId, token, origin);
  const q = s.db.kysely;
  // The first load right after opening is the sitting the opening began; any later load is a new one.
  const now = monotonicIso();
  const firstLoad = visit.last_opened_at === visit.opened_at && visit.last_seen_at === visit.opened_at;
  await repo.updateVisit(
    q,
    visit.id,
    firstLoad ? { last_seen_at: now } : { last_seen_at: now, last_opened_at: now, opens: visit.opens + 1 },
  );
  const document = link.document_id
    ? await viewerDocument(s, await readableDocument(q, link, link.document_id), link)
    : null;
  const room = link.data_room_id ? await roomTree(q, link) : null;
  const download = Boolean(link.allow_download);
  return {
    visitId: visit.id,
    kind: link.data_room_id ? 'room' : 'document',
    title: linkTitle(link),
    document,
    room,
    watermark: visitWatermark(link, visit, origin.ipAddress ?? null),
    screenshotProtection: Boolean(link.screenshot_protection),
    allowDownload: download,
    bulkDownload: link.data_room_id && download ? { codeRequired: Boolean(link.bulk_download_otp) } : null,
    features: {
      assistant: Boolean(link.allow_assistant),
      audio: Boolean(link.allow_audio),
      feedback: Boolean(link.allow_feedback),
    },
  };
}
