// Small formatting helpers shared by the resource commands (hooks, audit, documents, folders, templates, comments).
import type {
  Comment,
  Delivery,
  Document,
  DocumentDetail,
  DocumentRecipient,
  Folder,
  Hook,
  Template,
  TemplateRecipient,
  Version,
} from '@dossier/sdk';

/** A value for a table cell: null and undefined show as a dash. */
export function cell(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}

/** A hook's subscription: the event names, or "all" for an empty list (which means every event). */
export function hookEvents(events: readonly string[], sep = ', '): string {
  return events.length === 0 ? 'all' : events.join(sep);
}

/** The label/value rows describing one endpoint. */
export function hookRows(hook: Hook): [string, string][] {
  return [
    ['ID', hook.id],
    ['URL', hook.url],
    ['Events', hookEvents(hook.events, '\n')],
    ['Active', cell(hook.active)],
    ['Failure count', cell(hook.failureCount)],
    ['Last status', cell(hook.lastStatus)],
    ['Last attempt', cell(hook.lastAttemptAt)],
    ['Created', cell(hook.createdAt)],
  ];
}

/** The label/value rows describing one delivery. */
export function deliveryRows(d: Delivery): [string, string][] {
  return [
    ['Delivery', d.id],
    ['Event', `${d.event} (${d.eventId})`],
    ['Status', d.status],
    ['Response status', cell(d.responseStatus)],
    ['Error', cell(d.error)],
    ['Attempts', cell(d.attempts)],
    ['Delivered', cell(d.deliveredAt)],
  ];
}

/** The lines shown with a signing secret, which the API returns only on create, identical re-subscribe and rotate. */
export function secretLines(secret: string, hookId: string): string[] {
  return [
    `Signing secret: ${secret}`,
    `Store it now: it is not shown again. If it is lost, "dossier hooks rotate ${hookId}" issues a new one.`,
  ];
}

/** A byte count for people: 512 B, 4.2 KB, 1.3 MB (powers of 1024). */
export function byteSize(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}

/** `n thing` or `n things`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Wraps text at spaces so no line is longer than `width` (longer words are left whole); newlines are kept. */
export function wrapText(text: string, width = 60): string {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/ +/)) {
      if (line !== '' && line.length + 1 + word.length > width) {
        out.push(line);
        line = word;
      } else {
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    out.push(line);
  }
  return out.join('\n');
}

/** `Dana Whitfield <dana@globex.example>`, or whichever of the two is known. */
export function person(name: string | null | undefined, email: string | null | undefined): string {
  if (name && email) return `${name} <${email}>`;
  return name || (email ? `<${email}>` : '(no name or address yet)');
}

/** One recipient of a document: `1. Dana Whitfield <dana@globex.example> (signer, access code; rcp_…)`. */
export function recipientLine(r: DocumentRecipient): string {
  return `${r.routingOrder}. ${person(r.name, r.email)} (${r.role}${r.hasAccessCode ? ', access code' : ''}; ${r.id})`;
}

/** A document's status, naming the envelope that holds it when it is out for signature. */
export function documentStatus(d: Document): string {
  return d.status === 'locked' && d.activeEnvelopeId ? `locked (out for signature: ${d.activeEnvelopeId})` : d.status;
}

/** The label/value rows describing one document (single-document form). */
export function documentRows(d: DocumentDetail): [string, string][] {
  const rows: [string, string][] = [
    ['ID', d.id],
    ['Title', d.title],
    ['Kind', d.kind],
    ['Status', documentStatus(d)],
    ['Pages', cell(d.pageCount)],
    ['Folder', d.folderId ?? '— (top level)'],
    ['In library', cell(d.inLibrary)],
  ];
  if (d.deletedAt) rows.push(['In the trash since', d.deletedAt]);
  rows.push(['Recipients', d.recipients.length ? d.recipients.map(recipientLine).join('\n') : '(none)']);
  if (d.source) {
    const s = d.source;
    rows.push(['File', `${s.filename} (${s.contentType}, ${byteSize(s.byteSize)}${s.hasTextLayer ? '' : ', no text layer: a scan'})`]);
  }
  rows.push(['Created', d.createdAt], ['Updated', d.updatedAt]);
  return rows;
}

