// /documents/{id}/comments: list, comment (with email notifications), resolve/reopen/edit, delete.
//
// "This account" is the workspace, through any of its keys: a comment written through the API is stored with
// by_account = 1 and the workspace's name and email as its author; comments people write in the app are rows
// with by_account = 0. Only the account's own comments can have their body edited or be deleted. Comments are
// readable and writable whatever the document's state (out for signature, in the trash): they are not part
// of the body and the spec declares no 409 for them. No audit events are recorded for comments.
import { newId } from '../auth/keys.js';
import { loadDocument, subjectOf } from '../documents/handlers.js';
import { apiContext } from '../events/backbone.js';
import { findRecipients } from '../documents/repository.js';
import type { CommentsTable } from '../documents/tables.js';
import type { Handlers } from '../handlers.js';
import { monotonicIso } from '../platform/clock.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { addressees, sendNotifications } from './notify.js';
import { toComment } from './present.js';

type Q = Services['db']['kysely'];

/** A foreign key refused the write (PostgreSQL 23503, SQLite SQLITE_CONSTRAINT_FOREIGNKEY). */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

const parentRefused = (why: string) =>
  errors.unprocessable(`parentId ${why}`, { fields: [{ field: 'body.parentId', message: why }] });

async function findComment(q: Q, documentId: string, id: string): Promise<CommentsTable> {
  const c = await q.selectFrom('comments').selectAll().where('id', '=', id).where('document_id', '=', documentId).executeTakeFirst();
  if (!c) throw errors.notFound('comment');
  return c;
}

/** The thread's state: an opener's own, a reply's opener's. */
async function threadResolved(q: Q, c: CommentsTable): Promise<boolean> {
  if (!c.parent_id) return Boolean(Number(c.resolved));
  const opener = await q.selectFrom('comments').select('resolved').where('id', '=', c.parent_id).executeTakeFirst();
  return Boolean(Number(opener?.resolved ?? 0));
}

