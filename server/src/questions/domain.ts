// The viewer-questions domain as the application assembles it (domains.ts).
import type { Domain } from '../domain.js';
import { questionHandlers } from './handlers.js';

export const questionsDomain: Domain = {
  name: 'questions',
  handlers: questionHandlers,
};
