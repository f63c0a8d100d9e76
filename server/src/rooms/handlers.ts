// /rooms: data rooms, their folders, filed documents and viewer groups. Thin: parse, call an action, present.
import type { FastifyReply } from 'fastify';
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { createRoomFolder } from './actions/create-room-folder.js';
import { createRoomGroup } from './actions/create-room-group.js';
import { createRoom } from './actions/create-room.js';
import { deleteRoomFolder } from './actions/delete-room-folder.js';
import { deleteRoomGroup } from './actions/delete-room-group.js';
import { deleteRoom } from './actions/delete-room.js';
import { fileRoomDocument } from './actions/file-room-document.js';
import { getRoomGroup, listRoomGroups } from './actions/get-room-groups.js';
import { listRoomFolders } from './actions/list-room-folders.js';
import { listRooms } from './actions/list-rooms.js';
import { removeRoomDocument } from './actions/remove-room-document.js';
import { updateRoomDocument } from './actions/update-room-document.js';
import { updateRoomFolder } from './actions/update-room-folder.js';
import { updateRoomGroup } from './actions/update-room-group.js';
import { updateRoom } from './actions/update-room.js';
import { loadRoom } from './index.js';
import { toGroup, toRoomDetail, toRoomDocument, toRoomFolder } from './present.js';
import * as repo from './repository.js';
import type { DataRoomsTable } from './tables.js';

/** A 201 with the created resource. */
const created = <T>(reply: FastifyReply, data: T) => {
  reply.code(201);
  return { data };
};

/** A 204 once the change is made. */
const noContent = async (reply: FastifyReply, done: Promise<unknown>) => {
  await done;
  return reply.code(204).send();
};

export function roomHandlers(s: Services): Handlers {
  const db = s.db.kysely;
  const detail = async (room: DataRoomsTable) =>
    toRoomDetail(room, await repo.listFolders(db, room.id), await repo.listRoomDocuments(db, room.id));

  return {
    listRooms: async (req) => {
      const p = await listRooms(s, apiContext(req), req.query);
      return { data: p.items, nextCursor: p.nextCursor };
    },

    createRoom: async (req, reply) =>
      created(reply, toRoomDetail(await createRoom(s, apiContext(req), req.body), [], [])),

    getRoom: async (req) => ({ data: await detail(await loadRoom(s, req.auth.workspace.id, req.params.id)) }),

    updateRoom: async (req) => ({
      data: await detail(await updateRoom(s, apiContext(req), { id: req.params.id, patch: req.body })),
    }),

    deleteRoom: async (req, reply) => noContent(reply, deleteRoom(s, apiContext(req), req.params.id)),

    listRoomDocuments: async (req) => {
      const room = await loadRoom(s, req.auth.workspace.id, req.params.id);
      const docs = await repo.listRoomDocuments(db, room.id);
      return { data: docs.map(toRoomDocument) };
    },

    fileRoomDocument: async (req, reply) =>
      created(reply, await fileRoomDocument(s, apiContext(req), { roomId: req.params.id, document: req.body })),

    updateRoomDocument: async (req) => ({
      data: await updateRoomDocument(s, apiContext(req), {
        roomId: req.params.id,
        documentId: req.params.documentId,
        patch: req.body,
      }),
    }),

    removeRoomDocument: async (req, reply) =>
      noContent(
        reply,
        removeRoomDocument(s, apiContext(req), { roomId: req.params.id, documentId: req.params.documentId }),
      ),

    listRoomFolders: async (req) => ({
      data: (await listRoomFolders(s, apiContext(req), req.params.id)).map(toRoomFolder),
    }),

    createRoomFolder: async (req, reply) =>
      created(
        reply,
        toRoomFolder(await createRoomFolder(s, apiContext(req), { roomId: req.params.id, folder: req.body })),
      ),

    updateRoomFolder: async (req) => ({
      data: toRoomFolder(
        await updateRoomFolder(s, apiContext(req), {
          roomId: req.params.id,
          folderId: req.params.folderId,
          patch: req.body,
        }),
      ),
    }),

    deleteRoomFolder: async (req, reply) =>
      noContent(reply, deleteRoomFolder(s, apiContext(req), { roomId: req.params.id, folderId: req.params.folderId })),

    listRoomGroups: async (req) => ({ data: (await listRoomGroups(s, apiContext(req), req.params.id)).map(toGroup) }),

    createRoomGroup: async (req, reply) =>
      created(reply, toGroup(await createRoomGroup(s, apiContext(req), { roomId: req.params.id, group: req.body }))),

    getRoomGroup: async (req) => ({
      data: toGroup(await getRoomGroup(s, apiContext(req), { roomId: req.params.id, groupId: req.params.groupId })),
    }),

    updateRoomGroup: async (req) => ({
      data: toGroup(
        await updateRoomGroup(s, apiContext(req), {
          roomId: req.params.id,
          groupId: req.params.groupId,
          patch: req.body,
        }),
      ),
    }),

    deleteRoomGroup: async (req, reply) =>
      noContent(reply, deleteRoomGroup(s, apiContext(req), { roomId: req.params.id, groupId: req.params.groupId })),
  };
}
