// Confirmation before destructive commands, as "dossier hooks delete" does it: a prompt when standard input is a
// terminal (no → exit 130, nothing done); without one, --yes is required (exit 2 otherwise).
import { CliError, ExitCode, UsageError } from './errors.js';

export interface ConfirmOptions {
  /** --yes was given: do not ask. */
  yes: boolean | undefined;
  /** The question, e.g. `Delete template tpl_1?`. */
  question: string;
  /** What is refused without a terminal, e.g. `delete tpl_1` (→ "refusing to delete tpl_1 without confirmation"). */
  action: string;
  /** The message when the answer is no, e.g. `tpl_1 was not deleted`. */
  cancelled: string;
}

export async function confirmOrCancel(opts: ConfirmOptions): Promise<void> {
  if (opts.yes) return;
  if (!process.stdin.isTTY) {
    throw new UsageError(
      `refusing to ${opts.action} without confirmation: there is no terminal to ask`,
      'Pass --yes to go ahead without confirmation.',
    );
  }
  const { confirm } = await import('@inquirer/prompts');
  const ok = await confirm({ message: opts.question, default: false }, { output: process.stderr });
  if (!ok) throw new CliError(`cancelled: ${opts.cancelled}`, ExitCode.CANCELLED, 'cancelled');
}
