import pLimit from 'p-limit';
import { ApiError } from '../http/errors';

/**
 * Jobs that may wait their turn; past that the caller gets a 503 to retry rather than a request
 * that hangs for minutes behind a flood of others.
 */
const MAX_WAITING_JOBS = 32;

/**
 * One sharp job at a time per instance. sharp.concurrency() alone does not bound this: it sets
 * how many libvips threads work on ONE image, while every call to sharp runs as its own task on
 * libuv's thread pool, so four requests decode four images at once (up to 24 MP × 4 bytes each)
 * and starve the pool that file and DNS work share. Queueing the jobs here bounds both the memory
 * held by decoded pixels and the CPU an uploader or a variant scraper can take from others.
 */
const oneAtATime = pLimit(1);

export async function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  if (oneAtATime.pendingCount >= MAX_WAITING_JOBS) {
    throw new ApiError(
      503,
      'We are busy processing other images. Please try again in a moment.',
      'IMAGE_BUSY',
    );
  }
  return oneAtATime(job);
}
