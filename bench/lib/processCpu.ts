// CPU time another process has used, for figures that stay readable on a loaded machine: latency grows with
// the load, the CPU a bridge spends per call much less.
import { readFileSync } from 'node:fs';

/** USER_HZ, the unit of /proc times: 100 on every Linux ABI. */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of `pid` so far, in ms (10 ms resolution); undefined where /proc is not there. */
export function processCpuMs(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (command) state ppid …": the command may hold spaces and parentheses, so split after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 11 and 12 after the command.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}
