import { inject } from 'vitest'

// Every test file talks to the run's database (see global-setup.ts).
process.env.DATABASE_URL = inject('databaseUrl')
// Tests run queued jobs themselves (payload.jobs.run), not on the server's cron.
process.env.CITAYA_NO_JOBS = '1'
