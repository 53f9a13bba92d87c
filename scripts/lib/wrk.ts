/**
 * wrk (Debian's package, /usr/bin/wrk) as a load generator: a C program with its own threads,
 * which saturates nginx where a Node load generator is itself the bottleneck. Used by
 * `npm run bench -- --front`, whose targets are stated as "under wrk -t2 -c20" (issue 28).
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'

export const WRK = process.env.WRK_BINARY || '/usr/bin/wrk'

export function wrkInstalled(): boolean {
  return existsSync(WRK)
}

export type WrkResult = {
  rps: number
  /** Latency percentiles in milliseconds. */
  p50: number
  p99: number
  max: number
  requests: number
  /** Answers with a status of 400 or more (wrk's "Non-2xx or 3xx responses"). */
  non2xx: number
  /** Connect, read, write errors and timeouts. */
  errors: number
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** `1.23ms`, `850.00us`, `1.02s` → milliseconds. */
export function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim())
  if (!match) throw new Error(`wrk: unreadable duration ${text}`)
  return Number(match[1]) * unitMs[match[2]]
}

/** Reads the output of `wrk --latency`. */
export function parseWrk(output: string): WrkResult {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output)
    if (!match) throw new Error(`wrk: no ${pattern} in its output:\n${output}`)
    return match[1]
  }
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  return {
    rps: Number(number(/^Requests\/sec:\s+([\d.]+)/m)),
    p50: durationMs(number(/^\s+50%\s+(\S+)/m)),
    p99: durationMs(number(/^\s+99%\s+(\S+)/m)),
    max: durationMs(number(/^\s+Latency\s+\S+\s+\S+\s+(\S+)/m)),
    requests: Number(number(/^\s+(\d+) requests in/m)),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: errors ? errors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
  }
}

/** `wrk -t{threads} -c{connections} -d{seconds}s --latency` with the given request headers. */
export function wrk(
  url: string,
  o: { seconds: number; threads: number; connections: number; headers: Record<string, string> },
): Promise<WrkResult> {
  const args = [`-t${o.threads}`, `-c${o.connections}`, `-d${o.seconds}s`, '--timeout', '10s', '--latency']
  for (const [name, value] of Object.entries(o.headers)) args.push('-H', `${name}: ${value}`)
  args.push(url)
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { timeout: (o.seconds + 30) * 1000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrk ${args.join(' ')}: ${error.message} ${stderr}`))
      else {
        try {
          resolve(parseWrk(stdout))
        } catch (problem) {
          reject(problem as Error)
        }
      }
    })
  })
}
