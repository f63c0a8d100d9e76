// The automatic reminders: every assignee who has not completed, on an open request with remindEveryDays, whose
// last mail (reminder, else invitation) is at least that many days old, is reminded once. Nobody is reminded
// after completing, once the request is closed or deleted, once they are removed, or after dueAt has passed.
// On the last day before dueAt, anyone not reminded since that day began gets one last reminder, whatever the
// interval. Each reminder is claimed with a conditional UPDATE, so two sweeps at once (two instances) send it once.
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
  let sent = 0;
  for (const days of await repo.reminderIntervals(q, iso)) {
    const threshold = new Date(now.getTime() - days * DAY_MS).toISOString();
    const due = await repo.assigneesDueReminder(q, { days, iso, threshold, limit: BATCH });
    for (const row of due) if (await remind(s, repo.normaliseAssignee(row), iso)) sent++;
  }
  // The last call: requests due within a day, their people not mailed since the day before the due date.
  const dueSoon = await repo.requestsDueBy(q, { iso, until: new Date(now.getTime() + DAY_MS).toISOString() });
  for (const r of dueSoon) {
    const dayBefore = new Date(Date.parse(r.due_at!) - DAY_MS).toISOString();
    const late = await repo.assigneesMailedBefore(q, { requestId: r.id, before: dayBefore, limit: BATCH });
    for (const row of late) if (await remind(s, repo.normaliseAssignee(row), iso)) sent++;
  }
  return sent;
}

/** Claims this reminder (only the sweep that moves remindedAt from the value it read sends it), then mails it. */
async function remind(s: Services, a: FileRequestAssigneesTable, iso: string): Promise<boolean> {
  const q = s.db.kysely;
  if (!(await repo.claimReminder(q, a, iso))) return false;
  const request = await repo.findRequest(q, a.workspace_id, a.request_id);
  if (!request) return false;
  const result = await mailLink(
    s,
    request,
    await repo.items(q, request.id),
    { ...a, reminded_at: iso, reminder_count: a.reminder_count + 1 },
    'reminder',
  );
  await s.events.transaction(systemContext(a.workspace_id), (tx) =>
    tx.emit({
      type: 'request.reminded',
      description: `Reminded ${a.email} of the file request "${request.title}" (reminder ${a.reminder_count + 1}, ${result.assignee.delivery})`,
      metadata: {
        requestId: request.id,
        assigneeId: a.id,
        reminderCount: a.reminder_count + 1,
        delivery: result.assignee.delivery,
      },
    }),
  );
  return true;
}
