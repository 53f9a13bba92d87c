import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { APIError, type AfterErrorHook, type DatabaseAdapterObj, type PayloadRequest } from 'payload'
// The one module that uses Payload's transaction helpers (eslint.config.mjs refuses them elsewhere).
// eslint-disable-next-line no-restricted-imports
import { commitTransaction, initTransaction, killTransaction } from 'payload'

import { patchAdapter } from '#src/config/adapter.ts'
import { adminText } from '#src/i18n/admin.ts'

/**
 * A COMMIT that did not happen. Thrown by the adapter's commit (below) and so by Payload's own
 * operations, the Local API and every caller of `inTransaction`: each takes the failure path it
 * already has (the contact form's 503 with the visitor's text kept, a release's failure reason,
 * the admin's error toast through `commitFailedAs503`). An APIError with status 503: a database
 * that could not confirm the change is unavailable, not a bug in the request.
 */
export class CommitFailedError extends APIError {
  constructor(message: string, cause?: unknown) {
    super(message, 503, undefined, true)
    this.name = 'CommitFailedError'
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause
  }
}

type Session = PostgresAdapter['sessions'][string]

/** How each ended transaction ended, so that a late commit of a rolled-back one is refused. */
const ENDED_KEPT = 10_000

/**
 * @payloadcms/drizzle 3.90.1 reports success for a COMMIT that failed, twice over: its
 * `beginTransaction` hangs a `.catch` on Drizzle's transaction promise that swallows the COMMIT's
 * error, and its `commitTransaction` catches whatever is left and returns normally; it also returns
 * normally for a transaction that was already rolled back. A visitor was told their message was
 * received when PostgreSQL was shutting down and nothing was stored (issue 38).
 *
 * Here the adapter's three transaction methods are replaced once, for every caller (Payload's
 * operations, the jobs queue, the Local API, the project's `inTransaction`): the session keeps
 * Drizzle's promise, and commit awaits it and throws `CommitFailedError` when the COMMIT failed,
 * when the transaction had already been rolled back or never existed. A commit of no transaction
 * at all (`undefined`: Payload commits that when the adapter began none) stays a no-op.
 * Report upstream: see docs/operations.md, «When the database restarts».
 */
export function withCheckedCommits(
  adapterObj: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return patchAdapter(adapterObj, (adapter) => {
    /** id → how it ended; bounded (oldest forgotten first): only a late second call ever asks. */
    const ended = new Map<string, 'committed' | 'rolled back'>()
    const remember = (id: string, how: 'committed' | 'rolled back') => {
      ended.set(id, how)
      if (ended.size > ENDED_KEPT) ended.delete(ended.keys().next().value as string)
    }

    adapter.beginTransaction = async function beginTransaction(this: PostgresAdapter, options) {
      // The adapter may be reconnecting: `this.drizzle` exists once `initializing` settles.
      await this.initializing
      let ready!: (session: Session) => void
      let failedToBegin!: (error: unknown) => void
      const begun = new Promise<Session>((resolve, reject) => {
        ready = resolve
        failedToBegin = reject
      })
      let finish!: () => void
      let abort!: () => void
      // Drizzle runs BEGIN, calls back with the transaction, and runs COMMIT when the callback's
      // promise resolves (ROLLBACK when it rejects). `done` settles with the COMMIT's outcome.
      const done: Promise<void> = this.drizzle.transaction(
        async (tx) => {
          await new Promise<void>((resolve, reject) => {
            finish = resolve
            abort = () => reject(new Error('rolled back'))
            ready({
              db: tx as unknown as Session['db'],
              resolve: () => {
                finish()
                return done
              },
              reject: () => {
                abort()
                // A rollback's own failure (the connection is gone) changes nothing: the server
                // rolls back a transaction whose connection ended.
                return done.catch(() => undefined)
              },
            })
          })
        },
        options || this.transactionOptions || undefined,
      )
      // Before the callback ran: the connection or BEGIN failed.
      done.catch((error: unknown) => failedToBegin(error))
      let session: Session
      try {
        session = await begun
      } catch (error) {
        const message = `Error: cannot begin transaction: ${(error as Error)?.message ?? error}`
        this.payload.logger.error({ err: error, msg: message })
        throw new Error(message, { cause: error })
      }
      const id = randomUUID()
      this.sessions[id] = session
      return id
    } as PostgresAdapter['beginTransaction']

    adapter.commitTransaction = async function commitTransaction(this: PostgresAdapter, incomingID) {
      const id = incomingID instanceof Promise ? await incomingID : incomingID
      if (!id) return
      const transactionID = String(id)
      const session = this.sessions[transactionID]
      if (!session) {
        if (ended.get(transactionID) === 'committed') return
        throw new CommitFailedError(
          `Transaction ${transactionID} was ${ended.has(transactionID) ? 'already rolled back' : 'not found'}: nothing it held was saved.`,
        )
      }
      // Out of the registry first: nothing else may use a transaction that is ending.
      delete this.sessions[transactionID]
      try {
        await session.resolve()
      } catch (error) {
        remember(transactionID, 'rolled back')
        this.payload.logger.error({ err: error, msg: `[database] COMMIT failed; the change was not saved` })
        throw new CommitFailedError(`The database did not confirm the change: ${(error as Error)?.message}`, error)
      }
      remember(transactionID, 'committed')
    }

    adapter.rollbackTransaction = async function rollbackTransaction(this: PostgresAdapter, incomingID) {
      const id = incomingID instanceof Promise ? await incomingID : incomingID
      if (!id) return
      const transactionID = String(id)
      const session = this.sessions[transactionID]
      // Several operations sharing a transaction may each roll it back: the first one does.
      if (!session) return
      delete this.sessions[transactionID]
      remember(transactionID, 'rolled back')
      await session.reject()
    }
  })
}

/**
 * Runs `work` in the request's transaction (a new one if the request has none) and commits it,
 * resolving only after a COMMIT that succeeded; on any error (the work's, or the COMMIT's) the
 * transaction is rolled back and the error thrown. The project's one way to write several things
 * together; nothing else calls Payload's commit (shared/hooks/before-stop checks).
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const own = await initTransaction(req)
  try {
    const result = await work()
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * The root `afterError` hook's part for a failed COMMIT: 503 with the staff member's language in the
 * admin's toast (Payload would answer its own 503 with the English technical message).
 */
export const commitFailedAs503: AfterErrorHook = ({ error, req }) => {
  if (!(error instanceof CommitFailedError)) return
  return {
    status: 503,
    response: { errors: [{ message: adminText(req, 'commitFailed') }] },
  }
}
