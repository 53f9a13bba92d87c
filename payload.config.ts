import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig, defaultLoggerOptions } from 'payload'
import sharp from 'sharp'

import { ContactMessages } from '#src/contact/collection/index.ts'
import { contentHealth } from '#src/content-health/plugin.ts'
import { contentHealthTask } from '#src/content-health/task.ts'
import { Doctors } from '#src/auth/collection/index.ts'
import { FaqSections } from '#src/collections/FaqSections/index.ts'
import { Features } from '#src/collections/Features/index.ts'
import { Integrations } from '#src/collections/Integrations/index.ts'
import { DataRightsRequests } from '#src/data-rights/collection/index.ts'
import { dataRightsRemindersTask } from '#src/data-rights/reminders.ts'
import { LegalAcceptances } from '#src/legal/collection/acceptances.ts'
import { LegalDocuments } from '#src/legal/collection/index.ts'
import { legalTakesEffectTask } from '#src/legal/takes-effect.ts'
import { Media } from '#src/collections/Media/index.ts'
import { Plans } from '#src/collections/Plans/index.ts'
import { Posts } from '#src/collections/Posts/index.ts'
import { Pages, Sections } from '#src/page-builder/collection/index.ts'
import { SeoPages } from '#src/collections/SeoPages/index.ts'
import { Users } from '#src/collections/Users/index.ts'
import { databaseOptions } from '#src/config/database.ts'
import { env, processEnv, setLocalTimeZone } from '#src/config/env.ts'
import { logOptions } from '#src/observability/log.ts'
import { mediaStorage } from '#src/config/storage.ts'
import { withAtomicJobClaims } from '#src/config/job-claims.ts'
import { withMigrationLock } from '#src/config/migration-lock.ts'
import { withReconnectingPool } from '#src/config/database-connection.ts'
import { commitFailedAs503, withCheckedCommits } from '#src/config/transactions.ts'
import { deliverContactMessageTask } from '#src/contact/delivery/task.ts'
import { emailAdapter } from '#src/email/adapter.ts'
import { revalidateEndpoint } from '#src/data/revalidate-endpoint.ts'
import { adminTranslations, payloadOverrides } from '#src/i18n/admin.ts'
import { Footer } from '#src/globals/Footer/index.ts'
import { Header } from '#src/globals/Header/index.ts'
import { Landing } from '#src/globals/Landing/index.ts'
import { pageGlobals } from '#src/globals/Pages/index.ts'
import { SiteSettings } from '#src/globals/SiteSettings/index.ts'
import { defaultLocale, locales } from '#src/i18n/locales.ts'
import { publicOrigin } from '#src/seo/urls.ts'
import { revalidateAfterCommit } from '#src/data/revalidate.ts'
import { migrations } from '#src/migrations/index.ts'
import { seo } from '#src/seo/plugin.ts'
import { contentLanguage } from '#src/plugins/contentLanguage.ts'
import { versionlessAs404 } from '#src/plugins/versionless.ts'
import { publicErrorMessage } from '#src/server/public-errors.ts'
import { badInputAs400 } from '#src/server/bad-input-errors.ts'
import { redirects } from '#src/redirects/plugin.ts'
import { Releases } from '#src/releases/collection/index.ts'
import { releaseTranslations } from '#src/releases/messages.ts'
import { releasePanels } from '#src/releases/plugin.ts'
import { publishReleaseTask } from '#src/releases/task.ts'
import { search } from '#src/search/plugin.ts'
import { translationStatus } from '#src/translations/plugin.ts'
import { draftStatus } from '#src/plugins/draftStatus.ts'
import { booleanCells } from '#src/plugins/booleanCells.ts'
import { savedBy } from '#src/versions/plugin.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Every process that loads this configuration (the server, the jobs worker, scripts, tests) keeps
// Mexico City as its local time. Payload writes some admin dates on the server in local time,
// with no setting for their zone (`admin.timezones` reaches date fields and the schedule dialog
// only): the version breadcrumb, the versions list as first served. On a server in UTC they read
// six hours ahead of what staff in Mexico expect. The jobs' cron schedules are local time too
// (the nightly content-health check at 03:00). The rest of the code keeps instants in UTC (ISO
// strings, `Date.UTC`) or names its zone (`src/i18n/formats.ts`), so nothing else moves.
setLocalTimeZone('America/Mexico_City')

