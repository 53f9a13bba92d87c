import type { TaskConfig } from 'payload'

import { publishRelease } from '#src/releases/publish.ts'

export const PUBLISH_RELEASE_TASK = 'publishRelease'

/**
 * Publishes a scheduled release when due (the jobs worker, `npm run worker`). Exactly once: the
 * job is claimed by one runner (src/config/job-claims.ts), and the publish itself holds the
 * release's advisory lock and publishes only a release still scheduled and due, so a second run
 * (a job handed back, a rescheduled release's old job) finds nothing to do. A release that cannot
 * publish (an invalid item, a conflict) is marked failed with its reason and the job ends; only a
 * throw (the database away at that moment) is retried, a few seconds apart, and the rerun is safe.
 */
export const publishReleaseTask: TaskConfig<{ input: { releaseId: number }; output: { outcome: string } }> = {
  slug: PUBLISH_RELEASE_TASK,
  label: 'Publish a scheduled release',
  inputSchema: [{ name: 'releaseId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, req }) => {
    const outcome = await publishRelease(req.payload, input.releaseId, { scheduled: true })
    return { output: { outcome: outcome.status } }
  },
}
