/**
 * What the database says about the work waiting to be done, read at each scrape by every process
 * that serves metrics (the instances and the worker alike: a worker that stopped is exactly when
 * its own metrics are missing, and the instances' still show the queue growing). Plain SQL on
 * Payload's tables, one round trip, no lock taken; the alert rules (docker/prometheus/alerts.yml)
 * take the max across processes.
 */

export type Query = (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

export const JOB_STATES = ['waiting', 'due', 'running', 'failed'] as const
export const DELIVERY_STATES = ['pending', 'retrying', 'given_up'] as const
export const SCHEDULED_KINDS = ['release', 'legal_version'] as const

export type QueueState = {
  /** Jobs not completed, by task and state: waiting (for their moment), due, running, failed (retries used up). */
  jobs: { task: string; state: (typeof JOB_STATES)[number]; count: number }[]
  /** Seconds since the oldest due job became due (0: none is due). */
  oldestDueJobSeconds: number
  /** Contact messages not yet delivered (staff mail, and forward when CONTACT_FORWARD_URL is set). */
  deliveries: Record<(typeof DELIVERY_STATES)[number], number>
  /** Seconds since the oldest message still being retried was received (0: none). */
  oldestRetryingDeliverySeconds: number
  /** Scheduled releases and legal versions: waiting for their moment, and failed. */
  scheduled: { kind: (typeof SCHEDULED_KINDS)[number]; pending: number; failed: number; overdueSeconds: number }[]
}

const num = (value: unknown): number => Number(value ?? 0) || 0

/**
 * A job is `due` once its moment (wait_until) has come and no runner holds it; its age counts from
 * that moment (or its creation). A contact message is undelivered while its staff mail is not sent,
 * or its forward when a forward URL is configured; `given_up` when its job failed for good (14
 * attempts) or is gone, `retrying` when an attempt failed and its job waits for the next one.
 * A release is overdue when its moment passed and it is still scheduled, or failed at it; a legal
 * version when the job that switches the site at its moment has not run by then.
 */
export async function readQueueState(query: Query, forwardConfigured: boolean): Promise<QueueState> {
  const [jobs, deliveries, scheduled] = await Promise.all([
    query(`
      select coalesce(task_slug::text, 'workflow') as task,
        case when has_error then 'failed' when processing then 'running'
             when wait_until > now() then 'waiting' else 'due' end as state,
        count(*) as count,
        extract(epoch from now() - min(coalesce(wait_until, created_at))) as oldest
      from payload_jobs where completed_at is null group by 1, 2`),
    query(
      `
      with undelivered as (
        select m.id, m.created_at, m.delivery_error is not null as failed_once,
          exists (select 1 from payload_jobs j where j.task_slug = 'deliverContactMessage'
                  and j.completed_at is null and j.has_error is not true
                  and (j.input->>'messageId')::numeric = m.id) as live
        from contact_messages m
        where m.notified_at is null or ($1 and m.forwarded_at is null))
      select
        count(*) filter (where live and not failed_once) as pending,
        count(*) filter (where live and failed_once) as retrying,
        count(*) filter (where not live) as given_up,
        coalesce(extract(epoch from now() - min(created_at) filter (where live and failed_once)), 0) as oldest_retrying
      from undelivered`,
      [forwardConfigured],
    ),
    query(`
      select 'release' as kind,
        count(*) filter (where status = 'scheduled' and scheduled_at > now()) as pending,
        count(*) filter (where status = 'failed') as failed,
        coalesce(extract(epoch from now() - min(scheduled_at)
          filter (where status in ('scheduled', 'failed') and scheduled_at <= now())), 0) as overdue
      from releases
      union all
      select 'legal_version', count(*) filter (where not has_error and wait_until > now()),
        count(*) filter (where has_error),
        coalesce(extract(epoch from now() - min(wait_until) filter (where wait_until <= now())), 0)
      from payload_jobs where task_slug = 'legalVersionTakesEffect' and completed_at is null`),
  ])
  const delivery = deliveries.rows[0] ?? {}
  return {
    jobs: jobs.rows.map((row) => ({
      task: String(row.task),
      state: row.state as QueueState['jobs'][number]['state'],
      count: num(row.count),
    })),
    oldestDueJobSeconds: Math.max(0, ...jobs.rows.filter((row) => row.state === 'due').map((row) => num(row.oldest))),
    deliveries: { pending: num(delivery.pending), retrying: num(delivery.retrying), given_up: num(delivery.given_up) },
    oldestRetryingDeliverySeconds: num(delivery.oldest_retrying),
    scheduled: scheduled.rows.map((row) => ({
      kind: row.kind as QueueState['scheduled'][number]['kind'],
      pending: num(row.pending),
      failed: num(row.failed),
      overdueSeconds: num(row.overdue),
    })),
  }
}
