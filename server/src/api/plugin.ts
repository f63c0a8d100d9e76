// The keyed JSON API under /api/v1: every operation of the spec (routes.ts) with its validation (validation.ts),
// key authentication (authenticate.ts), the JSON error handler (errors.ts) and the JSON 404 under the prefix.
// The pages are its sibling (pages/plugin.ts) with their own error and 404 pages.
import type { FastifyInstance } from 'fastify';
import { answerApiError } from './errors.js';
import { refuseNul } from './nul-guard.js';
import { registerOperations, type OperationDeps } from './routes.js';
import { validatorCompiler } from './validation.js';

export async function installApi(app: FastifyInstance, deps: OperationDeps): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  // The root's handler, so an error outside both plugins' routes also answers JSON; the pages set their own.
  app.setErrorHandler(answerApiError);
  app.addHook('preValidation', refuseNul);
  await registerOperations(app, deps);
}
