import { readFileSync } from 'node:fs';

/** Resident set size of a process in MB, from /proc (Linux); NaN where there is no /proc. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1]);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return NaN;
  }
}

/** The process and all its descendants, from /proc/<pid>/task/<tid>/children. */
function processTree(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

/**
 * Proportional set size of a process and everything it started (the embedded database's
 * processes), in MB: shared pages are split among the processes that share them, so the sum
 * is what the whole site costs the machine.
 */
export function treePssMb(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      const rollup = readFileSync(`/proc/${member}/smaps_rollup`, 'utf8');
      kb += Number(rollup.match(/^Pss:\s+(\d+)\s+kB/m)?.[1] ?? 0);
    } catch {
      // It exited between the listing and the read.
    }
  }
  return kb > 0 ? Math.round((kb / 1024) * 10) / 10 : NaN;
}

// /proc reports CPU time in clock ticks, which Linux fixes at 100 a second for user space.
const MS_PER_TICK = 10;

/** CPU time (user + system) one process has spent so far, in clock ticks; 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    // The command name in parentheses may hold spaces: fields are counted after its ')'.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const ticksToMs = (ticks: number) => (ticks > 0 ? ticks * MS_PER_TICK : NaN);

/** CPU time (user + system) one process has spent so far, in ms; NaN where there is no /proc. */
export function cpuMs(pid: number): number {
  return ticksToMs(cpuTicks(pid));
}

/**
 * CPU time spent so far by a process and everything it started (the embedded database's
 * processes), in ms; NaN where there is no /proc. Unlike requests per second, the CPU a
 * request costs hardly depends on what else the machine is running.
 */
export function treeCpuMs(pid: number): number {
  return ticksToMs(processTree(pid).reduce((sum, member) => sum + cpuTicks(member), 0));
}
