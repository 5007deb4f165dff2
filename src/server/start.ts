import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { webDistFolder } from './db/paths';
import { attachRealtime, type RealtimeOptions } from './realtime/realtime-server';
import { createServices, type Services } from './services';
import { startUploadSweeper } from './uploads/upload-sweeper';
import { warmAssistantCore } from './assistant/core/warm-up';

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  services: Services;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

/** Opens (and migrates) the database, then listens. Used by main.ts and by tests and benches. */
export async function startServer(
  config: Config,
  options: { webRoot?: string; realtime?: RealtimeOptions } = {},
) {
  // The knowledge base is read and its search index built before the server listens: the
  // first question does not pay for it, and no request, heartbeat or signal ever waits behind
  // it (the built server reads one compiled JSON file; the sources parse the YAML). It needs no
  // database, so it runs while the embedded one boots.
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, timeoutMs: config.databaseTimeoutMs }
      : { kind: 'embedded', dataDir: config.dataDir },
    { whileStarting: warmAssistantCore },
  );
  const services = await createServices(config, database);
  const app = createApp(services, { webRoot: options.webRoot ?? webDistFolder });

  const server = await new Promise<ServerType>((resolve) => {
    const listening: ServerType = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host },
      () => resolve(listening),
    );
  });
  // WebSocket upgrades for GET /api/realtime, on the same server as the API.
  const realtime = attachRealtime(server, services, options.realtime);
  const sweeper = startUploadSweeper(services.uploads);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets with no request in flight would hold close() open forever.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      // Upgraded sockets count as open connections too: close() waits for them.
      await realtime.close();
      await closed;
      await sweeper.stop();
      await services.events.close();
      await database.close();
    })());

  return {
    url: `http://localhost:${port}`,
    port,
    database,
    services,
    stop,
  } satisfies RunningServer;
}