/** The label/value rows describing one version. */
export function versionRows(v: Version): [string, string][] {
  return [
    ['ID', v.id],
    ['Document', v.documentId],
    ['Label', cell(v.label)],
    ['Automatic', cell(v.automatic)],
    ['Title', v.title],
    ['Kind', v.kind],
    ['Pages', cell(v.pageCount)],
    ['Created by', v.createdBy],
    ['Created', v.createdAt],
  ];
}

/** One recipient slot of a template: `1. Counterparty (signer)`. */
export function slotLine(r: TemplateRecipient): string {
  return `${r.routingOrder}. ${r.name} (${r.role})`;
}

/** The label/value rows describing one template. */
export function templateRows(t: Template): [string, string][] {
  return [
    ['ID', t.id],
    ['Name', t.name],
    ['Description', cell(t.description)],
    ['Kind', t.kind],
    ['Pages', cell(t.pageCount)],
    ['Recipient slots', t.recipients.length ? t.recipients.map(slotLine).join('\n') : '(none)'],
    ['Documents made', cell(t.useCount)],
    ['Created', t.createdAt],
    ['Updated', t.updatedAt],
  ];
}

/** The label/value rows describing one folder. */
export function folderRows(f: Folder): [string, string][] {
  return [
    ['ID', f.id],
    ['Name', f.name],
    ['Parent', f.parentId ?? '— (top level)'],
    ['Position', cell(f.position)],
    ['Documents', cell(f.documentCount)],
    ['Created', f.createdAt],
    ['Updated', f.updatedAt],
  ];
}

/**
 * Folders in tree order with their depth (0 at the top level): each folder before its subfolders, siblings in
 * the order given (the API's: position, then name). A folder whose parent is not in the list counts as top level.
 */
export function folderTree(folders: readonly Folder[]): { folder: Folder; depth: number }[] {
  const ids = new Set(folders.map((f) => f.id));
  const children = new Map<string | null, Folder[]>();
  for (const f of folders) {
    const parent = f.parentId !== null && ids.has(f.parentId) && f.parentId !== f.id ? f.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), f]);
  }
  const out: { folder: Folder; depth: number }[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const f of children.get(parent) ?? []) {
      if (seen.has(f.id)) continue;
      seen.add(f.id);
      out.push({ folder: f, depth });
      walk(f.id, depth + 1);
    }
  };
  walk(null, 0);
  // A cycle (which the API never returns) would leave folders unvisited: list them at the top level.
  for (const f of folders) if (!seen.has(f.id)) out.push({ folder: f, depth: 0 });
  return out;
}

/** Comments in thread order: each opener followed by its replies (replies whose opener is absent come last). */
export function commentThreads(comments: readonly Comment[]): Comment[] {
  const openers = comments.filter((c) => c.parentId === null);
  const openerIds = new Set(openers.map((c) => c.id));
  const out: Comment[] = [];
  for (const o of openers) out.push(o, ...comments.filter((c) => c.parentId === o.id));
  out.push(...comments.filter((c) => c.parentId !== null && !openerIds.has(c.parentId)));
  return out;
}

/** The text cell of a comment: the quoted passage (as `> …`) above the body, wrapped. */
export function commentText(c: Comment, width = 60): string {
  const quote = c.quote ? `${wrapText(c.quote, width - 2).split('\n').map((l) => `> ${l}`).join('\n')}\n` : '';
  return `${quote}${wrapText(c.body, width)}`;
}

/** The label/value rows describing one comment. */
export function commentRows(c: Comment): [string, string][] {
  return [
    ['ID', c.id],
    ['Document', c.documentId],
    ['Reply to', c.parentId ?? '— (opens a thread)'],
    ['Author', person(c.authorName, c.authorEmail)],
    ['Resolved', cell(c.resolved)],
    ['Quote', cell(c.quote)],
    ['Body', wrapText(c.body, 70)],
    ['Created', c.createdAt],
  ];
}
