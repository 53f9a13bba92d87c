import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

const alias = {
  // Server components guard against client imports; tests run on the server.
  'server-only': path.join(root, 'tests/support/empty.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup.ts'],
          // Two files at a time, each worker on its own copy of the seeded database and media
          // (global-setup.ts), so no file races another on shared documents. Two: this machine's
          // cores; a file spends much of its time starting up (importing Payload's config).
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
