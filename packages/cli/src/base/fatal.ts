// Errors that escape every command (unknown command, failing hook) get the same format and exit codes as errors
// inside commands. Exits thrown on purpose (ExitError) go to oclif's handler, which only sets the exit code.
import { Errors } from '@oclif/core';
import { describeError, formatHuman, formatJson } from './error-report.js';
import { argvWantsJson } from './errors.js';

export async function handleFatal(err: unknown, argv: readonly string[]): Promise<never> {
  if (err instanceof Errors.ExitError) {
    await Errors.handle(err);
    process.exit(err.oclif.exit ?? 1);
  }
  const report = describeError(err);
  process.stderr.write(`${argvWantsJson(argv) ? formatJson(report) : formatHuman(report)}\n`);
  if (process.env.DOSSIER_DEBUG && err instanceof Error && err.stack) process.stderr.write(`${err.stack}\n`);
  process.exit(report.exitCode);
}
