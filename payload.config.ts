import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ContactMessages } from './src/collections/ContactMessages'
import { Doctors } from './src/collections/Doctors'
import { FaqSections } from './src/collections/FaqSections'
import { Features } from './src/collections/Features'
import { Integrations } from './src/collections/Integrations'
import { LegalDocuments } from './src/collections/LegalDocuments'
import { Media } from './src/collections/Media'
import { Plans } from './src/collections/Plans'
import { Posts } from './src/collections/Posts'
import { SeoPages } from './src/collections/SeoPages'
import { Users } from './src/collections/Users'
import { databaseOptions } from './src/config/database'
import { deliverContactMessageTask } from './src/contact/delivery/task'
import { emailAdapter } from './src/email/adapter'
import { revalidateEndpoint } from './src/endpoints/revalidate'
import { Footer } from './src/globals/Footer'
import { Header } from './src/globals/Header'
import { Landing } from './src/globals/Landing'
import { pageGlobals } from './src/globals/Pages'
import { SiteSettings } from './src/globals/SiteSettings'
import { defaultLocale, locales } from './src/i18n/locales'
import { migrations } from './src/migrations'
import { seo } from './src/plugins/seo'
import { redirects } from './src/redirects/plugin'
import { search } from './src/search/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · CMS' },
    // Payload's built-in account icon, not Gravatar: no staff e-mail hash sent to a third party,
    // and the admin's Content-Security-Policy allows images from the site only (docs/security.md).
    avatar: 'default',
  },
  collections: [Posts, Plans, Features, Integrations, FaqSections, LegalDocuments, SeoPages, Media, ContactMessages, Doctors, Users],
  globals: [SiteSettings, Header, Footer, Landing, ...pageGlobals],
  endpoints: [revalidateEndpoint],
  plugins: [seo, search, redirects],
  jobs: {
    // Delivery of contact messages (retried with backoff until it succeeds).
    tasks: [deliverContactMessageTask],
    // Runs scheduled publishing (posts) and pending contact deliveries inside the server process,
    // every second (croner's six-field syntax): a post scheduled for 10:00:00 is public by
    // 10:00:01, not at the next minute. Each run is one indexed query when nothing is due.
    autoRun: [{ cron: '* * * * * *', queue: 'default' }],
    shouldAutoRun: () => process.env.CITAYA_NO_JOBS !== '1',
  },
  editor: lexicalEditor(),
  localization: {
    locales: locales.map((code) => ({ code, label: code === 'es' ? 'Español' : 'English' })),
    defaultLocale,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { es, en },
    fallbackLanguage: 'es',
  },
  db: postgresAdapter({
    ...databaseOptions(process.env),
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
    push: false,
  }),
  email: emailAdapter(process.env),
  secret: process.env.PAYLOAD_SECRET || '',
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
  },
  telemetry: false,
})
