/** CPU time of another process or of its main thread, as the kernel counts it (user and system). */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Clock ticks a second, the unit of /proc's CPU times (100 where `getconf` cannot say). */
export function clockTicks(): number {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** CPU time (ms) a process has used, every thread of it, from /proc; null where there is none. */
export function processCpuMs(pid: number, ticksPerSecond: number): number | null {
  return cpuOfStat(`/proc/${pid}/stat`, ticksPerSecond);
}

function cpuOfStat(file: string, ticksPerSecond: number): number | null {
  try {
    const stat = readFileSync(file, "utf8");
    // Fields after the command (in parentheses): state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) of a process's main thread (the one whose id is the process's: in Node, the event
 * loop that answers requests), from /proc; null where there is none.
 */
export function mainThreadCpuMs(pid: number, ticksPerSecond: number): number | null {
  return cpuOfStat(`/proc/${pid}/task/${pid}/stat`, ticksPerSecond);
}
