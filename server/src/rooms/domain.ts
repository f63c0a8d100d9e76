// The rooms domain as the application assembles it (domains.ts).
import type { Domain } from '../domain.js';
import { roomHandlers } from './handlers.js';

export const roomsDomain: Domain = {
  name: 'rooms',
  handlers: roomHandlers,
};
