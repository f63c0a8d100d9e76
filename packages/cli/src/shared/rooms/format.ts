// How rooms, room folders, filed documents and viewer groups are shown, and the arguments that name them.
import { Args } from '@oclif/core';
import type { Room, RoomDetail, RoomDocument, RoomFolder, ViewerGroup } from '@dossier/sdk';
import { cell } from '../format.js';
import type { Column } from '../table.js';

export const roomId = Args.string({ required: true, description: 'room id (room_…)' });
export const roomFolderId = Args.string({ required: true, description: 'room folder id (rfl_…)' });
export const groupId = Args.string({ required: true, description: 'viewer group id (grp_…)' });
/** A document filed in a room, named by its own id. */
export const roomDocumentId = Args.string({ required: true, description: 'document id (doc_…)' });

export function roomState(r: Room): string {
  return [r.frozenAt && 'frozen', r.archivedAt && 'archived'].filter(Boolean).join(', ') || 'open';
}

export function roomRows(r: Room | RoomDetail): [string, string][] {
  const rows: [string, string][] = [
    ['ID', r.id],
    ['Name', r.name],
    ['Description', cell(r.description)],
    ['State', roomState(r)],
    ['Created', r.createdAt],
  ];
  if ('folders' in r) rows.push(['Folders', String(r.folders.length)], ['Documents', String(r.documents.length)]);
  return rows;
}

export const roomDocumentColumns: Column<RoomDocument>[] = [
  { header: 'Document', get: (d) => d.documentId },
  { header: 'Title', get: (d) => d.title, wrap: true },
  { header: 'Folder', get: (d) => cell(d.folderId) },
  { header: 'Position', get: (d) => cell(d.position), drop: 1 },
  { header: 'Kind', get: (d) => d.kind, drop: 2 },
];

export const roomFolderColumns: Column<RoomFolder>[] = [
  { header: 'ID', get: (f) => f.id },
  { header: 'Name', get: (f) => f.name, wrap: true },
  { header: 'Position', get: (f) => cell(f.position) },
];

export function groupRows(g: ViewerGroup): [string, string][] {
  return [
    ['ID', g.id],
    ['Room', g.dataRoomId],
    ['Name', g.name],
    ['Members', g.members.join('\n') || '—'],
    ['Folders', g.folderIds.join('\n') || '—'],
    ['Documents', g.documentIds.join('\n') || '—'],
    ['Links', String(g.linkCount)],
  ];
}

export const groupColumns: Column<ViewerGroup>[] = [
  { header: 'ID', get: (g) => g.id },
  { header: 'Name', get: (g) => g.name, wrap: true },
  { header: 'Members', get: (g) => g.members.join('\n') || '—', wrap: true },
  { header: 'Folders', get: (g) => cell(g.folderIds.length), drop: 1 },
  { header: 'Documents', get: (g) => cell(g.documentIds.length), drop: 1 },
  { header: 'Links', get: (g) => cell(g.linkCount) },
];
