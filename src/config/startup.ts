import { productionStartProblems } from '#src/config/checks.ts'
import { env, processEnv } from '#src/config/env.ts'

/**
 * A production server refuses a configuration that would be unsafe (default secret, no https public
 * URL, the Auth emulator or the test-serving switch outside e2e:serve) with one clear line per problem, before it serves anything.
 */
if (env.isProduction() && !env.isBuildPhase()) {
  const problems = productionStartProblems(processEnv())
  if (problems.length) {
    for (const problem of problems) console.error(`Configuration error: ${problem}`)
    process.exit(1)
  }
}
