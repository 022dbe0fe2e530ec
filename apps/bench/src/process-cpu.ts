import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const answer = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    ticksPerSecond = Number.isFinite(answer) && answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/**
 * The CPU time a process has used so far, in milliseconds: user and system time of all its
 * threads (Linux, from /proc). Unlike a rate measured from outside, it does not depend on what
 * else the machine ran meanwhile, so the cost of an answer reads the same on a busy machine.
 */
export function processCpuMs(pid: number): number {
  return cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), clockTicks());
}

/** utime and stime, the 14th and 15th fields of a /proc/<pid>/stat line (the name in parentheses may hold spaces). */
export function cpuMsOfStat(stat: string, ticks: number): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the 3rd field (state): utime is the 14th field, stime the 15th.
  return ((Number(fields[11]) + Number(fields[12])) / ticks) * 1000;
}
