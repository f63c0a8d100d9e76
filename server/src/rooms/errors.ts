// Rooms' error factories over the one catalogue.
import { ApiError, errors } from '../platform/errors.js';

export const roomErrors = {
  frozen: (what: string) =>
    new ApiError(
      'room_frozen',
      `the room is frozen; ${what} is refused until it is unfrozen (PATCH /rooms/{id} { frozen: false })`,
    ),
  folderNotFound: () => errors.notFound('room folder'),
  documentNotInRoom: () => errors.notFound('document in this room'),
};
