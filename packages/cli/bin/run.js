#!/usr/bin/env node
// The `dossier` entry point. Only oclif's runner is loaded up front (commands are found through
// oclif.manifest.json, each imported when it runs). Errors that escape a command (an unknown command, a failing
// hook) are reported here in the same format and with the same exit codes as errors inside commands (src/fatal.ts).
import { readFileSync } from 'node:fs';

const argv = process.argv.slice(2);

// `dossier verify FILE | head -1` closes the pipe early: that is not an error, and the exit code is still the
// command's (the verdict, an API error's code), which is set after the output is written. So the command runs to
// its end and exits as usual; what it writes after the reader left is dropped (a write to a closed pipe would
// fail again, and oclif's flush() would wait 10 s for a 'drain' that never comes). The same for standard error
// (`2>&1 | head`), where an error's message goes before its exit code.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err?.code !== 'EPIPE') throw err;
    stream.write = (_chunk, encoding, callback) => {
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    };
  });
}

if (argv.length === 1 && argv[0] === '--version') {
  // Needs nothing but package.json: answered before loading oclif, exactly as oclif would (its config.userAgent).
  const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`${name}/${version} ${process.platform}-${process.arch} node-${process.version}\n`);
} else {
  // dossier always runs its compiled dist/: with NODE_ENV=development or test, oclif would otherwise look for the
  // TypeScript sources and a transpiler (and warn when, as in an installed copy, there are none).
  const { settings } = await import('@oclif/core/settings');
  settings.enableAutoTranspile = false;
  const { run } = await import('@oclif/core/run');
  const { flush } = await import('@oclif/core/flush');
  try {
    await run(argv, import.meta.url);
    await flush();
  } catch (err) {
    const { handleFatal } = await import('../dist/base/fatal.js');
    await handleFatal(err, argv);
  }
}