// The site's public origin (NEXT_PUBLIC_SERVER_URL; a production start refuses it unset or not
// https). Payload writes it into the links of its staff mails (password reset) and accepts the
// staff cookie only on requests from it: a cross-site form or fetch with the cookie is anonymous.
const serverURL = publicOrigin()

const MINUTE = 60_000
/**
 * How long one run of each task may keep its claim before it is dropped (src/config/job-claims.ts):
 * well beyond its slowest honest run. A delivery's mail and forward are bounded at about two
 * minutes (src/email/adapter.ts, src/contact/delivery/task.ts); a release prepares 10 s before
 * its moment; the content-health check reads every document.
 */
const claimCeilings: Record<string, number> = {
  [deliverContactMessageTask.slug]: 5 * MINUTE,
  [publishReleaseTask.slug]: 5 * MINUTE,
  [legalTakesEffectTask.slug]: 5 * MINUTE,
  [contentHealthTask.slug]: 30 * MINUTE,
}
const claimCeilingMs = (task: string) => claimCeilings[task] ?? 10 * MINUTE

export default buildConfig({
  serverURL,
  // JSON lines with the request id in production, readable ones in development (src/observability/log.ts).
  logger: env.isProduction() ? { options: logOptions() } : { options: logOptions(), destination: defaultLoggerOptions },
  csrf: [serverURL],
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · CitaYa' },
    // CitaYa's logo and name from Site settings on the login page and in the menu (src/admin/Brand.tsx).
    components: {
      graphics: { Logo: '/admin/Brand#BrandLogo', Icon: '/admin/Brand#BrandIcon' },
      // Above every screen when the admin is open at another address than the site's.
      // ThirdPartyText: English built into the libraries the admin renders, in the admin's language.
      // ScheduleDialog: the schedule dialog's date in 24-hour form, a picked day at a time to come.
      header: [
        '/admin/WrongAddress#WrongAddress',
        '/admin/ThirdPartyText#ThirdPartyText',
        '/admin/ScheduleDialog#ScheduleDialog',
      ],
    },
    // Payload's built-in account icon, not Gravatar: no staff e-mail hash sent to a third party,
    // and the admin's Content-Security-Policy allows images from the site only (docs/security.md).
    avatar: 'default',
    // Dates with the year, day first, 24-hour clock: "23 nov 2026, 18:30" in the Spanish admin
    // (Payload's default reads "noviembre 23º 2026").
    dateFormat: 'd MMM yyyy, HH:mm',
    // Times in Mexico City by default, with the zone shown (the schedule dialog among others).
    timezones: {
      supportedTimezones: [
        { label: 'Ciudad de México (CST)', value: 'America/Mexico_City' },
        { label: 'Tijuana (PT)', value: 'America/Tijuana' },
        { label: 'Cancún (EST)', value: 'America/Cancun' },
        { label: 'UTC', value: 'UTC' },
      ],
      defaultTimezone: 'America/Mexico_City',
    },
  },
  collections: [
    Posts,
    Pages,
    Sections,
    Plans,
    Features,
    Integrations,
    FaqSections,
    LegalDocuments,
    LegalAcceptances,
    DataRightsRequests,
    Releases,
    SeoPages,
    Media,
    ContactMessages,
    Doctors,
    Users,
  ],
  globals: [SiteSettings, Header, Footer, Landing, ...pageGlobals],
  endpoints: [revalidateEndpoint],
  // The site reads content through the Local API and REST; nobody uses GraphQL, and an open
  // GraphQL endpoint lets one small anonymous query make the server build megabytes (issue 15).
  graphQL: { disable: true },
  hooks: { afterError: [publicErrorMessage, badInputAs400, commitFailedAs503] },
  // Changes made outside a web request (jobs, seed, scripts) expire the site's cached pages once committed.
  onInit: (payload) => revalidateAfterCommit(payload),
  // Media in an S3-compatible bucket when S3_BUCKET is set (several instances), else on the local disk.
  // Translation status and content health last: they watch every collection, including those plugins add.
  plugins: [
    seo,
    versionlessAs404,
    search,
    redirects,
    mediaStorage(processEnv()),
    releasePanels,
    savedBy,
    contentLanguage,
    draftStatus,
    booleanCells,
    translationStatus,
    contentHealth,
  ],
  jobs: {
    // Delivery of contact messages (retried with backoff until it succeeds); scheduled releases; a
    // legal version published ahead taking effect at its moment (src/legal/takes-effect.ts); the
    // content-health check after each publish and nightly (src/content-health/task.ts); the
    // morning reminder of data-rights requests due soon (src/data-rights/reminders.ts).
    tasks: [
      deliverContactMessageTask,
      publishReleaseTask,
      legalTakesEffectTask,
      contentHealthTask,
      dataRightsRemindersTask,
    ],
    // Runs scheduled publishing (posts), legal versions taking effect and pending contact deliveries inside the server process,
    // every second (croner's six-field syntax): a post scheduled for 10:00:00 is public by
    // 10:00:01, not at the next minute. Each run is one indexed query when nothing is due.
    autoRun: [{ cron: '* * * * * *', queue: 'default' }],
    // Several instances: they run with CITAYA_NO_JOBS=1 and `npm run worker` (Payload's jobs:run
    // on the same cron) is the one runner (docs/operations.md). The tests set it too.
    shouldAutoRun: env.runsJobs,
  },
  // «Enlace interno» offers only the documents that have a public address (an article, a legal
  // version), which the site turns into that address in the reader's language
  // (src/components/ui/internal-links.ts); any other collection would make a link with nowhere to go.
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((feature) => feature.key !== 'link'),
      LinkFeature({ enabledCollections: ['posts', 'legal-documents'] }),
    ],
  }),
  localization: {
    locales: locales.map((code) => ({
      code,
      // Named in the admin's language: «Publicar en Inglés», never «Publicar en English».
      label: code === defaultLocale ? { es: 'Español', en: 'Spanish' } : { es: 'Inglés', en: 'English' },
    })),
    defaultLocale,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { es, en },
    fallbackLanguage: 'es',
    // Payload's strings where its own fall short, and the project's (namespace `citaya`): src/i18n/admin.ts.
    translations: {
      es: { ...payloadOverrides.es, citaya: adminTranslations.es, citayaReleases: releaseTranslations.es },
      en: { ...payloadOverrides.en, citaya: adminTranslations.en, citayaReleases: releaseTranslations.en },
    },
  },
  // Jobs are claimed atomically, whichever runner gets them first, as leases that expire when
  // their process is gone (src/config/job-claims.ts); a database restart is survived
  // (src/config/database-connection.ts); a COMMIT that fails is an error, never a success
  // (src/config/transactions.ts); migrations run under an advisory lock, whichever process
  // starts them (src/config/migration-lock.ts).
  db: withMigrationLock(
    withAtomicJobClaims(
      withCheckedCommits(
        withReconnectingPool(
          postgresAdapter({
            ...databaseOptions(processEnv()),
            migrationDir: path.resolve(dirname, 'src/migrations'),
            prodMigrations: migrations,
            push: false,
          }),
        ),
      ),
      claimCeilingMs,
    ),
  ),
  email: emailAdapter(processEnv()),
  secret: env.payloadSecret(),
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
  },
  telemetry: false,
})
