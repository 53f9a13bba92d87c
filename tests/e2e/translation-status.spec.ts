import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { toLexical } from '#src/seed/richtext.ts'
import { plainText } from '#src/translations/fields.ts'
import { signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { staffLogin } from '#tests/e2e/support/api.ts'

/**
 * Translation status (issue 31) as marketing meets it in the Spanish admin: a Spanish FAQ answer,
 * a post's rich text and a plan's feature item are changed (saved as drafts through the REST API
 * the admin's form calls, so nothing public moves); each English counterpart is then marked out
 * of date: the list's «Traducción» column counts it, and the «Traducción» view shows the Spanish
 * before and after beside the current English. Updating the English, or «Marcar revisado», clears
 * it. The originals are published back at the end.
 */
test.use({ locale: 'es-MX' })

type Lexical = { root: { children: object[] } }
type Faq = { id: number; questions: Array<{ id: string; question: string; answer: Lexical }> }
type Plan = { id: number; features: Array<{ id: string; text: string }> }
type Post = { id: number; title: string; content: Lexical }
type Target = { collection: string; id: number }

async function read<T>(request: APIRequestContext, authorization: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization } })
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

/**
 * One seeded document other specs leave alone, in one language without fallback, latest draft: the
 * last FAQ section and plan; the fourth published post (internal-links.spec.ts edits the first
 * two, content-health.spec.ts the fifth and sixth).
 */
async function last<T>(request: APIRequestContext, authorization: string, collection: string, locale: string) {
  const which =
    collection === 'posts' ? 'sort=articleNumber&limit=1&page=4&where[_status][equals]=published' : 'sort=-id&limit=1'
  const { docs } = await read<{ docs: T[] }>(
    request,
    authorization,
    `/api/${collection}?locale=${locale}&fallback-locale=none&depth=0&draft=true&${which}`,
  )
  return docs[0]!
}

async function save(
  request: APIRequestContext,
  authorization: string,
  target: Target,
  locale: string,
  data: object,
  status: 'draft' | 'published',
) {
  const response = await request.patch(
    `/api/${target.collection}/${target.id}?locale=${locale}${status === 'draft' ? '&draft=true' : ''}`,
    { headers: { authorization }, data: { ...data, _status: status } },
  )
  expect(response.status(), await response.text()).toBe(200)
}

