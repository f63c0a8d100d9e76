// `npm run -s admin -- keys create|revoke|list`: the operator's key management.
// Keys are stored in the database, which the platform issue brings; until then this command checks its
// arguments, says what it would do, and exits 3 (not available) without pretending.
import { parseArgs } from 'node:util';
import { allScopes, type Scope } from './generated/operations.gen.js';

const USAGE = `usage:
  admin keys create --workspace <slug> [--name N] [--email E] [--plan P] --scopes <comma list|all> [--expires-at ISO] [--json]
  admin keys revoke <id>
  admin keys list [--json]`;

function fail(message: string, code = 2): never {
  process.stderr.write(`admin: ${message}\n${USAGE}\n`);
  process.exit(code);
}

export function parseScopes(raw: string): Scope[] {
  if (raw === 'all') return [...allScopes];
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = list.filter((s) => !(allScopes as readonly string[]).includes(s));
  if (unknown.length) fail(`unknown scope(s): ${unknown.join(', ')}; known: ${allScopes.join(', ')}`);
  if (!list.length) fail('--scopes needs at least one scope, or all');
  return list as Scope[];
}

function main(argv: string[]): void {
  const [noun, verb, ...rest] = argv;
  if (noun !== 'keys' || !verb) fail('expected "keys create", "keys revoke" or "keys list"');
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      workspace: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      plan: { type: 'string' },
      scopes: { type: 'string' },
      'expires-at': { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  if (verb === 'create') {
    if (!values.workspace || !/^[a-z0-9][a-z0-9-]{0,62}$/.test(values.workspace)) fail('--workspace <slug> is required (lowercase letters, digits and dashes)');
    if (!values.scopes) fail('--scopes is required');
    parseScopes(values.scopes);
    if (values['expires-at'] && Number.isNaN(Date.parse(values['expires-at']))) fail('--expires-at must be an ISO 8601 date-time');
  } else if (verb === 'revoke') {
    if (positionals.length !== 1) fail('keys revoke takes exactly one key id');
  } else if (verb !== 'list') {
    fail(`unknown command "keys ${verb}"`);
  }
  fail('keys are kept in the database, which this build does not have yet (it arrives with the platform issue)', 3);
}

main(process.argv.slice(2));
