// `npm run bench`: builds (so sizes are of this code), then runs the benchmarks in bench/.
import { spawnSync } from 'node:child_process';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build', '--silent']);
run('npx', ['tsx', 'bench/index.ts']);
