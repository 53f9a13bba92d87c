import { type APIRequestContext, expect, test } from '@playwright/test'
import pg from 'pg'

import { signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { staffLogin } from '#tests/e2e/support/api.ts'
import { createPost } from '#tests/e2e/support/cms.ts'

/**
 * Scheduled publishing runs in the jobs queue, outside any web request: nothing but the job
 * changes the post, so only the revalidation the job itself triggers can take the cached /blog,
 * /en/blog and the post's page off the old content.
 *
 * The schedule is the row the admin's "Schedule publish" dialog writes (Payload's
 * schedulePublishHandler: a `schedulePublish` job on the default queue, waiting until the chosen
 * time, run as the staff member who scheduled it). It is written straight into payload_jobs because
 * the dialog only offers whole minutes and its jobs collection has no API; the test wants a time
 * 10 s ahead.
 */
async function schedule(postId: number, type: 'publish' | 'unpublish', at: Date, userId: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', $2)`,
      [
        JSON.stringify({
          type,
          doc: { relationTo: 'posts', value: String(postId) },
          user: { relationTo: 'users', value: userId },
        }),
        at,
      ],
    )
  } finally {
    await client.end()
  }
}

type Created = { id: number; articleNumber: number }

/** A post of the test's own (support/cms.ts createPost), with its English title too. */
async function createBilingualPost(
  request: APIRequestContext,
  auth: string,
  status: 'draft' | 'published',
  titles: { es: string; en: string },
): Promise<Created> {
  const doc = await createPost(request, auth, {
    title: titles.es,
    description: 'Artículo programado.',
    slug: `programado-${Date.now().toString(36)}`,
    status,
  })
  const [model] = (await (await request.get('/api/posts?limit=1&depth=0')).json()).docs as { content: unknown }[]
  const english = await request.patch(`/api/posts/${doc.id}?locale=en${status === 'draft' ? '&draft=true' : ''}`, {
    headers: { authorization: auth },
    data: {
      title: titles.en,
      description: 'A scheduled post.',
      author: 'Marketing',
      content: model.content,
      _status: status,
    },
  })
  expect(english.status()).toBe(200)
  return doc
}

/**
 * What a first-time visitor sees at each address: whether the post is listed, and whether its page
 * shows it. Plain fetches without cookies (the test's own request context keeps the staff session
 * and the language cookie a visit to /en sets, which would send /blog to /en/blog).
 */
async function visit(_request: APIRequestContext, post: Created, titles: { es: string; en: string }) {
  const base = test.info().project.use.baseURL
  const get = async (path: string) => {
    const response = await fetch(new URL(path, base), { redirect: 'manual' })
    return { ok: response.status === 200, text: await response.text() }
  }
  const [es, en, page, enPage] = await Promise.all([
    get('/blog'),
    get('/en/blog'),
    get(`/blog/${post.articleNumber}`),
    get(`/en/blog/${post.articleNumber}`),
  ])
  return {
    listedEs: es.ok && es.text.includes(titles.es),
    listedEn: en.ok && en.text.includes(titles.en),
    page: page.ok && page.text.includes(titles.es),
    enPage: enPage.ok && enPage.text.includes(titles.en),
  }
}

/** Polls until `expected` holds, for at most 2 s after `at`; returns how long after `at` it did. */
async function expectWithin2s(
  request: APIRequestContext,
  post: Created,
  titles: { es: string; en: string },
  at: Date,
  expected: Awaited<ReturnType<typeof visit>>,
) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())))
  const deadline = at.getTime() + 2000
  let seen = await visit(request, post, titles)
  while (Date.now() < deadline && JSON.stringify(seen) !== JSON.stringify(expected)) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    seen = await visit(request, post, titles)
  }
  expect(seen, `what the site shows 2 s after the scheduled time`).toEqual(expected)
  test
    .info()
    .annotations.push({ type: 'live after', description: `${Date.now() - at.getTime()} ms after the scheduled time` })
  // And it stays so: no visit brings the old page back.
  for (let i = 0; i < 3; i += 1) expect(await visit(request, post, titles), 'a later visit').toEqual(expected)
}

