/**
 * A scheduled publish as the admin makes one, for the tests that run the topology
 * (scripts/scale-test.ts, scripts/container-test.ts): a draft post written through the REST API
 * of an instance (Spanish, then optionally English), and the job row the admin's "Schedule
 * publish" dialog writes (as tests/e2e/scheduled-publishing.spec.ts does), due on a whole second,
 * as the dialog's times (whole minutes) always are. The worker then publishes it.
 */
import pg from 'pg'

type Staff = Record<string, string>

/** A draft post modelled on the first post (its image and content), in Spanish and, given, English. */
export async function createDraftPost(
  origin: string,
  staff: Staff,
  o: { slug: string; titles: { es: string; en?: string } },
): Promise<{ id: number }> {
  const [model] = (
    (await (await fetch(`${origin}/api/posts?limit=1&depth=0`, { headers: staff })).json()) as {
      docs: Array<{ image: number; content: unknown }>
    }
  ).docs
  const created = await fetch(`${origin}/api/posts?locale=es&draft=true`, {
    method: 'POST',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: o.titles.es,
      description: 'Artículo programado.',
      content: model.content,
      slug: o.slug,
      type: 'article',
      readTimeMinutes: 3,
      author: 'Marketing',
      publishedAt: new Date().toISOString(),
      image: model.image,
      _status: 'draft',
    }),
  })
  if (created.status !== 201)
    throw new Error(`creating the draft answered ${created.status}: ${(await created.text()).slice(0, 300)}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  if (o.titles.en) {
    const english = await fetch(`${origin}/api/posts/${doc.id}?locale=en&draft=true`, {
      method: 'PATCH',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: o.titles.en,
        description: 'A scheduled post.',
        author: 'Marketing',
        content: model.content,
        _status: 'draft',
      }),
    })
    if (!english.ok) throw new Error(`the English draft answered ${english.status}`)
  }
  return { id: doc.id }
}

/** A whole second at least `ms` from now: when a scheduled job is due. */
export const wholeSecondAhead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000)

/**
 * The admin's row for publishing (or, with `type: 'unpublish'`, unpublishing) `postId` at `at`, in
 * the name of the signed-in staff member (`staff` on `origin`); returns the job's id.
 */
export async function schedulePublish(
  databaseUrl: string | undefined,
  origin: string,
  staff: Staff,
  o: { postId: number; at: Date; type?: 'publish' | 'unpublish' },
): Promise<number> {
  if (!databaseUrl) throw new Error('schedulePublish: no database URL')
  const me = (await (await fetch(`${origin}/api/users/me`, { headers: staff })).json()) as { user: { id: number } }
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', $2) RETURNING id`,
      [
        JSON.stringify({
          type: o.type ?? 'publish',
          doc: { relationTo: 'posts', value: String(o.postId) },
          user: { relationTo: 'users', value: me.user.id },
        }),
        o.at,
      ],
    )
    return rows[0]!.id
  } finally {
    await db.end()
  }
}
