// The import rules of server/src (scripts/check-imports.mjs, run by npm test): the tree follows them, and the
// checker finds each kind of violation planted in a small tree.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImports, importsOf, readSources } from '../scripts/check-imports.mjs';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/src');

describe('import rules', () => {
  it('hold for server/src', () => {
    expect(checkImports(readSources(src))).toEqual([]);
  });

  it('refuse a domain importing the handlers of another domain (handlers.ts or *-handlers.ts), statically or not', () => {
    const v = checkImports([
      { path: 'folders/actions/move-folder.ts', source: "import { documentHandlers } from '../../documents/handlers.js';" },
      { path: 'templates/repository.ts', source: "export { fileHandlers } from '../documents/file-handlers.js';" },
      { path: 'pages/sign/routes.ts', source: "const h = await import('../../documents/handlers.js');" },
    ]);
    expect(v.map((x) => [x.file, x.imports])).toEqual([
      ['folders/actions/move-folder.ts', 'documents/handlers.ts'],
      ['templates/repository.ts', 'documents/file-handlers.ts'],
      ['pages/sign/routes.ts', 'documents/handlers.ts'],
    ]);
    expect(v[0].rule).toMatch(/handlers of another domain \(documents\)/);
  });

  it('refuse platform/ or events/ importing a domain folder, a new domain included', () => {
    const v = checkImports([
      { path: 'platform/ids.ts', source: "import type { X } from '../documents/tables.js';" },
      { path: 'events/record.ts', source: "import { enqueueDeliveries } from '../webhooks/enqueue.js';" },
      { path: 'events/backbone.ts', source: "import { roll } from '../analytics/rollup.js';" },
    ]);
    expect(v.map((x) => x.rule)).toEqual(['platform/ imports a domain folder (documents)', 'events/ imports a domain folder (webhooks)', 'events/ imports a domain folder (analytics)']);
  });

  it('allow what the layout allows: own handlers, guards and actions of another domain, the app assembling handlers, layers', () => {
    expect(
      checkImports([
        { path: 'documents/handlers.test.ts', source: "import { documentHandlers } from './handlers.js';" },
        { path: 'templates/actions/create-template.ts', source: "import { loadDocument } from '../../documents/guards.js';\nimport { x } from '../../documents/actions/get-document.js';" },
        { path: 'domains.ts', source: "import { documentHandlers } from './documents/handlers.js';" },
        { path: 'platform/log.ts', source: "import { redact } from '../auth/capability.js';\nimport { p } from '../db/compiled.js';" },
        { path: 'events/record.test.ts', source: "import { verify } from '../audit/verify.js';" },
      ]),
    ).toEqual([]);
  });

  it('reads import, export-from and dynamic import specifiers, relative ones only', () => {
    expect(importsOf("import a from './a.js';\nimport type { B } from \"../b.js\";\nexport * from './c.js';\nimport 'node:fs';\nimport x from 'kysely';\nawait import('./d.js');")).toEqual(['./a.js', '../b.js', './c.js', './d.js']);
  });
});
