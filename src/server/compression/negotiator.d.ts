/** negotiator 1.x (the published @types/negotiator describe 0.6, without `preferred`). */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http'

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>)
    /** Acceptable encodings, best first; `preferred` breaks ties between equal q-values. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[]
  }
}
