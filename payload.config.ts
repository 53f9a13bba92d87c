import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Users } from './src/collections/Users'
import { databaseOptions } from './src/config/database'
import { emailAdapter } from './src/email/adapter'
import { SiteSettings } from './src/globals/SiteSettings'
import { defaultLocale, locales } from './src/i18n/locales'
import { migrations } from './src/migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · CMS' },
  },
  collections: [Users],
  globals: [SiteSettings],
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
