// Preloaded into the server by `npm run bench` (node --expose-gc --import): on SIGUSR2 it collects garbage twice
// and prints the process's memory, so the bench reads idle memory after a GC settle without changing the server.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  setTimeout(() => {
    globalThis.gc?.();
    process.stdout.write(`memory-probe ${JSON.stringify(process.memoryUsage())}\n`);
  }, 200);
});
