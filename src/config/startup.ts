import { productionStartProblems } from './checks'

/**
 * A production server refuses a configuration that would be unsafe (default secret, no https public
 * URL, the Auth emulator or the test-serving switch outside e2e:serve) with one clear line per problem, before it serves anything.
 */
if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
  const problems = productionStartProblems(process.env)
  if (problems.length) {
    for (const problem of problems) console.error(`Configuration error: ${problem}`)
    process.exit(1)
  }
}
