// GET /sign/{token}: the signing page, at the address the signing emails and include=signingUrls give
// (envelopes/tokens.ts signingUrl). The domain opens the session (the first open marks the recipient viewed and
// emits recipient.viewed, as the public operation does) or answers its refusal ladder's step (envelopes/signer.ts),
// which the page draws: a token never issued is the 404 page; one that no longer leads anywhere is the closed page
// saying why (410, in the guard's words); a sequential signer whose turn has not come gets a page saying so (409).
// Embedded (its workspace allows origins to frame it), each page also tells its host what happened, and
// `?returnUrl=` on an allowed origin is where a top-level page goes once done (./embed.ts).
import type { FastifyInstance } from 'fastify';
import { countPublicCall } from '../../auth/public-limit.js';
import { openSigningPage } from '../../envelopes/actions/open-signing-session.js';
import { originOf } from '../../platform/context.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Services } from '../../services.js';
import { frameAncestorsOf, workspaceLocaleOf } from '../../workspace/index.js';
import { closedPage, isGoneCode } from '../closed/view.js';
import { errorPage } from '../errors.js';
import { pickLocale } from '../../platform/i18n/locales.js';
import { pageLang, refusalWords, type PageLang } from '../i18n.js';
import { html, sendPage, type SafeHtml } from '../layout.js';
import { embedOrigins, framePage } from '../security.js';
import type { EndedPageData } from '../page-data.js';
import { returnUrlOf, signEmbed } from './embed.js';
import { notYourTurnPage, signPage } from './view.js';

const PARTICULARS = new Set<string>(['envelope_voided', 'envelope_expired', 'recipient_delegated']);

export function signRoutes(app: FastifyInstance, deps: { services: Services; limiter?: RateLimiter }): void {
  const s = deps.services;
  const { limiter } = deps;
  app.get<{ Params: { token: string } }>(
    '/sign/:token',
    {
      // Counted like the public operations (per token, and per address): a page load is one call of the token's.
      onRequest: async (req, reply) => {
        if (limiter) await countPublicCall(limiter, req, reply, req.params.token);
      },
    },
    async (req, reply) => {
      const { token } = req.params;
      const opened = await openSigningPage(s, { token, origin: originOf(req) });
      // The workspace's embedding origins may frame its page, whatever it answers (signed, ended), not a 404.
      const workspaceId = 'session' in opened ? opened.workspaceId : opened.envelope?.workspace_id;
      const ancestors = workspaceId ? await frameAncestorsOf(s, workspaceId) : [];
      framePage(reply, ancestors);
      // The signer's language: their choice, else the recipient's locale, the browser's, the workspace's, English.
      const L = pageLang(req, reply, {
        recipient: 'session' in opened ? opened.locale : opened.recipient?.locale,
        workspace: workspaceId ? await workspaceLocaleOf(s, workspaceId) : null,
      });
      const returnUrl = (req.query as Record<string, unknown> | undefined)?.returnUrl;
      if ('session' in opened) {
        // The disclosure in the page's language (what a consent from this page records), not only the recipient's.
        const session = { ...opened.session, disclosure: opened.disclosureIn(pickLocale(L.locale)) };
        const ids = { envelopeId: session.envelope.id, recipientId: session.recipient.id };
        return sendPage(reply, 200, signPage(L, session, token, signEmbed(ancestors, ids, returnUrl)));
      }
      const { refusal, envelope } = opened;
      if (!envelope)
        return sendPage(reply, 404, errorPage(L, { status: 404, detail: L.t('sign.invalid'), detailIsOwn: true }));
      // What a framed page tells its host, or where a top-level one with a return URL goes: only where the
      // workspace embeds its pages, or the link asked for a return URL (the page then says why it is ignored).
      const ended = (reason: string, message: string): EndedPageData | undefined => {
        const origins = embedOrigins(ancestors);
        if (!origins.length && returnUrl === undefined) return undefined;
        return { origins, reason, message, envelopeId: envelope.id, ...returnUrlOf(origins, returnUrl) };
      };
      if (isGoneCode(refusal.code)) {
        // The guard's sentence where it adds to the closed page's words: who cancelled and why, when, to whom.
        const said = PARTICULARS.has(refusal.code) ? refusalWords(L, refusal) : undefined;
        return sendPage(
          reply,
          410,
          closedPage(L, {
            reason: refusal.code,
            title: envelope.title,
            detail: said && (said.own ? said.text : sentence(said.text)),
            detailIsOwn: said?.own,
            actions: signedCopy(L, refusal.code, token, envelope.executed_blob_id !== null),
            ended: ended(refusal.code, sentence(refusal.message)),
          }),
        );
      }
      if (refusal.code === 'not_your_turn')
        return sendPage(reply, 409, notYourTurnPage(L, envelope.title, ended(refusal.code, sentence(refusal.message))));
      throw refusal;
    },
  );
}

/**
 * A signer coming back after signing: their copy to download once it is sealed, or, until everyone has signed,
 * where it will come from.
 */
function signedCopy(L: PageLang, code: string, token: string, sealed: boolean): SafeHtml | undefined {
  if (code === 'envelope_completed' && sealed)
    return html`<div class="actions"><a class="btn btn-primary" href="/api/v1/public/signing/${token}/executed.pdf" download>${L.t('sign.copy.download')}</a></div>`;
  if (code === 'recipient_signed') return html`<p>${L.t('sign.copy.later')}</p>`;
  return undefined;
}

/** The guard's message as a sentence: capital first, full stop last. */
function sentence(message: string): string {
  const m = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(m) ? m : `${m}.`;
}
