// The "this link is closed" page: offers to copy the page's link, to send to whoever shared it. Without this
// script the page says everything it needs to; the button appears only where it works. A signing page or viewer
// of a workspace that embeds them (the signing page's "not your turn" too) tells its host why it cannot be used,
// or, top-level with a return URL, goes there (event=ended).
import { announce, byId, copyText, on, pageData, reveal } from '../dom.js';
import { goBack, Host, isFramed } from '../embed-host.js';
import { t } from '../i18n.js';
import type { ClosedPageData } from '../page-data.js';

const { url, ended } = pageData<ClosedPageData>();

if (url) {
  const copy = byId<HTMLButtonElement>('copy-link');
  const status = byId('copy-status');
  on(copy, 'click', async () => {
    announce(status, (await copyText(url)) ? t('closed.js.copied') : t('closed.js.copyFailed', { url }));
  });
  reveal(byId('closed-actions'));
}

if (ended) {
  if (ended.returnUrlIgnored) console.warn(`Dossier: ${ended.returnUrlIgnored}`);
  const host = new Host(ended);
  if (ended.reason === 'not_your_turn')
    host.post({ type: 'dossier:error', code: ended.reason, message: ended.message });
  else if (ended.envelopeId) host.post({ type: 'dossier:ended', envelopeId: ended.envelopeId, reason: ended.reason });
  else if (ended.slug) host.post({ type: 'dossier:ended', slug: ended.slug, reason: ended.reason });
  host.watchHeight();
  if (ended.returnUrl && ended.envelopeId && ended.reason !== 'not_your_turn' && !isFramed())
    goBack(ended.returnUrl, 'ended', { envelopeId: ended.envelopeId, reason: ended.reason });
}
