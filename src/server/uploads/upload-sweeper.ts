import type { Uploads } from './upload-service';

/**
 * Sweeps old guest uploads and unreferenced user uploads at start-up and then every hour
 * (upload-service.ts). `stop()` waits for a sweep in progress, so the database is never closed
 * under it.
 */
export function startUploadSweeper(uploads: Uploads, everyMs = 60 * 60 * 1000) {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = uploads.sweepUploads().then(
      ({ guests, unreferenced }) => {
        if (guests > 0) console.log(`removed ${guests} guest uploads older than a day`);
        if (unreferenced > 0)
          console.log(`removed ${unreferenced} unreferenced uploads older than a day`);
      },
      (error: Error) => console.error(`upload sweep failed: ${error.message}`),
    );
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
