import { inject } from 'vitest'

// Every test file talks to its worker's copy of the run's database and media (global-setup.ts).
const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1) - 1
const databases = inject('workerDatabaseUrls')
const mediaDirs = inject('workerMediaDirs')
process.env.DATABASE_URL = databases[worker % databases.length]
process.env.MEDIA_DIR = mediaDirs[worker % mediaDirs.length]
// Tests run queued jobs themselves (payload.jobs.run), not on the server's cron.
process.env.CITAYA_NO_JOBS = '1'
