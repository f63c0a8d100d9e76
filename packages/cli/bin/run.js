#!/usr/bin/env node
// The `dossier` entry point. Errors that escape a command (an unknown command, a failing hook) are reported
// here in the same format and with the same exit codes as errors inside commands (see src/fatal.ts).
import { flush, run } from '@oclif/core';
import { handleFatal } from '../dist/fatal.js';

// `dossier api GET /documents | head` closes the pipe early: that is not an error.
process.stdout.on('error', (err) => {
  if (err && err.code === 'EPIPE') process.exit(0);
  throw err;
});

try {
  await run(process.argv.slice(2), import.meta.url);
  await flush();
} catch (err) {
  await handleFatal(err, process.argv.slice(2));
}
