// GET /verify: the public page where anyone checks an executed PDF (view.ts); its script calls POST /public/verify.
import type { FastifyInstance } from 'fastify';
import { pageLang } from '../i18n.js';
import { sendPage } from '../layout.js';
import { verifyPageView } from './view.js';

export function verifyRoutes(app: FastifyInstance): void {
  app.get('/verify', async (req, reply) => sendPage(reply, 200, verifyPageView(pageLang(req, reply))));
}
