// A port nothing listens on now, for a server a test or a bench starts (plain JS: `bench/` and `scripts/` import it too).
import net from 'node:net';

// Below Linux's ephemeral range (32768-60999): a port given out there is released before the child process that
// is to listen on it starts, and in between the system may hand the same port to any `listen(0)` or outgoing
// connection of a suite running beside this one (seen: a Prism mock's port taken by another suite's proxy).
// Ports in this range are only ever taken by asking for them.
const LOW = 20_000;
const HIGH = 32_767;

function tryPort(port) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A random port of 20000-32767 that is free on 127.0.0.1 now. */
export async function freePort() {
  for (let i = 0; i < 200; i++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (await tryPort(port)) return port;
  }
  throw new Error(`no free port found in ${LOW}-${HIGH}`);
}
