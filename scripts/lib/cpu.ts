import { readdirSync, readFileSync } from 'node:fs'

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100

type Stat = { pid: number; parent: number; name: string; ticks: number }

function readStat(pid: string): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name is in parentheses and may hold spaces: the fields after it are counted from its end.
    const close = text.lastIndexOf(')')
    const name = text.slice(text.indexOf('(') + 1, close)
    const fields = text.slice(close + 2).split(' ')
    // After the name: state, ppid, … utime is the 14th field of the line, stime the 15th.
    return { pid: Number(pid), parent: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return null // gone meanwhile
  }
}

/**
 * CPU seconds (user and system) used so far by a process and everything it started, leaving out
 * the processes whose name is in `without` (a server's database and Auth emulator, which a
 * benchmark of the server's own work does not count). Unlike requests per second, a server's CPU
 * time per request hardly moves when other work shares the machine: a benchmark's steadier figure
 * of what a code path costs. Linux only (/proc).
 */
export function treeCpuSeconds(rootPid: number, without: string[] = ['postgres', 'java']): number {
  const stats = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(readStat)
    .filter((stat): stat is Stat => stat !== null)
  const children = new Map<number, Stat[]>()
  for (const stat of stats) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat])
  let ticks = 0
  const root = stats.find((stat) => stat.pid === rootPid)
  for (const queue = root ? [root] : []; queue.length;) {
    const stat = queue.pop()!
    if (without.includes(stat.name)) continue
    ticks += stat.ticks
    queue.push(...(children.get(stat.pid) ?? []))
  }
  return ticks / TICKS_PER_SECOND
}