/** The «Traducción» view for one document: its items (the view is server-rendered; reloaded until it shows `count`). */
async function openView(page: Page, target: Target, count: number) {
  const items = page.locator('[data-testid="translation-item"]')
  await expect(async () => {
    await page.goto(`/admin/traduccion?entity=${target.collection}&doc=${target.id}`)
    await expect(items).toHaveCount(count, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  return items
}

test('a Spanish change marks the English out of date, shown before/after in «Traducción»; the English update or «Marcar revisado» clears it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const marketing = await staffLogin(request, 'marketing')
  const faq = { es: await last<Faq>(request, marketing, 'faq-sections', 'es') }
  const plan = { es: await last<Plan>(request, marketing, 'plans', 'es') }
  const post = { es: await last<Post>(request, marketing, 'posts', 'es') }
  const english = {
    faq: await last<Faq>(request, marketing, 'faq-sections', 'en'),
    plan: await last<Plan>(request, marketing, 'plans', 'en'),
    post: await last<Post>(request, marketing, 'posts', 'en'),
  }
  const faqTarget = { collection: 'faq-sections', id: faq.es.id }
  const planTarget = { collection: 'plans', id: plan.es.id }
  const postTarget = { collection: 'posts', id: post.es.id }
  const question = faq.es.questions.at(-1)!
  const feature = plan.es.features.at(-1)!
  const stamp = Date.now().toString(36)
  const newAnswer = `Respuesta revisada ${stamp}.`
  const newFeature = `Función revisada ${stamp}`
  const newParagraph = `Párrafo nuevo ${stamp}.`

  try {
    // Marketing changes the Spanish of all three (drafts: the public site does not move).
    await save(
      request,
      marketing,
      faqTarget,
      'es',
      {
        questions: faq.es.questions.map((q) =>
          q.id === question.id ? { ...q, answer: toLexical([{ type: 'p', text: newAnswer }]) } : q,
        ),
      },
      'draft',
    )
    await save(
      request,
      marketing,
      planTarget,
      'es',
      { features: plan.es.features.map((f) => (f.id === feature.id ? { ...f, text: newFeature } : f)) },
      'draft',
    )
    const content = structuredClone(post.es.content)
    content.root.children.push(...toLexical([{ type: 'p', text: newParagraph }]).root.children)
    await save(request, marketing, postTarget, 'es', { content }, 'draft')

    await signInToAdmin(page, staffCredentials('marketing'))

    // The FAQ list's «Traducción» column counts the out-of-date field and links to the view.
    await page.goto('/admin/collections/faq-sections?locale=es')
    const count = page.locator(`a[href$="/traduccion?entity=faq-sections&doc=${faq.es.id}"]`)
    await expect(count).toHaveAttribute('data-out-of-date', '1')
    await expect(count).toHaveText('1 desactualizado(s)')

    // The view: the Spanish before and after beside the current English, and a link to edit it.
    const [faqItem] = await (await openView(page, faqTarget, 1)).all()
    await expect(faqItem!).toHaveAttribute('data-field', `questions.${question.id}.answer`)
    await expect(faqItem!).toContainText('Cambió en ES; EN está desactualizado')
    await expect(faqItem!.getByTestId('translation-before')).toHaveText(plainText(question.answer))
    await expect(faqItem!.getByTestId('translation-after')).toHaveText(newAnswer)
    const englishQuestion = english.faq.questions.find((q) => q.id === question.id)!
    await expect(faqItem!.getByTestId('translation-current')).toHaveText(plainText(englishQuestion.answer))
    await expect(faqItem!.getByRole('link', { name: 'Editar en EN' })).toHaveAttribute(
      'href',
      `/admin/collections/faq-sections/${faq.es.id}?locale=en`,
    )

    // Updating the English answer clears it.
    await save(
      request,
      marketing,
      faqTarget,
      'en',
      {
        questions: english.faq.questions.map((q) =>
          q.id === question.id ? { ...q, answer: toLexical([{ type: 'p', text: `Revised answer ${stamp}.` }]) } : q,
        ),
      },
      'draft',
    )
    await openView(page, faqTarget, 0)
    await expect(page.getByTestId('translation-empty')).toHaveText('Todas las traducciones están al día.')

    // A plan's feature item is tracked as that item; the English update clears it.
    const [planItem] = await (await openView(page, planTarget, 1)).all()
    await expect(planItem!).toHaveAttribute('data-field', `features.${feature.id}.text`)
    await expect(planItem!.getByTestId('translation-before')).toHaveText(feature.text)
    await expect(planItem!.getByTestId('translation-after')).toHaveText(newFeature)
    await save(
      request,
      marketing,
      planTarget,
      'en',
      {
        features: english.plan.features.map((f) =>
          f.id === feature.id ? { ...f, text: `Revised feature ${stamp}` } : f,
        ),
      },
      'draft',
    )
    await openView(page, planTarget, 0)

    // A post's rich text: the English still fits, so «Marcar revisado» clears it.
    const [postItem] = await (await openView(page, postTarget, 1)).all()
    await expect(postItem!).toHaveAttribute('data-field', 'content')
    await expect(postItem!.getByTestId('translation-after')).toContainText(newParagraph)
    await expect(postItem!.getByTestId('translation-before')).not.toContainText(newParagraph)
    await expect(postItem!.getByTestId('translation-current')).toContainText(
      plainText(english.post.content).slice(0, 40),
    )
    await postItem!.getByRole('button', { name: 'Marcar revisado' }).click()
    await expect(page.locator('[data-testid="translation-item"]')).toHaveCount(0)
    await openView(page, postTarget, 0)
  } finally {
    // The originals back, published in both languages (English last).
    await save(request, marketing, faqTarget, 'es', { questions: faq.es.questions }, 'published')
    await save(request, marketing, planTarget, 'es', { features: plan.es.features }, 'published')
    await save(request, marketing, postTarget, 'es', { content: post.es.content }, 'published')
    await save(request, marketing, faqTarget, 'en', { questions: english.faq.questions }, 'published')
    await save(request, marketing, planTarget, 'en', { features: english.plan.features }, 'published')
    await save(request, marketing, postTarget, 'en', { content: english.post.content }, 'published')
  }
})
