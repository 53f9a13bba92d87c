/**
 * A TLS terminator for measuring the site as a phone reaches it: https with HTTP/2 in front of the
 * caching front, as docs/operations.md#tls-in-front-of-the-caching-front tells operators to run
 * it. It is an extra `server {}` block for the front's own nginx (startFront's extraServers), with
 * a self-signed certificate made here by openssl: the browser measuring must be told to accept
 * it (chromium's --ignore-certificate-errors). Loopback only; the files stay in `dir`.
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

/** The `server {}` block answering https (HTTP/2) on `port` and passing every request to `upstream`. */
export function terminatorServer(o: { dir: string; port: number; upstream: string }): string {
  if (!existsSync(OPENSSL)) throw new Error(`openssl (${OPENSSL}) is not installed: apt-get install -y openssl`)
  mkdirSync(o.dir, { recursive: true })
  const cert = path.join(o.dir, 'cert.pem')
  const key = path.join(o.dir, 'key.pem')
  if (!existsSync(cert) || !existsSync(key))
    execFileSync(
      OPENSSL,
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
  // Debian 12's nginx is 1.22: `listen … http2` (1.25 and later spell it `http2 on;`).
  return `
  server {
    listen 127.0.0.1:${o.port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass http://${o.upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`
}
