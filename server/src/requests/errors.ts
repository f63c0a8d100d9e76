// File requests' errors, over the one catalogue (platform/errors.ts).
import { ApiError, errors, fieldDetails } from '../platform/errors.js';

export const requestErrors = {
  notFound: () => errors.notFound('file request'),
  assigneeNotFound: () => errors.notFound('assignee on this file request'),
  folderWithoutRoom: () =>
    errors.unprocessable(
      'folderId needs dataRoomId: a folder is a folder of a data room',
      fieldDetails('body.folderId', 'needs dataRoomId'),
    ),
  roomNotFound: () => errors.notFound('data room'),
  folderNotFound: () => errors.notFound('folder in that data room'),
  invalidToken: () => new ApiError('invalid_token', 'x-request-token is not an upload link of this request'),
  openPageDisabled: () =>
    new ApiError(
      'open_page_disabled',
      'this file request takes files only through the personal links sent to the people it asks; its open page is switched off',
    ),
  closed: () => new ApiError('request_closed', 'this file request is closed and no longer accepts files'),
  deleted: () => new ApiError('request_deleted', 'this file request was deleted'),
  assigneeRemoved: () =>
    new ApiError('assignee_removed', 'this upload link was withdrawn: its person was taken off the request'),
  roomFrozen: () =>
    new ApiError(
      'room_frozen',
      'the data room this request files into is frozen and is not accepting files for now; nothing was stored',
    ),
  emptyFile: () =>
    errors.unprocessable(
      'the file is empty (0 bytes): choose the file again, or another one',
      fieldDetails('body.file', 'is empty'),
    ),
  unknownItem: () =>
    errors.unprocessable(
      "itemId is not one of this request's items",
      fieldDetails('body.itemId', 'is not an item of this request'),
    ),
  emailRequired: () =>
    errors.unprocessable(
      'email is required: this request asks uploaders for their address',
      fieldDetails('body.email', 'is required'),
    ),
  badEmail: () =>
    errors.unprocessable('email is not an email address', fieldDetails('body.email', 'is not an email address')),
  badName: () =>
    errors.unprocessable('name must be 1-200 characters', fieldDetails('body.name', 'must be 1-200 characters')),
  notMultipart: (type: string | undefined) => errors.unsupportedMediaType(type),
};
