/**
 * Waits until this process's clock (Date.now()) has reached `at` (milliseconds since the epoch).
 * A Node timer may fire a millisecond before Date.now() reaches its target (timers run on a
 * monotonic clock rounded to whole milliseconds), so one setTimeout is not enough for work that must
 * never happen before a moment staff chose: a scheduled release's commit, a legal version taking
 * effect. It waits again for what is left until the clock agrees.
 */
export const waitUntil = async (at: number): Promise<void> => {
  for (let left = at - Date.now(); left > 0; left = at - Date.now()) {
    await new Promise((resolve) => setTimeout(resolve, left))
  }
}
