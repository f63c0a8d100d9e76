// The API reference at /docs: hands the spec (with its SDK and CLI samples, built beside this file) to Redoc,
// loaded before this module as a classic script. The page gives the spec's URL in data-spec.
interface RedocGlobal {
  init(spec: string, options: Record<string, unknown>, element: HTMLElement | null): void;
}

const root = document.getElementById('redoc');
const spec = root?.dataset.spec;
const redoc = (window as unknown as { Redoc?: RedocGlobal }).Redoc;
if (root && spec && redoc) {
  redoc.init(
    spec,
    {
      // Offline and under the page's CSP: no fonts from elsewhere, and the samples in the right-hand panel.
      hideDownloadButton: false,
      expandResponses: '200,201',
      pathInMiddlePanel: true,
      jsonSampleExpandLevel: 2,
      theme: { typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' }, code: { fontFamily: 'ui-monospace, monospace' } } },
    },
    root,
  );
}
