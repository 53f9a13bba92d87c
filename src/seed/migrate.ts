import type { Payload } from 'payload'

import { migrations } from '#src/migrations/index.ts'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/** Applies the pending migrations of src/migrations (the same list production applies on start). */
export async function migrateDatabase(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
}
