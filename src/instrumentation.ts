/**
 * Runs once when a Next.js server starts. Next compiles this file for the Edge runtime too, where
 * the Node-only start-up code (process.exit, process.pid, Redis) must never be compiled: the
 * literal `process.env.NEXT_RUNTIME` is replaced by Next's compiler, so the Edge build drops the
 * branch and its import (Next's documented pattern; env.ts's reader would hide it from the
 * compiler). tests/int/embedded.int.test.ts (a newcomer's first `npm run dev`) keeps it free of
 * the errors this prevents.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('#src/instrumentation-node.ts')
    await registerNode()
  }
}
