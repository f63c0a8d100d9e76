// /rooms: data rooms, their folders, filed documents and viewer groups. Thin: parse, call an action, present.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { createRoomFolder } from './actions/create-room-folder.js';
import { createRoomGroup } from './actions/create-room-group.js';
import { createRoom } from './actions/create-room.js';
import { deleteRoomFolder } from './actions/delete-room-folder.js';
import { deleteRoomGroup } from './actions/delete-room-group.js';
import { deleteRoom } from './actions/delete-room.js';
import { fileRoomDocument } from './actions/file-room-document.js';
import { listRooms } from './actions/list-rooms.js';
import { removeRoomDocument } from './actions/remove-room-document.js';
import { updateRoomDocument } from './actions/update-room-document.js';
import { updateRoomFolder } from './actions/update-room-folder.js';
import { updateRoomGroup } from './actions/update-room-group.js';
import { updateRoom } from './actions/update-room.js';
import { loadRoom } from './guards.js';
import { toGroup, toRoomDetail, toRoomDocument, toRoomFolder } from './present.js';
import * as repo from './repository.js';
import type { DataRoomsTable } from './tables.js';

export function roomHandlers(s: Services): Handlers {
  const db = s.db.kysely;
  const detail = async (room: DataRoomsTable) => toRoomDetail(room, await repo.listFolders(db, room.id), await repo.listRoomDocuments(db, room.id));

  return {
    listRooms: async (req) => listRooms(s, apiContext(req), req.query),

    createRoom: async (req, reply) => {
      const room = await createRoom(s, apiContext(req), req.body);
      reply.code(201);
      return { data: toRoomDetail(room, [], []) };
    },

    getRoom: async (req) => ({ data: await detail(await loadRoom(s, req.auth.workspace.id, req.params.id)) }),

    updateRoom: async (req) => ({ data: await detail(await updateRoom(s, apiContext(req), req.params.id, req.body)) }),

    deleteRoom: async (req, reply) => {
      await deleteRoom(s, apiContext(req), req.params.id);
      return reply.code(204).send();
    },

    listRoomDocuments: async (req) => {
      const room = await loadRoom(s, req.auth.workspace.id, req.params.id);
      const docs = await repo.listRoomDocuments(db, room.id);
      return { data: docs.map(toRoomDocument) };
    },

    fileRoomDocument: async (req, reply) => {
      const data = await fileRoomDocument(s, apiContext(req), req.params.id, req.body);
      reply.code(201);
      return { data };
    },

    updateRoomDocument: async (req) => ({ data: await updateRoomDocument(s, apiContext(req), { roomId: req.params.id, documentId: req.params.documentId, patch: req.body }) }),

    removeRoomDocument: async (req, reply) => {
      await removeRoomDocument(s, apiContext(req), { roomId: req.params.id, documentId: req.params.documentId });
      return reply.code(204).send();
    },

    listRoomFolders: async (req) => {
      const room = await loadRoom(s, req.auth.workspace.id, req.params.id);
      return { data: (await repo.listFolders(db, room.id)).map(toRoomFolder) };
    },

    createRoomFolder: async (req, reply) => {
      const folder = await createRoomFolder(s, apiContext(req), req.params.id, req.body);
      reply.code(201);
      return { data: toRoomFolder(folder) };
    },

    updateRoomFolder: async (req) => ({ data: toRoomFolder(await updateRoomFolder(s, apiContext(req), { roomId: req.params.id, folderId: req.params.folderId, patch: req.body })) }),

    deleteRoomFolder: async (req, reply) => {
      await deleteRoomFolder(s, apiContext(req), { roomId: req.params.id, folderId: req.params.folderId });
      return reply.code(204).send();
    },

    listRoomGroups: async (req) => {
      const room = await loadRoom(s, req.auth.workspace.id, req.params.id);
      return { data: (await repo.listGroups(db, room.id)).map(toGroup) };
    },

    createRoomGroup: async (req, reply) => {
      const group = await createRoomGroup(s, apiContext(req), req.params.id, req.body);
      reply.code(201);
      return { data: toGroup(group) };
    },

    getRoomGroup: async (req) => {
      const room = await loadRoom(s, req.auth.workspace.id, req.params.id);
      const [group] = await repo.listGroups(db, room.id, req.params.groupId);
      if (!group) throw errors.notFound('viewer group');
      return { data: toGroup(group) };
    },

    updateRoomGroup: async (req) => ({ data: toGroup(await updateRoomGroup(s, apiContext(req), { roomId: req.params.id, groupId: req.params.groupId, patch: req.body })) }),

    deleteRoomGroup: async (req, reply) => {
      await deleteRoomGroup(s, apiContext(req), { roomId: req.params.id, groupId: req.params.groupId });
      return reply.code(204).send();
    },
  };
}
