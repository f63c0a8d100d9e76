// The import rules of server/src (scripts/check-imports.mjs, run by npm test): the tree follows them, and the
// checker finds each kind of violation planted in a small tree.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkActions,
  checkImports,
  checkQueries,
  DOMAIN_SURFACE,
  importsOf,
  LAYER_ORDER,
  levelOf,
  parametersOf,
  QUERY_EXCEPTIONS,
  readSources,
} from '../scripts/check-imports.mjs';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/src');

describe('import rules', () => {
  it('hold for server/src', () => {
    expect(checkImports(readSources(src))).toEqual([]);
  });

  it('refuse a domain importing the handlers of another domain (handlers.ts or *-handlers.ts), statically or not', () => {
    const v = checkImports([
      {
        path: 'folders/actions/move-folder.ts',
        source: "import { documentHandlers } from '../../documents/handlers.js';",
      },
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

  it('refuse a layer importing one above it in LAYER_ORDER: a domain, the pool from an engine, a domain from the pool', () => {
    const v = checkImports([
      { path: 'platform/ids.ts', source: "import type { X } from '../documents/tables.js';" },
      { path: 'events/record.ts', source: "import { enqueueDeliveries } from '../webhooks/enqueue.js';" },
      { path: 'events/backbone.ts', source: "import { roll } from '../analytics/rollup.js';" },
      { path: 'platform/log.ts', source: "import { redact } from '../auth/capability.js';" },
      { path: 'pdf/export/index.ts', source: "import { runJob } from '../../work/pool.js';" },
      { path: 'work/jobs.ts', source: "const m = await import('../documents/body-input.js');" },
      { path: 'db/migrations/101-x.ts', source: "import { bucketSql } from '../../analytics/buckets.js';" },
      { path: 'documents/actions/create-document.ts', source: "import { x } from '../../api/context.js';" },
      { path: 'files/blob-store.ts', source: "import type { Services } from '../services.js';" },
    ]);
    expect(v.map((x) => [x.file, x.imports])).toEqual([
      ['platform/ids.ts', 'documents/tables.ts'],
      ['events/record.ts', 'webhooks/enqueue.ts'],
      ['events/backbone.ts', 'analytics/rollup.ts'],
      ['platform/log.ts', 'auth/capability.ts'],
      ['pdf/export/index.ts', 'work/pool.ts'],
      ['work/jobs.ts', 'documents/body-input.ts'],
      ['db/migrations/101-x.ts', 'analytics/buckets.ts'],
      ['documents/actions/create-document.ts', 'api/context.ts'],
      ['files/blob-store.ts', 'services.ts'],
    ]);
    expect(v[0].rule).toBe('platform (platform) imports documents, a layer above it (domains, services.ts)');
    expect(v[4].rule).toBe('pdf (content, pdf, search, image) imports work, a layer above it (work)');
  });

  it('let db/schema.ts import only the tables of the folders above it (its one exception)', () => {
    expect(
      checkImports([
        { path: 'db/schema.ts', source: "import type { T } from '../documents/tables.js';" },
        { path: 'db/schema.ts', source: "import type { T } from '../api/idempotency-tables.js';" },
      ]),
    ).toEqual([]);
    const v = checkImports([{ path: 'db/schema.ts', source: "import { loadDocument } from '../documents/index.js';" }]);
    expect(v.map((x) => x.imports)).toEqual(['documents/index.ts']);
    expect(levelOf('documents/handlers.ts')).toBe(levelOf('api/routes.ts'));
    expect(levelOf('files/domain.ts')).toBe(LAYER_ORDER.length - 1);
    expect(levelOf('config.ts')).toBe(0);
    expect(levelOf('reports/actions/new-report.ts')).toBe(LAYER_ORDER.findIndex((l) => l.includes('domains')));
  });

  it('allow what the layout allows: own handlers, the surface (index.ts) and actions of another domain, the app assembling handlers, layers', () => {
    expect(
      checkImports([
        { path: 'documents/handlers.test.ts', source: "import { documentHandlers } from './handlers.js';" },
        {
          path: 'templates/actions/create-template.ts',
          source:
            "import { loadDocument } from '../../documents/index.js';\nimport { x } from '../../documents/actions/get-document.js';",
        },
        { path: 'domains.ts', source: "import { documentHandlers } from './documents/handlers.js';" },
        {
          path: 'auth/key-store.ts',
          source: "import { redact } from '../platform/redact.js';\nimport { p } from '../db/compiled.js';",
        },
        { path: 'work/jobs.ts', source: "const m = await import('../pdf/seal/execute.js');" },
        { path: 'documents/handlers.ts', source: "import { x } from '../api/context.js';" },
        { path: 'events/record.test.ts', source: "import { verify } from '../audit/verify.js';" },
      ]),
    ).toEqual([]);
  });

  it("refuse a domain importing another domain's inner files (repository, present, helpers), statically or not", () => {
    const v = checkImports([
      { path: 'visits/watermark.ts', source: "import { resolveWatermark } from '../links/settings.js';" },
      { path: 'reader/index.ts', source: "import type { LinkState } from '../visits/repository.js';" },
      { path: 'visits/actions/open-visit.ts', source: "import { toLink } from '../../links/present.js';" },
      { path: 'rooms/handlers.ts', source: "export { findRoom } from '../documents/repository.js';" },
      { path: 'requests/jobs.ts', source: "const f = await import('../documents/files.js');" },
      { path: 'comments/index.ts', source: "import { x } from '../documents/index-helpers.js';" },
      { path: 'batches/actions/send-row.ts', source: "import { chargeSend } from '../../envelopes/billing.js';" },
    ]);
    expect(v.map((x) => [x.file, x.imports])).toEqual([
      ['visits/watermark.ts', 'links/settings.ts'],
      ['reader/index.ts', 'visits/repository.ts'],
      ['visits/actions/open-visit.ts', 'links/present.ts'],
      ['rooms/handlers.ts', 'documents/repository.ts'],
      ['requests/jobs.ts', 'documents/files.ts'],
      ['comments/index.ts', 'documents/index-helpers.ts'],
      ['batches/actions/send-row.ts', 'envelopes/billing.ts'],
    ]);
    expect(v[0].rule).toBe(
      'imports links/settings.ts, not the surface of links; import its index.ts (re-export it there), actions or tables.ts',
    );
  });

  it("allow a domain another domain's surface (index.ts, actions, tables.ts) and the layers; tests, the edge and the top files anything", () => {
    expect(
      checkImports([
        { path: 'visits/watermark.ts', source: "import { resolveWatermark } from '../links/index.js';" },
        {
          path: 'reader/actions/ask-assistant.ts',
          source:
            "import type { Readable } from '../../visits/index.js';\nimport { openVisit } from '../../visits/actions/open-visit.js';",
        },
        { path: 'analytics/repository.ts', source: "import type { LinkVisitsTable } from '../links/tables.js';" },
        { path: 'links/actions/create-link.ts', source: "import { refuseOverCeiling } from '../../plans/ceiling.js';" },
        { path: 'analytics/handlers.test.ts', source: "import { seedVisits } from '../visits/test-kit.js';" },
        { path: 'questions/test-kit.ts', source: "import { findVisit } from '../visits/repository.js';" },
        { path: 'pages/view/routes.ts', source: "import { linkUrl } from '../../links/present.js';" },
        { path: 'admin.ts', source: "import { verifyChain } from './audit/verify.js';" },
        { path: 'analytics/domain.ts', source: "import { foldJob } from '../visits/jobs.js';" },
      ]),
    ).toEqual([]);
    expect(DOMAIN_SURFACE.test('envelopes/actions/signing/sign.ts')).toBe(true);
    expect(DOMAIN_SURFACE.test('envelopes/tables-extra.ts')).toBe(false);
    expect(levelOf('plans/ceiling.ts')).toBeLessThan(levelOf('documents/plans.ts'));
  });

  it('reads import, export-from and dynamic import specifiers, relative ones only', () => {
    expect(
      importsOf(
        "import a from './a.js';\nimport type { B } from \"../b.js\";\nexport * from './c.js';\nimport 'node:fs';\nimport x from 'kysely';\nawait import('./d.js');",
      ),
    ).toEqual(['./a.js', '../b.js', './c.js', './d.js']);
  });

  it('hold for queries: only repositories and stores in server/src build one (each exception has a reason)', () => {
    expect(checkQueries(readSources(src))).toEqual([]);
    for (const reason of QUERY_EXCEPTIONS.values()) expect(reason).toMatch(/\w{3}/);
  });

  it('refuse a query built in an action or a handlers file: builders and raw sql, on any line', () => {
    const v = checkQueries([
      {
        path: 'envelopes/actions/sign-envelope.ts',
        source: "const a = 1;\nawait tx.trx.updateTable('envelope_recipients').set({}).execute();",
      },
      { path: 'rooms/handlers.ts', source: "const rows = await s.db.kysely\n  .selectFrom('data_rooms')" },
      { path: 'analytics/actions/get-summary.ts', source: 'const x = sql<number>`count(*)`;' },
      {
        path: 'requests/actions/send-reminders.ts',
        source: "q.orderBy(sql`coalesce(a, b)`).where(sql.ref('x'), '=', 1)",
      },
      { path: 'links/signing-handlers.ts', source: "await trx.insertInto('share_links').values(row)" },
      { path: 'documents/actions/purge-document.ts', source: "await q.deleteFrom('documents')" },
      { path: 'links/index.ts', source: "await q.selectFrom('share_links').selectAll()" },
      { path: 'envelopes/notify.ts', source: "await q.updateTable('envelopes').set({})" },
    ]);
    expect(v.map((x) => [x.file, x.line])).toEqual([
      ['envelopes/actions/sign-envelope.ts', 2],
      ['rooms/handlers.ts', 2],
      ['analytics/actions/get-summary.ts', 1],
      ['requests/actions/send-reminders.ts', 1],
      ['links/signing-handlers.ts', 1],
      ['documents/actions/purge-document.ts', 1],
      ['links/index.ts', 1],
      ['envelopes/notify.ts', 1],
    ]);
    expect(v[0].rule).toMatch(/outside a repository/);
  });

  it('allow queries where they belong (repositories, stores, db/, tests) and an action that calls a repository, or a listed exception', () => {
    expect(
      checkQueries([
        { path: 'envelopes/repository.ts', source: "await q.updateTable('envelope_recipients').set(patch).execute();" },
        { path: 'rooms/repository/groups.ts', source: "await q.deleteFrom('viewer_groups').execute();" },
        { path: 'links/repository/groups.ts', source: "await q.selectFrom('share_links').selectAll()" },
        { path: 'auth/key-store.ts', source: "await q.selectFrom('api_keys').selectAll()" },
        { path: 'db/settings.ts', source: "await q.selectFrom('settings').selectAll()" },
        { path: 'visits/test-kit.ts', source: "await q.selectFrom('link_visits').selectAll()" },
        { path: 'envelopes/actions/sign-envelope.test.ts', source: "await db.selectFrom('envelopes').selectAll()" },
        {
          path: 'envelopes/actions/sign-envelope.ts',
          source: "await repo.recipients.markSigned(tx.trx, { id, at });\nconst sqlText = 'no query';",
        },
      ]),
    ).toEqual([]);
    const planted = [{ path: 'visits/actions/open-visit.ts', source: "await q.selectFrom('share_links')" }];
    expect(checkQueries(planted, new Map([['visits/actions/open-visit.ts', 'a reason']]))).toEqual([]);
    expect(checkQueries(planted)).toHaveLength(1);
  });

  it('hold for actions: every exported function of an action file takes (s: Services, ctx, input) and declares its return type', () => {
    expect(checkActions(readSources(src))).toEqual([]);
  });

  it('refuse an action with too many parameters, without `s: Services` first, without a return type, or exported as an arrow', () => {
    const v = checkActions([
      {
        path: 'envelopes/actions/sign-envelope.ts',
        source:
          'export async function signEnvelope(\n  s: Services,\n  token: string,\n  origin: Origin,\n  input: SignInput,\n): Promise<SigningResult> {\n  return x;\n}',
      },
      { path: 'links/actions/create-link.ts', source: 'export function newSlug(): string {\n  return "x";\n}' },
      {
        path: 'documents/actions/get-document.ts',
        source: 'export async function getDocument(s: Services, ctx: ActionContext, input: { id: string }) {\n}',
      },
      {
        path: 'envelopes/actions/remind-envelope.ts',
        source: "const a = 1;\nexport const nextReminderAt = (e: Pick<E, 'x'>, from: string) =>\n  null;",
      },
      { path: 'questions/actions/subject.ts', source: 'export function threadSubject(t: QuestionThreadsTable) {}' },
    ]);
    expect(v.map((x) => [x.file, x.name, x.line])).toEqual([
      ['envelopes/actions/sign-envelope.ts', 'signEnvelope', 1],
      ['links/actions/create-link.ts', 'newSlug', 1],
      ['documents/actions/get-document.ts', 'getDocument', 1],
      ['envelopes/actions/remind-envelope.ts', 'nextReminderAt', 2],
      ['questions/actions/subject.ts', 'threadSubject', 1],
      ['questions/actions/subject.ts', 'threadSubject', 1],
    ]);
    expect(v[0].rule).toMatch(/takes 4 parameters/);
    expect(v[1].rule).toBe('takes nothing first, not `s: Services`');
    expect(v[2].rule).toBe('declares no return type');
    expect(v[3].rule).toMatch(/exports an arrow function/);
    expect(v[4].rule).toBe('takes `t: QuestionThreadsTable` first, not `s: Services`');
  });

  it('allow actions as biome writes them: options objects, function types and defaults inside, generics; other files are not actions', () => {
    expect(
      checkActions([
        {
          path: 'envelopes/actions/upload-signing-attachment.ts',
          source:
            "import x from './y.js';\n\nexport async function uploadSigningAttachment(\n  s: Services,\n  { token, origin }: TokenContext,\n  { fieldId, read }: { fieldId: string; read: () => Promise<UploadedFile> },\n): Promise<Attachment> {\n  const f = (a: string, b: number) => a;\n}\n\nfunction helper(a: number, b: number, c: number, d: number) {}",
        },
        {
          path: 'visits/actions/answer-gates.ts',
          source:
            'export async function answerGates(\n  s: Services,\n  ctx: ActionContext,\n  {\n    link,\n    tries = 3,\n  }: {\n    link: LinkState;\n    /** a, b, c */\n    tries?: number;\n  },\n): Promise<GateOutcome> {}',
        },
        {
          path: 'webhooks/actions/list-hooks.ts',
          source: 'export function listHooks(s: Services, ctx: ActionContext): Promise<ListedHook[]> {}',
        },
        {
          path: 'jobs/actions/run.ts',
          source:
            "export function run<T extends Record<string, (a: T) => void>>(s: Services, ctx: C, input = { a: ')' }): void {}",
        },
        {
          path: 'requests/uploader.ts',
          source: 'export function identifyUploader(access: UploadAccess, fields: UploadFields) {}',
        },
        { path: 'rooms/actions/create-room.test.ts', source: 'export function helper(a: number) {}' },
      ]),
    ).toEqual([]);
    expect(parametersOf("s: Services, { a, b }: { a: string; b: (x: number, y: number) => void }, c = ','")).toEqual([
      's: Services',
      '{ a, b }: { a: string; b: (x: number, y: number) => void }',
      "c = ','",
    ]);
  });
});
