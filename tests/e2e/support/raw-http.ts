import net from 'node:net'

/**
 * HTTP/1.1 over a bare socket, for what Playwright's request API (rightly) will not send: request
 * targets that are not valid URLs (`/%`), made-up methods, a chosen source address (127.0.0.2),
 * bodies whose Content-Length lies. Bounded: every request gives up after `timeoutMs`.
 */
export type RawResponse = { status: number; headers: Record<string, string>; body: string }

export type RawRequest = {
  method: string
  target: string
  headers?: Record<string, string>
  body?: string | Uint8Array
  /** Source address of the connection (any 127.x.y.z is this machine on Linux). */
  localAddress?: string
  timeoutMs?: number
}

export function serverAddress(): { host: string; port: number } {
  const url = new URL(process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT || 3100}`)
  return { host: url.hostname, port: Number(url.port) }
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  while (at < raw.length) {
    const end = raw.indexOf('\r\n', at)
    if (end === -1) break
    const size = Number.parseInt(raw.subarray(at, end).toString('latin1'), 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(raw.subarray(end + 2, end + 2 + size))
    at = end + 2 + size + 2
  }
  return Buffer.concat(parts)
}

export function rawRequest({
  method,
  target,
  headers = {},
  body,
  localAddress,
  timeoutMs = 20_000,
}: RawRequest): Promise<RawResponse> {
  const { host, port } = serverAddress()
  const payload = body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body) : Buffer.from(body)
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}:${port}`, 'Connection: close']
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()))
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (payload && !names.has('content-length') && !names.has('transfer-encoding'))
    lines.push(`Content-Length: ${payload.length}`)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, localAddress })
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`${method} ${target}: no complete answer within ${timeoutMs} ms`))
    }, timeoutMs)
    socket.on('connect', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (payload) socket.write(payload)
    })
    socket.on('data', (chunk) => chunks.push(chunk))
    const finish = () => {
      clearTimeout(timer)
      const raw = Buffer.concat(chunks)
      const split = raw.indexOf('\r\n\r\n')
      if (split === -1) return reject(new Error(`${method} ${target}: the connection closed without an answer`))
      const [statusLine = '', ...headerLines] = raw.subarray(0, split).toString('latin1').split('\r\n')
      const status = Number(statusLine.split(' ')[1])
      const parsed: Record<string, string> = {}
      for (const line of headerLines) {
        const colon = line.indexOf(':')
        if (colon > 0) parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const rest = raw.subarray(split + 4)
      const content = parsed['transfer-encoding']?.includes('chunked') ? dechunk(rest) : rest
      resolve({ status, headers: parsed, body: parsed['content-encoding'] ? '' : content.toString('utf8') })
    }
    socket.on('end', finish)
    // A server that refuses a body may close while the client is still writing: the answer it
    // sent first still counts.
    socket.on('error', () =>
      chunks.length ? finish() : (clearTimeout(timer), reject(new Error(`${method} ${target}: connection error`))),
    )
  })
}
