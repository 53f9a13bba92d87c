/** Whether a moment has passed (for server components, which render once per request). */
export function hasPassed(iso: string, now: Date = new Date()): boolean {
  return new Date(iso).getTime() <= now.getTime()
}
