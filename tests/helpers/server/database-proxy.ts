import net from 'node:net';

/**
 * A TCP relay on loopback between the app and PostgreSQL that a test can cut: `cut()` drops
 * every open connection and stops listening (new connections are refused, as when the server is
 * down); `restore()` listens again on the same port. `stall()` keeps every connection open but
 * silent until `resume()`. Only this app's connections suffer, so other
 * test files sharing the server are unaffected.
 */
export async function startDatabaseProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const pairs = new Set<net.Socket>();

  // While stalled, bytes stop in both directions and new connections wait, unanswered: a server
  // that stops answering without refusing (a partition, a stuck host).
  let stalled = false;
  const relays = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const held = new Set<net.Socket>();

  const relay = (client: net.Socket) => {
    const upstream = net.connect(targetPort, target.hostname);
    const pair = { client, upstream };
    relays.add(pair);
    pairs.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(client);
      pairs.delete(upstream);
      relays.delete(pair);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  };

  const server = net.createServer((client) => {
    if (!stalled) return relay(client);
    held.add(client);
    pairs.add(client);
    client.pause();
    client.on('error', () => client.destroy());
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const proxied = new URL(targetUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of pairs) socket.destroy();
    });

  return {
    url: proxied.toString(),
    cut: stopListening,
    stall() {
      stalled = true;
      for (const { client, upstream } of relays) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    resume() {
      stalled = false;
      for (const { client, upstream } of relays) {
        client.pipe(upstream).pipe(client);
      }
      for (const client of held) {
        held.delete(client);
        pairs.delete(client);
        if (!client.destroyed) relay(client);
      }
    },
    async restore() {
      await listen(port);
    },
    close: stopListening,
  };
}
