import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'

import { expect, test } from '@playwright/test'

/**
 * Issue 26, item 7: the test server (npm run e2e:serve, and the one npm run test:e2e starts, the
 * same scripts/server.ts with CITAYA_E2E_SERVE=1) honours unsigned emulator sessions, the local
 * default secret and the seeded admin password, so it listens on 127.0.0.1 only: this machine's
 * other addresses refuse the connection.
 */

/** 'open' when a TCP connection to host:port is accepted, else the error's code. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 })
    socket.once('connect', () => {
      socket.destroy()
      resolve('open')
    })
    socket.once('timeout', () => {
      socket.destroy()
      resolve('ETIMEDOUT')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

test.describe('the test server', () => {
  test('listens on loopback only', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port)
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
      .map((address) => address!.address)
    test.skip(others.length === 0, 'this machine has no address but loopback')
    expect(await tryConnect('127.0.0.1', port)).toBe('open')
    const reached = []
    for (const address of others) reached.push([address, await tryConnect(address, port)])
    expect(reached.filter(([, result]) => result === 'open')).toEqual([])
  })
})
