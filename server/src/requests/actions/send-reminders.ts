// The automatic reminders: every assignee who has not completed, on an open request with remindEveryDays, whose
// last mail (reminder, else invitation) is at least that many days old, is reminded once. Nobody is reminded
// after completing, once the request is closed or deleted, once they are removed, or after dueAt has passed.
// On the last day before dueAt, anyone not reminded since that day began gets one last reminder, whatever the
// interval. Each reminder is claimed with a conditional UPDATE, so two sweeps at once (two instances) send it once.
import { sql } from 'kysely';
import { systemContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { mailLink } from '../notify.js';
import * as repo from '../repository.js';
import type { FileRequestAssigneesTable } from '../tables.js';

const DAY_MS = 86_400_000;
const BATCH = 100;

export async function sendDueReminders(s: Services, now = new Date()): Promise<number> {
  const q = s.db.kysely;
  const iso = now.toISOString();
  const open = q
    .selectFrom('file_requests')
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .where('remind_every_days', 'is not', null)
    .where((eb) => eb.or([eb('due_at', 'is', null), eb('due_at', '>', iso)]));
  const intervals = await open.select('remind_every_days').distinct().execute();
  let sent = 0;
  for (const { remind_every_days: days } of intervals) {
    const threshold = new Date(now.getTime() - Number(days) * DAY_MS).toISOString();
    const due = await q
      .selectFrom('file_request_assignees as a')
      .innerJoin('file_requests as r', 'r.id', 'a.request_id')
      .selectAll('a')
      .where('r.active', '=', 1)
      .where('r.deleted_at', 'is', null)
      .where('r.remind_every_days', '=', Number(days))
      .where((eb) => eb.or([eb('r.due_at', 'is', null), eb('r.due_at', '>', iso)]))
      .where('a.removed_at', 'is', null)
      .where('a.completed_at', 'is', null)
      .where(sql<string>`coalesce(a.reminded_at, a.sent_at, a.created_at)`, '<=', threshold)
      .orderBy(sql`coalesce(a.reminded_at, a.sent_at, a.created_at)`)
      .limit(BATCH)
      .execute();
    for (const row of due) if (await remind(s, repo.normaliseAssignee(row), iso)) sent++;
  }
  // The last call: requests due within a day, their people not mailed since the day before the due date.
  const dueSoon = await open.selectAll().where('due_at', '>', iso).where('due_at', '<=', new Date(now.getTime() + DAY_MS).toISOString()).execute();
  for (const r of dueSoon) {
    const dayBefore = new Date(Date.parse(r.due_at!) - DAY_MS).toISOString();
    const late = await q
      .selectFrom('file_request_assignees')
      .selectAll()
      .where('request_id', '=', r.id)
      .where('removed_at', 'is', null)
      .where('completed_at', 'is', null)
      .where(sql<string>`coalesce(reminded_at, sent_at, created_at)`, '<', dayBefore)
      .limit(BATCH)
      .execute();
    for (const row of late) if (await remind(s, repo.normaliseAssignee(row), iso)) sent++;
  }
  return sent;
}

/** Claims this reminder (only the sweep that moves remindedAt from the value it read sends it), then mails it. */
async function remind(s: Services, a: FileRequestAssigneesTable, iso: string): Promise<boolean> {
  const q = s.db.kysely;
  const claimed = await q
    .updateTable('file_request_assignees')
    .set({ reminded_at: iso, reminder_count: a.reminder_count + 1 })
    .where('id', '=', a.id)
    .where('removed_at', 'is', null)
    .where('completed_at', 'is', null)
    .where((eb) => (a.reminded_at === null ? eb('reminded_at', 'is', null) : eb('reminded_at', '=', a.reminded_at)))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const request = await repo.findRequest(q, a.workspace_id, a.request_id);
  if (!request) return false;
  const result = await mailLink(s, request, await repo.items(q, request.id), { ...a, reminded_at: iso, reminder_count: a.reminder_count + 1 }, 'reminder');
  await s.events.transaction(systemContext(a.workspace_id), (tx) =>
    tx.emit({
      type: 'request.reminded',
      description: `Reminded ${a.email} of the file request "${request.title}" (reminder ${a.reminder_count + 1}, ${result.assignee.delivery})`,
      metadata: { requestId: request.id, assigneeId: a.id, reminderCount: a.reminder_count + 1, delivery: result.assignee.delivery },
    }),
  );
  return true;
}
