// The README's constructor, `new Dossier({ apiKey: process.env.DOSSIER_API_KEY })`, must compile in a project with
// `exactOptionalPropertyTypes` (process.env values are `string | undefined`): types/exact-optional.ts is
// type-checked here with that option on top of the repository's settings.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

test('the options types take undefined for every optional option under exactOptionalPropertyTypes', () => {
  const configFile = path.resolve(here, '../tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  const fixture = path.join(here, 'types/exact-optional.ts');
  const program = ts.createProgram([fixture], { ...parsed.options, exactOptionalPropertyTypes: true, noEmit: true });
  // Only the fixture's own diagnostics: the SDK's sources are compiled under their own settings.
  const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(fixture));
  const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(messages).toEqual([]);
});
