// How file requests are shown.
import type { FileRequest, FileRequestAssignee, FileRequestDetail, FileRequestUpload } from '@dossier/sdk';
import { byteSize, cell } from '../format.js';
import type { Column } from '../table.js';

/** `2/3 completed`: how far the people asked have got. */
export function progress(r: FileRequest): string {
  return `${r.counts.completed}/${r.counts.assignees}`;
}

/** The label/value rows describing one request. */
export function requestRows(r: FileRequest): [string, string][] {
  return [
    ['ID', r.id],
    ['Title', r.title],
    ['Description', cell(r.description)],
    ['Open page', r.url],
    ['Active', r.active ? 'yes' : `no (closed ${r.closedAt ?? ''})`.trim()],
    ['Due', cell(r.dueAt)],
    ['Reminders', r.remindEveryDays ? `every ${r.remindEveryDays} day${r.remindEveryDays === 1 ? '' : 's'}` : 'off'],
    ['Address asked', cell(r.requireEmail)],
    ['Owner notified', cell(r.notifyOnUpload)],
    ['Room', r.dataRoomId ? `${r.dataRoomId}${r.folderId ? ` / ${r.folderId}` : ''}` : '—'],
    ['Completed', progress(r)],
    ['Uploads', cell(r.counts.uploads)],
    ['Created', r.createdAt],
    ['Updated', r.updatedAt],
  ];
}

/** One assignee's delivery state: `sent`, or `bounced: 550 …`. */
export function deliveryCell(a: FileRequestAssignee): string {
  return a.deliveryError ? `${a.delivery}: ${a.deliveryError}` : a.delivery;
}

export const assigneeColumns: Column<FileRequestAssignee>[] = [
  { header: 'Assignee', get: (a) => a.id },
  { header: 'Email', get: (a) => a.email, wrap: true },
  { header: 'Name', get: (a) => cell(a.name), wrap: true, drop: 2 },
  { header: 'Delivery', get: deliveryCell, wrap: true },
  { header: 'Reminders', get: (a) => cell(a.reminderCount), drop: 1 },
  { header: 'Completed', get: (a) => cell(a.completedAt) },
];

export function uploadColumns(r: FileRequestDetail): Column<FileRequestUpload>[] {
  const itemName = (id: string | null) => r.items.find((i) => i.id === id)?.name ?? '—';
  return [
    { header: 'Upload', get: (u) => u.id },
    { header: 'File', get: (u) => u.filename, wrap: true },
    { header: 'Item', get: (u) => itemName(u.itemId), wrap: true, drop: 2 },
    { header: 'From', get: (u) => cell(u.uploaderEmail ?? u.uploaderName), wrap: true },
    { header: 'Size', get: (u) => byteSize(u.byteSize), drop: 1 },
    { header: 'Document', get: (u) => cell(u.documentId) },
    { header: 'Received', get: (u) => u.uploadedAt, drop: 1 },
  ];
}

/** The items of a request: `1. Accounts (required) — Signed PDF`. */
export function itemLines(r: FileRequestDetail): string {
  if (!r.items.length) return '(any files)';
  return r.items
    .map(
      (i) =>
        `${i.position + 1}. ${i.name} (${i.required ? 'required' : 'optional'})${i.description ? ` — ${i.description}` : ''}`,
    )
    .join('\n');
}
