import { readdirSync, readFileSync } from "node:fs";

/** The process and all its descendants, from /proc (Linux). */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/PID/stat is the parent; the command name (field 2) may hold spaces, so split after ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree: number[] = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * Resident memory of a set of processes in MB: `rss` adds each process's resident set (shared pages, such as
 * PostgreSQL's shared buffers, counted once per process), `pss` shares them out (the honest total).
 */
export function treeMemoryMb(pids: number[]): { rss: number; pss: number } {
  let rssKb = 0;
  let pssKb = 0;
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      rssKb += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pssKb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // ended
    }
  }
  return { rss: Math.round(rssKb / 1024), pss: Math.round(pssKb / 1024) };
}

/** CPU time (user + system) the processes have used so far, in ms (Linux clock ticks of 10 ms). */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // After the command name: field 3 (state) is index 0, so utime (field 14) and stime (15) are 11 and 12.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended
    }
  }
  return ticks * 10;
}
