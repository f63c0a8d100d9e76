// Analytics' error factories over the one catalogue.
import { errors } from '../platform/errors.js';

export const analyticsErrors = {
  viewNotFound: () => errors.notFound('view'),
  visitorNotFound: () => errors.notFound('visitor (no counted visits from this address)'),
  notAnAddress: () => errors.validation([{ field: 'path.email', message: 'is not a URL-encoded email address' }]),
  range: (message: string, field: string) => errors.validation([{ field, message }]),
};
