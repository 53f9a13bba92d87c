import { initI18n } from '@payloadcms/translations'
import config from '#payload-config'
import { createLocalReq, getPayload, type Payload, type PayloadRequest } from 'payload'

import type { Page, User } from '#src/payload-types.ts'

export const testPayload = (): Promise<Payload> => getPayload({ config })

let counter = 0

/** Creates a staff account with the given roles and returns it (for access checks as that user). */
export async function staffUser(payload: Payload, roles: User['roles']): Promise<User> {
  counter += 1
  return payload.create({
    collection: 'users',
    data: { email: `${roles.join('-')}-${Date.now()}-${counter}@test.local`, password: 'test-password-123', roles },
    overrideAccess: true,
  })
}

/** What a save that must be refused was refused with (its validation data, or its message), as text to match. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    return JSON.stringify((error as { data?: unknown }).data ?? (error as Error).message)
  }
  throw new Error('saved, but should have been refused')
}

/** A Local API request as `user` in the given admin interface language (for messages in that language). */
export async function requestIn(payload: Payload, user: User, language: 'es' | 'en'): Promise<PayloadRequest> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
  const i18n = await initI18n({ config: payload.config.i18n, context: 'api', language })
  req.i18n = i18n as never
  req.t = i18n.t as never
  return req
}

let uniqueCounter = 0
/** A value no other test run or call has used (addresses, slugs, names). */
export const unique = (base: string): string => `${base}-${Date.now()}-${(uniqueCounter += 1)}`

/** `text` as it reads inside a refusal's JSON (its double quotes escaped). */
export const inJson = (text: string): string => JSON.stringify(text).slice(1, -1)

/** One block of a page made from blocks (the page-builder tests). */
export type PageBlock = NonNullable<Page['layout']>[number]

/** The smallest valid block of a page made from blocks: a quote. */
export const quoteBlock = (text: string): PageBlock => ({ blockType: 'quote', quote: text, author: 'Dra. Ana López' })
