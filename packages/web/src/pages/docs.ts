// The API reference at /docs: hands the spec (with its SDK and CLI samples, built beside this file) to Redoc,
// loaded before this module as a classic script. The page gives the spec's URL in data-spec. Redoc's code boxes
// that scroll are made reachable from the keyboard, and the try-it console in the header is wired here.
interface RedocGlobal {
  init(
    spec: string | object,
    options: Record<string, unknown>,
    element: HTMLElement | null,
    callback?: (error?: unknown) => void,
  ): void;
}

interface SpecOperation {
  operationId?: string;
  summary?: string;
  requestBody?: { content?: Record<string, { example?: unknown; schema?: { example?: unknown } }> };
}

const root = document.getElementById('redoc');
const spec = root?.dataset.spec;
const redoc = (window as unknown as { Redoc?: RedocGlobal }).Redoc;

/**
 * A box that scrolls must take focus so a keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable):
 * each code sample gets tabindex=0 and a name. Redoc draws them as the reader moves, so this follows its changes.
 */
function focusableCode(within: HTMLElement): void {
  let queued = false;
  let n = 0;
  const mark = () => {
    queued = false;
    // A named region (a name on a plain <pre> is not allowed), each name its own so the regions can be told apart.
    for (const pre of within.querySelectorAll<HTMLElement>('pre:not([tabindex])')) {
      pre.tabIndex = 0;
      pre.setAttribute('role', 'region');
      const op = pre
        .closest('[data-section-id]')
        ?.getAttribute('data-section-id')
        ?.replace(/^operation\//, '');
      pre.setAttribute('aria-label', `Code sample ${++n}${op ? ` (${op})` : ''}`);
    }
    // Redoc names each menu entry by its summary alone, while the entry shows the method too ("get List
    // envelopes"): a name that leaves out words one sees fails speech control (WCAG 2.5.3). The entry's own
    // text names it instead.
    for (const li of within.querySelectorAll<HTMLElement>('.menu-content li[aria-label]'))
      li.removeAttribute('aria-label');
  };
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(mark);
  }).observe(within, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  mark();
}

/**
 * On a phone Redoc shows a round menu button floating over the text: styled as a bar at the top (the page's
 * style, .docs-menu), and made a real button (a name, focus, Enter and Space), which Redoc's plain <div> is not.
 */
function menuButton(within: HTMLElement): void {
  const wrap = within.querySelector<HTMLElement>('.redoc-wrap');
  const button = [...(wrap?.children ?? [])].find(
    (e): e is HTMLElement =>
      e instanceof HTMLElement && !e.classList.contains('menu-content') && getComputedStyle(e).position === 'fixed',
  );
  if (!button) return;
  button.classList.add('docs-menu');
  button.setAttribute('role', 'button');
  button.setAttribute('aria-label', 'Menu');
  button.tabIndex = 0;
  button.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    button.click();
  });
}

/** The spec, fetched once (the page preloads it beside Redoc's script) for Redoc and for the console's list. */
const specDoc = spec ? fetch(spec).then((r) => r.json() as Promise<Record<string, unknown>>) : null;

if (root && specDoc && redoc) {
  focusableCode(root);
  void specDoc.then((doc) =>
    redoc.init(
      // Redoc works on its own copy: the console reads the examples as they are in the file.
      structuredClone(doc),
      {
        // Offline and under the page's CSP: no fonts from elsewhere, and the samples in the right-hand panel.
        hideDownloadButton: false,
        expandResponses: '200,201',
        pathInMiddlePanel: true,
        jsonSampleExpandLevel: 2,
        theme: {
          typography: {
            fontFamily: 'system-ui, sans-serif',
            headings: { fontFamily: 'system-ui, sans-serif' },
            code: { fontFamily: 'ui-monospace, monospace' },
          },
        },
        // A section Redoc scrolls to lands below the phone's menu bar, not under it.
        scrollYOffset: () => (window.matchMedia('(max-width: 50rem)').matches ? 44 : 0),
      },
      root,
      () => menuButton(root),
    ),
  );
}

// ---- Try a request ----

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const tryIt = document.getElementById('try');
if (tryIt && specDoc) {
  const form = $<HTMLFormElement>('try-form');
  const key = $<HTMLInputElement>('try-key');
  const op = $<HTMLSelectElement>('try-op');
  const method = $<HTMLSelectElement>('try-method');
  const path = $<HTMLInputElement>('try-path');
  const body = $<HTMLTextAreaElement>('try-body');
  const status = $('try-status');
  const answer = $('try-answer');
  tryIt.hidden = false;

  // The operations of the spec to start from: choosing one fills the method, the path and an example body.
  void specDoc
    .then((raw) => {
      const doc = raw as { paths: Record<string, Record<string, SpecOperation>> };
      // Only what lives under /api/v1: a path item with its own servers (the health probes) is at the origin.
      const choices = Object.entries(doc.paths)
        .filter(([, item]) => !('servers' in item))
        .flatMap(([p, item]) =>
          ['get', 'post', 'put', 'patch', 'delete'].flatMap((m) =>
            item[m] ? [{ method: m.toUpperCase(), path: p, op: item[m]! }] : [],
          ),
        );
      op.replaceChildren(
        new Option('Choose an operation (or type a path below)', ''),
        ...choices.map(
          (c, i) => new Option(`${c.method} ${c.path}${c.op.summary ? ` · ${c.op.summary}` : ''}`, String(i)),
        ),
      );
      op.addEventListener('change', () => {
        const c = choices[Number(op.value)];
        if (!op.value || !c) return;
        method.value = c.method;
        path.value = c.path;
        const media = c.op.requestBody?.content?.['application/json'];
        const example = media?.example ?? media?.schema?.example;
        body.value = example === undefined ? '' : JSON.stringify(example, null, 2);
      });
    })
    .catch(() => op.replaceChildren(new Option('The list of operations could not be read: type a path below', '')));

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    answer.hidden = true;
    const token = key.value.trim();
    const where = path.value.trim();
    if (!where.startsWith('/'))
      return void (status.textContent = 'Type the path from its first slash, like /documents.');
    if (/\{[^}]+\}/.test(where))
      return void (status.textContent = `Replace ${where.match(/\{[^}]+\}/)![0]} in the path with a real value first.`);
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(method.value) && body.value.trim() !== '';
    if (hasBody) {
      try {
        JSON.parse(body.value);
      } catch {
        return void (status.textContent = 'The body is not valid JSON.');
      }
    }
    status.textContent = 'Sending…';
    try {
      const t0 = performance.now();
      const res = await fetch(`/api/v1${where}`, {
        method: method.value,
        // Only in this request's headers: the key is never written anywhere the page keeps.
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        },
        body: hasBody ? body.value : undefined,
        credentials: 'omit',
        cache: 'no-store',
      });
      const text = await res.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        /* not JSON: shown as it came */
      }
      status.textContent = `${res.status} ${res.statusText} in ${Math.round(performance.now() - t0)} ms`;
      answer.textContent = shown || '(no body)';
      answer.hidden = false;
    } catch {
      status.textContent = 'The request could not be sent.';
    }
  });
}
