// The filters `views list` and `visitors list` share: the visits counted, by document, room, link, address and start.
import { Flags } from '@oclif/core';
import { isoTime } from '../validate.js';

/** The filter flags; `link` and `email` are worded by each command (what a deleted link or an address means there). */
export function visitFilterFlags(describe: { link: string; email: string }) {
  return {
    document: Flags.string({ description: 'Only visits through links to this document.' }),
    room: Flags.string({ description: 'Only visits through links to this data room.' }),
    link: Flags.string({ description: describe.link }),
    email: Flags.string({ description: describe.email }),
    since: Flags.string({ description: 'Only visits started at or after this date or time (ISO 8601).' }),
  };
}

/** The API fields the filter flags are not named after (a command's apiFields). */
export const visitFilterFields = { shareLinkId: 'link', dataRoomId: 'room', documentId: 'document' };

/** The filter flags as query parameters; a bad --since fails here (exit 2), before any request. */
export function visitFilterQuery(flags: {
  document?: string;
  room?: string;
  link?: string;
  email?: string;
  since?: string;
}) {
  return {
    documentId: flags.document,
    dataRoomId: flags.room,
    shareLinkId: flags.link,
    email: flags.email,
    since: flags.since === undefined ? undefined : isoTime(flags.since, '--since'),
  };
}
