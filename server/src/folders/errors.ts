// The folders domain's errors, over the one catalogue.
import { errors } from '../platform/errors.js';
import { MAX_DEPTH } from './tree.js';

/** 422 naming body.parentId: the change would nest folders deeper than MAX_DEPTH. */
export function tooDeep(message: string): never {
  throw errors.unprocessable(message, {
    maxDepth: MAX_DEPTH,
    fields: [{ field: 'body.parentId', message: `would nest folders more than ${MAX_DEPTH} levels deep` }],
  });
}
