// What a visit may read and how it reads it: the link's document (or the version it pins), or the documents of
// its room (on a viewer-group link only what the group was given: its documents and everything in its folders),
// split into sections (an authored body) or pages (a PDF).
import { sectionsWithBlocks, type SectionWithBlocks } from '../content/section-blocks.js';
import type { DocContent } from '../content/types.js';
import { documentVersion } from '../documents/index.js';
import type { DocumentsTable } from '../documents/tables.js';
import type { ViewerDocument, ViewerRoom, ViewerSection } from '../generated/api/types.gen.js';
import { pdfPageTexts } from '../work/page-texts.js';
import { roomContents, type RoomDocumentRow } from '../rooms/index.js';
import type { Services } from '../services.js';
import { visitErrors } from './errors.js';
import * as repo from './repository.js';
import type { LinkState } from './repository.js';
import { POOL_THRESHOLD_CHARS, runJob } from '../work/pool.js';

type Q = Services['db']['kysely'];

/** What is served of a document: its live state, or the pinned version's. */
export interface Readable {
  documentId: string;
  title: string;
  kind: DocumentsTable['kind'];
  versionId: string | null;
  pageCount: number;
  content: string | null;
  bodyText: string;
  blobId: string | null;
  filename: string | null;
  contentType: string | null;
  byteSize: number | null;
}

/** The room's live documents this link shows (all, or its group's), in display order, with the folders holding them. */
export async function roomEntries(
  q: Q,
  l: LinkState,
): Promise<{ folders: ViewerRoom['folders']; documents: RoomDocumentRow[] }> {
  const [{ folders, documents }, grant] = await Promise.all([
    roomContents(q, l.data_room_id!),
    l.group_id ? groupGrant(q, l.group_id) : Promise.resolve(null),
  ]);
  const shown = grant
    ? documents.filter(
        (d) => grant.documents.has(d.document_id) || (d.folder_id !== null && grant.folders.has(d.folder_id)),
      )
    : documents;
  const holding = new Set(shown.map((d) => d.folder_id));
  const visibleFolders = folders
    .filter((f) => !grant || holding.has(f.id) || grant.folders.has(f.id))
    .map((f) => ({ id: f.id, name: f.name, position: f.position }));
  return { folders: visibleFolders, documents: shown };
}

async function groupGrant(q: Q, groupId: string): Promise<{ folders: Set<string>; documents: Set<string> }> {
  const [folders, documents] = await repo.groupGrantRows(q, groupId);
  return { folders: new Set(folders.map((f) => f.folder_id)), documents: new Set(documents.map((d) => d.document_id)) };
}

export async function roomTree(q: Q, l: LinkState): Promise<ViewerRoom> {
  const { folders, documents } = await roomEntries(q, l);
  return {
    name: l.room_name ?? '',
    folders,
    documents: documents.map((d) => ({
      documentId: d.document_id,
      folderId: d.folder_id,
      position: d.position,
      title: d.title,
      kind: d.kind,
      pageCount: d.page_count,
    })),
  };
}

/**
 * A document this visit may read, as served: the link's own document (its pinned version when it pins one), or
 * a live document of the room the link (and its group) shows. 404 for any other, in any workspace.
 */
export async function readableDocument(q: Q, l: LinkState, documentId: string): Promise<Readable> {
  if (l.document_id) {
    if (documentId !== l.document_id) throw visitErrors.documentNotFound();
  } else {
    const { documents } = await roomEntries(q, l);
    if (!documents.some((d) => d.document_id === documentId)) throw visitErrors.documentNotFound();
  }
  const d = await repo.liveDocument(q, l.workspace_id, documentId);
  if (!d) throw visitErrors.documentNotFound();
  const live: Readable = {
    documentId: d.id,
    title: d.title,
    kind: d.kind,
    versionId: null,
    pageCount: Number(d.page_count),
    content: d.content,
    bodyText: d.body_text,
    blobId: d.source_blob_id,
    filename: d.source_filename,
    contentType: d.source_content_type,
    byteSize: d.source_byte_size === null ? null : Number(d.source_byte_size),
  };
  if (!l.document_id || !l.pinned_version_id) return live;
  const v = await documentVersion(q, d.id, l.pinned_version_id);
  if (!v) return live;
  return {
    ...live,
    title: v.title,
    kind: v.kind,
    versionId: v.id,
    pageCount: Number(v.page_count),
    content: v.content,
    blobId: v.source_blob_id,
    filename: v.source_filename,
    contentType: v.source_content_type,
    byteSize: v.source_byte_size === null ? null : Number(v.source_byte_size),
    // A version keeps no text of its own; the live text serves only while it is the same file.
    bodyText: v.source_blob_id === d.source_blob_id ? d.body_text : '',
  };
}

const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * The pages of a PDF; words per page only when the stored text splits into exactly one part per page. The text to
 * read aloud is each page's own (`pageTexts`, read from the file) when given, else that same split.
 */
function pages(r: Readable, withText: boolean, pageTexts?: string[]): ViewerSection[] {
  const parts = r.bodyText ? r.bodyText.split('\n\n') : [];
  const perPage = parts.length === r.pageCount;
  const own = pageTexts?.length === r.pageCount ? pageTexts : null;
  return Array.from({ length: r.pageCount }, (_, i) => ({
    index: i,
    id: `page-${i + 1}`,
    heading: null,
    level: null,
    words: perPage ? countWords(parts[i]) : 0,
    blocks: null,
    text: !withText ? null : own ? own[i] || null : perPage ? parts[i] : null,
  }));
}

/** toViewerDocument, with a PDF's own page texts read from its file when the link reads aloud (cached by blob). */
export async function viewerDocument(
  s: Pick<Services, 'blobs'>,
  r: Readable,
  l: Pick<LinkState, 'allow_audio' | 'workspace_id'>,
): Promise<ViewerDocument> {
  const forWhom = { workspace: l.workspace_id };
  const pageTexts =
    l.allow_audio && r.kind === 'pdf' && r.blobId ? await pdfPageTexts(s, r.blobId, forWhom) : undefined;
  // a long body is split into its sections in the worker pool
  const split =
    r.kind === 'xdoc' && r.content && r.content.length > POOL_THRESHOLD_CHARS
      ? await runJob('viewerSections', r.content, forWhom)
      : undefined;
  return toViewerDocument(r, l, pageTexts, split);
}

export function toViewerDocument(
  r: Readable,
  l: Pick<LinkState, 'allow_audio'>,
  pageTexts?: string[],
  split?: SectionWithBlocks[],
): ViewerDocument {
  const audio = Boolean(l.allow_audio);
  const file =
    r.kind === 'xdoc'
      ? null
      : {
          filename: r.filename ?? 'document',
          contentType: r.contentType ?? 'application/octet-stream',
          byteSize: r.byteSize ?? 0,
        };
  let sections: ViewerSection[] = [];
  if (r.kind === 'xdoc' && r.content) {
    sections = (split ?? sectionsWithBlocks(JSON.parse(r.content) as DocContent)).map((x) => ({
      index: x.index,
      id: x.id,
      heading: x.heading,
      level: x.level,
      words: x.words,
      blocks: x.blocks,
      text: audio ? x.text : null,
    }));
  } else if (r.kind === 'pdf') {
    sections = pages(r, audio, pageTexts);
  }
  return {
    documentId: r.documentId,
    title: r.title,
    kind: r.kind,
    versionId: r.versionId,
    unit: r.kind === 'xdoc' ? 'section' : r.kind === 'pdf' ? 'page' : null,
    pageCount: r.pageCount,
    sections,
    file,
  };
}
