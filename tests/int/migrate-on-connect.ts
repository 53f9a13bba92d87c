/**
 * Run by tests/int/migration-lock.int.test.ts as `payload run` with NODE_ENV=production: what a
 * production server started without the launcher does (a container), where Payload applies
 * `prodMigrations` when it first connects. Exits once connected (and so migrated).
 */
import config from '#payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
await payload.destroy()
process.exit(0)
