// The base of every list command: the page flags, --all (listAll), and a table of the items fitted to the
// terminal, with a note when there are none and one naming the next cursor when there are more. A list command
// declares its columns and what to say when the list is empty, builds its query and returns listAll(...):
//
//   export default class DocumentsList extends ListCommand<typeof DocumentsList, Document> {
//     static override summary = 'List documents';
//     static override flags = { status: Flags.option(…)(), ...ListCommand.pageFlags() };
//     protected readonly noun = 'documents';
//     protected readonly columns: Column<Document>[] = [{ header: 'ID', get: (d) => d.id }, …];
//     protected empty() { return 'No documents yet.'; }
//     public async run() {
//       const client = await this.client();
//       return this.listAll(client.documents.list(defined({ status: this.flags.status, ...this.page() })));
//     }
//   }
import { Flags, type Command } from '@oclif/core';
import type { PagePromise } from '@dossier/sdk';
import { table, type Column } from '../shared/table.js';
import { BaseCommand } from './command.js';

/** What a list endpoint answers: its items, and the cursor of the next page for those that page. */
export interface ListResult<Item> {
  data: Item[];
  nextCursor?: string | null;
}

/**
 * `T`: the command class; `Item`: what the endpoint lists; `R`: its response (a page by default); `Row`: what a table
 * row shows, when the command regroups the items (a folder tree, comment threads).
 */
export abstract class ListCommand<
  T extends typeof Command,
  Item,
  R extends ListResult<Item> = { data: Item[]; nextCursor: string | null },
  Row = Item,
> extends BaseCommand<T, R> {
  /** --limit (1-max), --cursor and --all, for an endpoint that pages with nextCursor. */
  static pageFlags(max = 100, serverDefault = 50) {
    return {
      limit: Flags.integer({ min: 1, max, description: `Page size, 1-${max} (server default ${serverDefault}).` }),
      cursor: Flags.string({ description: 'Start at this cursor (the nextCursor of an earlier page).' }),
      all: Flags.boolean({ description: 'Follow nextCursor and list every page.' }),
    };
  }

  /** What is listed, in the plural ("documents"): "Fetching documents…", "More documents: …". */
  protected abstract readonly noun: string;

  /** The table's columns, in order. */
  protected abstract readonly columns: readonly Column<Row>[];

  /** The note printed (on stderr) instead of an empty table. */
  protected abstract empty(result: R): string;

  /** The table's rows: the items as the API ordered them, unless the command regroups them (and says Row). */
  protected rows(result: R): Row[] {
    return result.data as unknown as Row[];
  }

  /** The --limit and --cursor flags as query parameters. */
  protected page(): { limit?: number; cursor?: string } {
    const { limit, cursor } = this.flags as { limit?: number; cursor?: string };
    return { limit, cursor };
  }

  /**
   * One page (from --cursor), or under --all every page, merged into one `{ data, nextCursor: null }` (a cursor that
   * comes back twice ends the walk). The spinner counts the pages.
   */
  protected listAll(
    list: PagePromise<Item, R & { nextCursor: string | null }>,
    what = `Fetching ${this.noun}`,
  ): Promise<R> {
    if (!(this.flags as { all?: boolean }).all) return this.spin(`${what}…`, async () => list);
    return this.spin(`${what}…`, async (spinner) => {
      const data: Item[] = [];
      let page = 0;
      for await (const p of list.pages()) {
        data.push(...p.data);
        spinner.text = `${what} (page ${++page}, ${data.length} so far)…`;
      }
      return { data, nextCursor: null } as unknown as R;
    });
  }

  protected override async render(result: R): Promise<void> {
    await this.renderTable(result);
    this.noteMore(result);
  }

  /** The table of the items, or the empty note. */
  protected async renderTable(result: R): Promise<void> {
    const rows = this.rows(result);
    if (rows.length === 0) this.note(this.empty(result));
    else this.out(await table(this.columns, rows));
  }

  /** Where there are more pages: how to get them. */
  protected noteMore(result: R): void {
    if (result.nextCursor)
      this.note(`More ${this.noun}: pass --all, or --cursor ${result.nextCursor} for the next page.`);
  }
}
