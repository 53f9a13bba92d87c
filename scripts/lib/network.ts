import net from 'node:net'

/** A free TCP port on 127.0.0.1 (nothing listens on it yet). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Waits until a server answers at `url` with anything but a 5xx. */
export async function waitForServer(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs / 1000} s.`)
}

/**
 * A thrown error as a check prints it: its stack, and its cause's (undici's «fetch failed» keeps
 * the network error, ECONNREFUSED or ECONNRESET and the address, in `cause` only).
 */
export function thrown(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `; cause: ${error.cause.stack ?? error.cause.message}` : ''
  return `${error.stack ?? error.message}${cause}`
}
