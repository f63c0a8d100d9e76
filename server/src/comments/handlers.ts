// /documents/{id}/comments: list, comment (with email notifications), resolve/reopen/edit, delete.
//
// "This account" is the workspace, through any of its keys: a comment written through the API is stored with
// by_account = 1 and the workspace's name and email as its author; comments people write in the app are rows
// with by_account = 0. Only the account's own comments can have their body edited or be deleted. Comments are
// readable and writable whatever the document's state (out for signature, in the trash): they are not part
// of the body and the spec declares no 409 for them. Each change is recorded in the audit trail (comment.*).
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { createComment } from './actions/create-comment.js';
import { deleteComment } from './actions/delete-comment.js';
import { listComments } from './actions/list-comments.js';
import { updateComment } from './actions/update-comment.js';
import { toComment } from './present.js';

export function commentHandlers(s: Services): Handlers {
  return {
    listComments: async (req) => ({
      data: await listComments(s, apiContext(req), { documentId: req.params.id, resolved: req.query.resolved }),
    }),

    createComment: async (req, reply) => {
      const ws = req.auth.workspace;
      const r = await createComment(s, apiContext(req), {
        ...req.body,
        documentId: req.params.id,
        account: { name: ws.name, email: ws.email },
        log: req.log,
      });
      reply.code(201);
      return { data: toComment(r.comment, r.threadResolved), notified: r.notified };
    },

    updateComment: async (req) => ({
      data: await updateComment(s, apiContext(req), {
        documentId: req.params.id,
        id: req.params.commentId,
        patch: req.body,
      }),
    }),

    deleteComment: async (req, reply) => {
      await deleteComment(s, apiContext(req), { documentId: req.params.id, id: req.params.commentId });
      return reply.code(204).send();
    },
  };
}
