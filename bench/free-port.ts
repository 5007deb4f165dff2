import { createServer } from 'node:net';

/**
 * A port nothing listens on right now. Servers whose PUBLIC_URL derives from PORT need the real
 * number up front (better-auth trusts only that origin), so PORT=0 will not do for them.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