test.describe('scheduled changes reach the site on time', () => {
  test.setTimeout(60_000)

  test('a post scheduled 10 s ahead appears on /blog, /en/blog and its page within 2 s of its time, with no other action', async ({
    request,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const me = (await (await request.get('/api/users/me', { headers: { authorization: marketing } })).json()) as {
      user: { id: number }
    }
    const titles = { es: `Programado ${Date.now().toString(36)}`, en: `Scheduled ${Date.now().toString(36)}` }
    const post = await createBilingualPost(request, marketing, 'draft', titles)
    try {
      // The pages are cached without the post (and the post's address as not found).
      const none = { listedEs: false, listedEn: false, page: false, enPage: false }
      expect(await visit(request, post, titles)).toEqual(none)
      expect(await visit(request, post, titles)).toEqual(none)

      const at = new Date(Date.now() + 10_000)
      await schedule(post.id, 'publish', at, me.user.id)
      await expectWithin2s(request, post, titles, at, { listedEs: true, listedEn: true, page: true, enPage: true })
    } finally {
      await request.delete(`/api/posts/${post.id}`, { headers: { authorization: marketing } })
    }
  })

  test('a scheduled unpublish takes the post off /blog, /en/blog and its page within 2 s of its time', async ({
    request,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const me = (await (await request.get('/api/users/me', { headers: { authorization: marketing } })).json()) as {
      user: { id: number }
    }
    const titles = { es: `Retirado ${Date.now().toString(36)}`, en: `Withdrawn ${Date.now().toString(36)}` }
    const post = await createBilingualPost(request, marketing, 'published', titles)
    try {
      const all = { listedEs: true, listedEn: true, page: true, enPage: true }
      // Published in Spanish, then translated: both are on the site (polled: two saves, two expiries).
      await expect.poll(() => visit(request, post, titles), { timeout: 5000 }).toEqual(all)

      const at = new Date(Date.now() + 10_000)
      await schedule(post.id, 'unpublish', at, me.user.id)
      await expectWithin2s(request, post, titles, at, { listedEs: false, listedEn: false, page: false, enPage: false })
    } finally {
      await request.delete(`/api/posts/${post.id}`, { headers: { authorization: marketing } })
    }
  })
})

test.describe('the schedule dialog', () => {
  test('opens on Publish for a draft that was never published, on Unpublish for a published post', async ({
    page,
    request,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const titles = { es: `Dialogo ${Date.now().toString(36)}`, en: `Dialog ${Date.now().toString(36)}` }
    const draft = await createBilingualPost(request, marketing, 'draft', titles)
    const published = await createBilingualPost(request, marketing, 'published', {
      es: `${titles.es} publicado`,
      en: `${titles.en} published`,
    })
    const expectChoice = async (id: number, expected: 'publish' | 'unpublish') => {
      await page.goto(`/admin/collections/posts/${id}`)
      await page.locator('.btn--withPopup:has(#action-save) .popup-button').click()
      await page.locator('#schedule-publish').click()
      // Publish is the dialog's first choice, Unpublish its second.
      const radios = page.locator('.schedule-publish__type input[type="radio"]')
      await expect(radios).toHaveCount(2)
      await expect
        .poll(async () =>
          (await radios.nth(0).isChecked()) ? 'publish' : (await radios.nth(1).isChecked()) ? 'unpublish' : 'none',
        )
        .toBe(expected)
    }
    try {
      await signInToAdmin(page, staffCredentials('marketing'))
      await expectChoice(draft.id, 'publish')
      await expectChoice(published.id, 'unpublish')
    } finally {
      for (const post of [draft, published])
        await request.delete(`/api/posts/${post.id}`, { headers: { authorization: marketing } })
    }
  })
})
