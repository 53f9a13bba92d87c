import http from 'node:http'
import net from 'node:net'

/** A minimal SMTP server (no TLS, no auth) that keeps every message it receives. */
export function startSmtpServer(port: number): Promise<{ mails: string[]; close: () => Promise<void> }> {
  const mails: string[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.write('220 test.local ESMTP\r\n')
    let buffer = ''
    let inData = false
    let current: string[] = []
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            mails.push(current.join('\n'))
            current = []
            socket.write('250 2.0.0 queued\r\n')
          } else current.push(line.startsWith('..') ? line.slice(1) : line)
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test.local\r\n')
        else if (command === 'DATA') {
          inData = true
          socket.write('354 end with .\r\n')
        } else if (command === 'QUIT') {
          socket.write('221 bye\r\n')
          socket.end()
        } else socket.write('250 OK\r\n')
      }
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        mails,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      }),
    )
  })
}

/** An HTTP endpoint standing in for CONTACT_FORWARD_URL: answers with `status()` and keeps the bodies. */
export function startForwardTarget(
  status: () => number,
): Promise<{ url: string; bodies: unknown[]; keys: string[]; close: () => Promise<void> }> {
  const bodies: unknown[] = []
  /** The Idempotency-Key of every forward received, answered 2xx or not. */
  const keys: string[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      keys.push(String(request.headers['idempotency-key'] ?? ''))
      const code = status()
      if (code < 300) bodies.push(JSON.parse(body))
      response.writeHead(code).end()
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}/hook`,
        bodies,
        keys,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
