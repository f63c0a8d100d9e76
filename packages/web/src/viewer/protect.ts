// screenshotProtection: printing is blocked (the stylesheet prints a notice in place of the page under
// body.is-protected, beforeprint hides the reader too, and Ctrl/Cmd+P is swallowed), and the reader is covered
// while the window does not have focus or the tab is hidden, so a screenshot tool that takes focus, or a
// switch to another window, shows nothing of it. A deterrent, not a guarantee: a camera still works.
import { byId, on } from '../dom.js';

export function protect(): void {
  const body = document.body;
  const shield = byId('shield');
  if (body.classList.contains('is-protected')) return;
  body.classList.add('is-protected');
  const cover = (on: boolean) => {
    shield.hidden = !on;
    body.classList.toggle('is-shielded', on);
  };
  window.addEventListener('blur', () => cover(true));
  window.addEventListener('focus', () => cover(false));
  document.addEventListener('visibilitychange', () =>
    cover(document.visibilityState !== 'visible' || !document.hasFocus()),
  );
  window.addEventListener('beforeprint', () => body.classList.add('is-printing'));
  window.addEventListener('afterprint', () => body.classList.remove('is-printing'));
  window.addEventListener('keydown', (e) => {
    if ((e.ctrlKey || e.metaKey) && (e.key === 'p' || e.key === 'P')) e.preventDefault();
    // The print-screen key: cover the page at once, for a moment.
    if (e.key === 'PrintScreen') {
      cover(true);
      setTimeout(() => cover(!document.hasFocus()), 1500);
    }
  });
  on(shield, 'click', () => cover(false));
  byId('doc').addEventListener('contextmenu', (e) => e.preventDefault());
  if (!document.hasFocus()) cover(true);
}
