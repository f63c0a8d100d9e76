// Mails each of these assignees their link (invitation), a few at a time; answers them after the attempt.
import type { Services } from '../services.js';
import { mailLink } from './notify.js';
import type { FileRequestAssigneesTable, FileRequestItemsTable, FileRequestsTable } from './tables.js';

const AT_ONCE = 5;

export async function mailAssignees(
  s: Services,
  request: FileRequestsTable,
  items: FileRequestItemsTable[],
  assignees: FileRequestAssigneesTable[],
): Promise<FileRequestAssigneesTable[]> {
  const out: FileRequestAssigneesTable[] = [];
  for (let i = 0; i < assignees.length; i += AT_ONCE) {
    const batch = await Promise.all(
      assignees.slice(i, i + AT_ONCE).map((a) => mailLink(s, request, items, a, 'invitation')),
    );
    out.push(...batch.map((b) => b.assignee));
  }
  return out;
}
