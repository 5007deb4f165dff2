import { ConfigError, loadConfig } from './config';
import { startServer } from './start';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer(config);
  console.log(`listening on http://localhost:${server.port}`);

  const shutdown = (signal: string) => {
    console.log(`${signal} received: finishing in-flight requests`);
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `start-up failed: ${error.message}` : error);
  process.exit(1);
});