export function commentHandlers(s: Services): Handlers {
  const db = s.db.kysely;

  return {
    listComments: async (req) => {
      const doc = await loadDocument(s, req.auth.workspace.id, req.params.id);
      const rows = await db.selectFrom('comments').selectAll().where('document_id', '=', doc.id).orderBy('created_at').orderBy('id').execute();
      const openers = new Map(rows.filter((r) => !r.parent_id).map((r) => [r.id, Boolean(Number(r.resolved))]));
      const filter = req.query.resolved;
      const data = rows
        .map((r) => toComment(r, r.parent_id ? (openers.get(r.parent_id) ?? false) : Boolean(Number(r.resolved))))
        // The filter applies to threads: a reply goes with its opener.
        .filter((c) => filter === undefined || c.resolved === filter);
      return { data };
    },

    createComment: async (req, reply) => {
      const ws = req.auth.workspace;
      const b = req.body;
      const doc = await loadDocument(s, ws.id, req.params.id);
      const parentId = b.parentId ?? null;
      const now = monotonicIso();
      const row: CommentsTable = {
        id: newId('cmt'),
        document_id: doc.id,
        workspace_id: ws.id,
        parent_id: parentId,
        author_key_id: req.auth.id,
        by_account: 1,
        author_name: ws.name,
        author_email: ws.email,
        body: b.body,
        quote: b.quote ? b.quote : null,
        resolved: 0,
        created_at: now,
        updated_at: now,
      };
      let thread: CommentsTable[];
      try {
        thread = await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
          let before: CommentsTable[] = [];
          if (parentId) {
            const parent = await trx.selectFrom('comments').selectAll().where('id', '=', parentId).where('document_id', '=', doc.id).executeTakeFirst();
            if (!parent) throw parentRefused('is not a comment on this document');
            if (parent.parent_id) throw parentRefused('is a reply; threads are one level deep: reply to the comment that opened the thread');
            const replies = await trx.selectFrom('comments').selectAll().where('parent_id', '=', parent.id).orderBy('created_at').orderBy('id').execute();
            before = [parent, ...replies];
          }
          await trx.insertInto('comments').values(row).execute();
          await emit({ type: 'comment.created', description: `${parentId ? 'Replied to a comment' : 'Commented'} on "${doc.title}"`, subject: subjectOf(doc), metadata: { commentId: row.id, parentId } });
          return before;
        });
      } catch (err) {
        // The opener (or the document) was deleted between the check and the insert.
        if (isForeignKeyViolation(err)) {
          await loadDocument(s, ws.id, doc.id);
          throw parentRefused('is not a comment on this document');
        }
        throw err;
      }

      const list = addressees({ ownerEmail: ws.email, authorEmail: ws.email, thread, recipients: await findRecipients(db, doc.id), body: row.body });
      const notified = await sendNotifications(s.mailer, req.log, list, {
        workspaceId: ws.id,
        commentId: row.id,
        title: doc.title,
        authorName: row.author_name ?? ws.name,
        body: row.body,
        quote: row.quote,
        reply: parentId !== null,
      });
      reply.code(201);
      return { data: toComment(row, parentId ? Boolean(Number(thread[0].resolved)) : false), notified };
    },

    updateComment: async (req) => {
      const b = req.body;
      const doc = await loadDocument(s, req.auth.workspace.id, req.params.id);
      const result = await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        const c = await findComment(trx, doc.id, req.params.commentId);
        // Every check before any change: a refused request changes nothing, `resolved` included.
        if (b.body !== undefined && !Number(c.by_account)) throw errors.forbidden('somebody else wrote this comment: only its author can change the body; nothing was changed');
        if (b.resolved !== undefined && c.parent_id) {
          throw errors.unprocessable('a reply cannot be resolved on its own: resolve the comment that opened the thread', {
            threadId: c.parent_id,
            fields: [{ field: 'body.resolved', message: 'only on the comment that opened the thread' }],
          });
        }
        const patch: Partial<CommentsTable> = {};
        if (b.body !== undefined && b.body !== c.body) patch.body = b.body;
        if (b.resolved !== undefined && (b.resolved ? 1 : 0) !== Number(c.resolved)) patch.resolved = b.resolved ? 1 : 0;
        let after = c;
        if (Object.keys(patch).length) {
          const updated = await trx.updateTable('comments').set({ ...patch, updated_at: monotonicIso() }).where('id', '=', c.id).returningAll().executeTakeFirst();
          if (!updated) throw errors.notFound('comment');
          after = updated;
          const what = patch.resolved === undefined ? 'Edited a comment' : patch.resolved ? 'Resolved a comment thread' : 'Reopened a comment thread';
          await emit({ type: 'comment.updated', description: `${what} on "${doc.title}"`, subject: subjectOf(doc), metadata: { commentId: c.id, changed: Object.keys(patch) } });
        }
        return toComment(after, await threadResolved(trx, after));
      });
      return { data: result };
    },

    deleteComment: async (req, reply) => {
      const doc = await loadDocument(s, req.auth.workspace.id, req.params.id);
      await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        const c = await findComment(trx, doc.id, req.params.commentId);
        if (!Number(c.by_account)) throw errors.forbidden('somebody else wrote this comment: only its author can delete it; nothing was deleted');
        // An opener takes its whole thread with it, whoever wrote the replies; a reply goes alone.
        if (!c.parent_id) await trx.deleteFrom('comments').where('parent_id', '=', c.id).execute();
        await trx.deleteFrom('comments').where('id', '=', c.id).execute();
        await emit({ type: 'comment.deleted', description: `Deleted a comment${c.parent_id ? '' : ' thread'} on "${doc.title}"`, subject: subjectOf(doc), metadata: { commentId: c.id } });
      });
      return reply.code(204).send();
    },
  };
}
