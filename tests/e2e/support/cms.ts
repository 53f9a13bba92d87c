import { type APIRequestContext, expect } from '@playwright/test'

import type { Config } from '#src/payload-types.ts'

export type Locale = 'es' | 'en'

/** The path of a page in a locale, as the site builds it: Spanish unprefixed, English under /en. */
export function localized(locale: Locale, path: string): string {
  if (locale === 'es') return path
  return path === '/' ? '/en' : `/en${path}`
}

/** The absolute URL the site writes for a page (canonical, hreflang, sitemap): the Spanish home is the bare origin. */
export function absolute(locale: Locale, path: string): string {
  const origin = (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
  const localizedPath = localized(locale, path)
  return localizedPath === '/' ? origin : `${origin}${localizedPath}`
}

/**
 * Reads published CMS content the way an anonymous visitor may (what the page should show): every
 * content type has drafts, and an anonymous read gets the published version only.
 */
export function cms(request: APIRequestContext) {
  return {
    async global<S extends keyof Config['globals']>(slug: S, locale: Locale): Promise<Config['globals'][S]> {
      const response = await request.get(`/api/globals/${slug}?locale=${locale}&depth=1`)
      if (!response.ok()) throw new Error(`GET global ${slug}: ${response.status()}`)
      return (await response.json()) as Config['globals'][S]
    },
    async find<C extends keyof Config['collections']>(
      collection: C,
      locale: Locale,
      query = '',
    ): Promise<Config['collections'][C][]> {
      const response = await request.get(
        `/api/${collection}?locale=${locale}&depth=1&limit=100${query ? `&${query}` : ''}`,
      )
      if (!response.ok()) throw new Error(`GET ${collection}: ${response.status()}`)
      return ((await response.json()) as { docs: Config['collections'][C][] }).docs
    },
  }
}

export const locales: Locale[] = ['es', 'en']

type Draft = { draft?: boolean }

/**
 * Edits CMS content as a staff member (`authorization` from staffLogin). Every content type has
 * drafts: an edit meant to reach the site publishes (`_status: 'published'`, the admin's «Publicar
 * cambios»); `{ draft: true }` saves a draft instead («Guardar borrador»), which changes nothing public.
 */
export function cmsEditor(request: APIRequestContext, authorization: string) {
  const status = ({ draft }: Draft) => ({ query: draft ? '&draft=true' : '', _status: draft ? 'draft' : 'published' })
  return {
    async update<C extends keyof Config['collections']>(
      collection: C,
      id: number | string,
      locale: Locale,
      data: Partial<Config['collections'][C]>,
      options: Draft = {},
    ): Promise<void> {
      const { query, _status } = status(options)
      const response = await request.patch(`/api/${collection}/${id}?locale=${locale}${query}`, {
        headers: { authorization },
        data: { ...data, _status },
      })
      expect(response.status(), `PATCH ${collection}/${id}`).toBe(200)
    },
    async updateGlobal<S extends keyof Config['globals']>(
      slug: S,
      locale: Locale,
      data: Record<string, unknown>,
      options: Draft = {},
    ): Promise<void> {
      const { query, _status } = status(options)
      const response = await request.post(`/api/globals/${slug}?locale=${locale}${query}`, {
        headers: { authorization },
        data: { ...data, _status },
      })
      expect(response.status(), `POST globals/${slug}`).toBe(200)
    },
  }
}

/**
 * A post of a test's own in Spanish, modelled on the first post (its image and content): a draft
 * unless `status` says published. The test deletes it when it is done.
 */
export async function createPost(
  request: APIRequestContext,
  authorization: string,
  fields: { title: string; slug: string; description: string; status?: 'draft' | 'published' },
): Promise<{ id: number; articleNumber: number }> {
  const [model] = (await (await request.get('/api/posts?limit=1&depth=0')).json()).docs as {
    image: number
    content: unknown
  }[]
  const status = fields.status ?? 'draft'
  const created = await request.post(`/api/posts?locale=es${status === 'draft' ? '&draft=true' : ''}`, {
    headers: { authorization },
    data: {
      title: fields.title,
      description: fields.description,
      content: model.content,
      slug: fields.slug,
      type: 'article',
      readTimeMinutes: 3,
      author: 'Marketing',
      publishedAt: new Date().toISOString(),
      image: model.image,
      _status: status,
    },
  })
  expect(created.status(), `creating the post «${fields.title}»`).toBe(201)
  return ((await created.json()) as { doc: { id: number; articleNumber: number } }).doc
}
