// The "this link is closed" page: offers to copy the page's link, to send to whoever shared it. Without this
// script the page says everything it needs to; the button appears only where it works.
import { announce, byId, copyText, on, pageData, reveal } from '../dom.js';
import type { ClosedPageData } from '../page-data.js';

const { url } = pageData<ClosedPageData>();
const copy = byId<HTMLButtonElement>('copy-link');
const status = byId('copy-status');

on(copy, 'click', async () => {
  announce(
    status,
    (await copyText(url))
      ? 'Link copied. Paste it into a message to the person who shared it.'
      : `Your browser did not allow copying. The link is ${url}`,
  );
});
reveal(byId('closed-actions'));
