import { afterEach, describe, expect, it, vi } from 'vitest'

import { waitUntil } from '#src/config/clock.ts'

describe('waiting for a moment staff chose (src/config/clock.ts)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('returns only once the clock has reached the moment, even when a timer fires a millisecond early', async () => {
    const at = Date.now() + 20
    // The clock as a process sees it: the timer for 20 ms wakes when Date.now() still reads one
    // millisecond short (as Node's rounded timers do), and only a later reading reaches the moment.
    const readings = [at - 20, at - 1, at]
    const now = vi.spyOn(Date, 'now').mockImplementation(() => readings.shift() ?? at)
    await waitUntil(at)
    const seen = now.mock.results.map((result) => result.value as number)
    expect(seen.at(-1)).toBeGreaterThanOrEqual(at)
    expect(readings).toEqual([])
  })

  it('returns at once for a moment already past', async () => {
    const timer = vi.spyOn(globalThis, 'setTimeout')
    await waitUntil(Date.now() - 1000)
    expect(timer).not.toHaveBeenCalled()
  })
})
