// Discovery as the application assembles it (domains.ts): GET /, GET /me and GET /openapi.json.
import type { Domain } from '../domain.js';
import { discoveryHandlers } from './handlers.js';

export const discoveryDomain: Domain = { name: 'discovery', handlers: (s) => discoveryHandlers(s.config) };
