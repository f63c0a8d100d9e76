// The base of every delete command: --yes, the confirmation (a prompt on a terminal; without one, --yes or exit 2;
// no → exit 130, nothing deleted), the request, and `{ id, deleted: true, … }` under --json. A delete command says
// what it deletes (target, by default its `id` argument), asks (question), does it (remove) and says it is done (done).
import { Flags, type Command } from '@oclif/core';
import type { Dossier } from '@dossier/sdk';
import { BaseCommand } from './command.js';
import { confirmOrCancel } from './confirm.js';

/**
 * The end of a delete command's description: how it asks for confirmation, and what --json prints (`json`, when the
 * command adds to `{ "id", "deleted": true }`).
 */
export function confirmationHelp(json = '{ "id", "deleted": true }'): string {
  return `Asks for confirmation when standard input is a terminal; answering no exits with 130 and deletes nothing. Without a terminal (scripts, CI), pass --yes, or the command fails with exit 2.

With --json, prints ${json}.`;
}

/** What a delete prints under --json: the ids, `deleted: true`, and whatever else the command adds. */
export type Deleted = { id: string; deleted: true } & Record<string, unknown>;

export abstract class DeleteCommand<T extends typeof Command> extends BaseCommand<T, Deleted> {
  static override flags = {
    yes: Flags.boolean({ char: 'y', description: 'Do not ask for confirmation.' }),
  };

  /** The id of what is deleted, as named in messages: the `id` argument, unless the command names another. */
  protected target(): string {
    return (this.args as { id: string }).id;
  }

  /** The question asked on a terminal, e.g. "Delete template tpl_1? This cannot be undone.". */
  protected abstract question(): string;

  /** The request. */
  protected abstract remove(client: Dossier): Promise<unknown>;

  /** The line printed once done. */
  protected abstract done(): string;

  /** The verb in "refusing to delete X without confirmation" (`purge` for documents delete --purge). */
  protected verb(): string {
    return 'delete';
  }

  /** The spinner's text while the request runs. */
  protected progress(): string {
    return `Deleting ${this.target()}…`;
  }

  /** What --json prints: `{ id, deleted: true }` by default. */
  protected deleted(): Deleted {
    return { id: this.target(), deleted: true };
  }

  public async run(): Promise<Deleted> {
    const target = this.target();
    this.requireKey();
    await confirmOrCancel({
      yes: (this.flags as { yes?: boolean }).yes,
      question: this.question(),
      action: `${this.verb()} ${target}`,
      cancelled: `${target} was not deleted`,
    });
    const client = await this.client();
    await this.spin(this.progress(), () => this.remove(client));
    return this.deleted();
  }

  protected override render(): void {
    this.out(this.done());
  }
}
