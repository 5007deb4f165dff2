// Keeps one core busy, to check that the test suite holds on a machine another process is
// loading (`FIXWISE_TEST_BUSY=1 npm test`, `CI_BUSY=1 bash .ci/run`). It spins in slices and
// yields between them, so it sees its parent go away and stops instead of spinning on as an
// orphan (a SIGKILLed parent gives it no chance to clean up).
const SLICE_MS = 100;
const parent = process.ppid;

function spin() {
  if (process.ppid !== parent) process.exit(0);
  const until = Date.now() + SLICE_MS;
  while (Date.now() < until) {
    // busy on purpose
  }
  setImmediate(spin);
}

process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
spin();
