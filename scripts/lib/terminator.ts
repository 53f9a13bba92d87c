/**
 * A TLS terminator for measuring the site as a phone reaches it: https with HTTP/2 in front of the
 * caching front, as docs/operations.md#tls-in-front-of-the-caching-front tells operators to run
 * it. It is extra `server {}` blocks for the front's own nginx (startFront's extraServers), with
 * a self-signed certificate made here by openssl, which a client must be told to accept
 * (chromium's --ignore-certificate-errors, Node's NODE_EXTRA_CA_CERTS). Loopback only; the files
 * stay in `dir`. Used by npm run audit -- --front and npm run observatory.
 *
 * Plain http://127.0.0.1 is HTTP/1.1, which no visitor gets: on it every stylesheet, font and
 * script beyond six needs a connection of its own (a TCP handshake each, two round trips more with
 * TLS), which on slow 4G costs more than the bytes. Measuring there would tune the site for a
 * path nobody takes.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

export const OPENSSL = process.env.OPENSSL_BINARY || '/usr/bin/openssl'

/**
 * The `server {}` blocks of the terminator: https (HTTP/2) on `httpsPort` passing every request to
 * `upstream` as docs/operations.md's does, and with `httpPort` the plain-http server that answers
 * everything with a 301 to https. The certificate is made in `dir` on first use (CN localhost, for
 * localhost and 127.0.0.1); its path is returned for clients that must trust it.
 */
export function terminatorServers(o: { dir: string; httpsPort: number; upstream: string; httpPort?: number }): {
  config: string
  certificate: string
} {
  if (!existsSync(OPENSSL)) throw new Error(`openssl (${OPENSSL}) is not installed: apt-get install -y openssl`)
  mkdirSync(o.dir, { recursive: true })
  const certificate = path.join(o.dir, 'localhost.pem')
  const key = path.join(o.dir, 'localhost-key.pem')
  if (!existsSync(certificate) || !existsSync(key))
    execFileSync(
      OPENSSL,
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
        ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', certificate],
      ],
      { stdio: 'ignore' },
    )
  const redirect =
    o.httpPort === undefined
      ? ''
      : `
  server {
    listen 127.0.0.1:${o.httpPort};
    return 301 https://$host:${o.httpsPort}$request_uri;
  }`
  // Debian 12's nginx is 1.22: `listen … http2` (1.25 and later spell it `http2 on;`).
  const config = `${redirect}
  server {
    listen 127.0.0.1:${o.httpsPort} ssl http2;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass http://${o.upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`
  return { config, certificate }
}
