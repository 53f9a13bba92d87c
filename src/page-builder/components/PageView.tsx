import { getTranslations } from 'next-intl/server'

import heroStyles from '#src/components/landing/Hero.module.css'
import { HeroPhone } from '#src/components/landing/HeroPhone.tsx'
import { Picture } from '#src/components/ui/Picture.tsx'
import { internalLinkTargets } from '#src/components/ui/internal-links.ts'
import { getFaqSections, getIntegrations, getPlans } from '#src/data/collections.ts'
import { getLanding, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { localizedPath } from '#src/i18n/paths.ts'
import type { PageBlock } from '#src/page-builder/blocks/types.ts'
import { RenderBlocks } from '#src/page-builder/components/RenderBlocks.tsx'
import { type PlacedPage, getSections } from '#src/page-builder/data.ts'
import { resolveLinks } from '#src/page-builder/links.ts'
import { JsonLd } from '#src/seo/components/JsonLd.tsx'
import { absoluteUrl } from '#src/seo/urls.ts'

/**
 * A page staff made: breadcrumbs (with their BreadcrumbList data), the hero, then the blocks. The
 * plans, FAQ sections, integrations and reusable sections the blocks place are read here, live,
 * each through its own tagged read: a price change reaches every page that shows the plan.
 */
export async function PageView({ placed, locale }: { placed: PlacedPage; locale: Locale }) {
  const { page, trail } = placed
  const blocks = (page.layout ?? []) as PageBlock[]
  const [plans, faq, integrations, sections, settings, landing, t, ti] = await Promise.all([
    getPlans(locale),
    getFaqSections(locale),
    getIntegrations(locale),
    getSections(locale),
    getSiteSettings(locale),
    getLanding(locale),
    getTranslations('madePage'),
    getTranslations('integrations'),
  ])
  const richTexts = [...blocks, ...sections.flatMap((section) => (section.layout ?? []) as PageBlock[])]
    .filter((block) => block.blockType === 'richText')
    .map((block) => (block as Extract<PageBlock, { blockType: 'richText' }>).content.root)
  const links = await internalLinkTargets({ root: { children: richTexts } }, locale)
  const crumbs = [{ title: t('home'), path: '/' }, ...trail]
  const hero = page.hero
  const buttons = await resolveLinks(hero.buttons, locale)
  const image = typeof hero.image === 'object' ? hero.image : null
  return (
    <main className="page" data-testid="made-page">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.title,
            item: absoluteUrl(locale, crumb.path),
          })),
        }}
      />
      {trail.length > 1 ? (
        <nav aria-label={t('breadcrumbs')}>
          <ol className="breadcrumbs">
            {crumbs.map((crumb, index) => (
              <li key={crumb.path}>
                {index === crumbs.length - 1 ? (
                  <span aria-current="page">{crumb.title}</span>
                ) : (
                  <Link href={crumb.path as never}>{crumb.title}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <section className={heroStyles.hero} aria-labelledby="made-page-title">
        <div className={heroStyles.inner}>
          <div>
            {hero.eyebrow ? <p className={heroStyles.eyebrow}>{hero.eyebrow}</p> : null}
            <h1 id="made-page-title">{hero.headline}</h1>
            {hero.text ? <p className={heroStyles.subtitle}>{hero.text}</p> : null}
            {buttons.length ? (
              <div className={heroStyles.actions}>
                {buttons.map((button, index) => (
                  <Link
                    key={button.id ?? index}
                    className={index === 0 ? 'button' : 'button button--secondary'}
                    href={button.href as never}
                  >
                    {button.label}
                  </Link>
                ))}
              </div>
            ) : null}
          </div>
          {hero.visual === 'image' && image?.url && image.width && image.height ? (
            <Picture
              src={image.url}
              alt={image.alt ?? ''}
              width={image.width}
              height={image.height}
              priority
              sizes="(max-width: 48rem) 100vw, 50vw"
            />
          ) : (
            <HeroPhone chat={landing.hero.chat} />
          )}
        </div>
      </section>
      <RenderBlocks
        blocks={blocks}
        prefix="block"
        shared={{
          locale,
          live: { plans, faq, integrations },
          settings,
          labels: { integrationStatus: { available: ti('status.available'), 'coming-soon': ti('status.coming-soon') } },
          links,
          sections,
          path: localizedPath(locale, placed.path),
        }}
      />
    </main>
  )
}
