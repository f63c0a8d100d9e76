// A port nothing listens on now, for a server a test or a bench starts (plain JS: `bench/` and `scripts/` import it too).
import net from 'node:net';

/** Asks the system for a free port on 127.0.0.1, and releases it. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
