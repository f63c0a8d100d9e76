// Migrations in order; the migrator records which ran. Add new ones at the end, never edit old ones.
import type { Migration } from 'kysely';
import * as m001 from './001-workspaces-and-keys.js';

export const migrations: Record<string, Migration> = {
  '001-workspaces-and-keys': m001,
};
