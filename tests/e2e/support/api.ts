import { type APIRequestContext, expect } from '@playwright/test'

import { adminCredentials, staffCredentials } from '#tests/e2e/support/admin.ts'

/** Signs in through Payload's REST API and returns the Authorization header value. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email, password } })
  expect(response.status(), `login ${email}`).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return `JWT ${token}`
}

/**
 * A staff account with the given role, created by the seeded admin (once per run and role).
 *
 * It also removes the edit locks earlier tests left: a test that ends inside an admin editor
 * closes its page without leaving the document, and Payload keeps that editor's lock for five
 * minutes, as it does for a closed tab. A later test saving the same document through the REST
 * API as another staff member would get 423 (Locked) from a page nobody has open any more.
 */
export async function staffLogin(request: APIRequestContext, role: 'marketing' | 'legal'): Promise<string> {
  const admin = await apiLogin(request, adminCredentials.email, adminCredentials.password)
  const unlocked = await request.delete('/api/payload-locked-documents?where[id][exists]=true&limit=1000', {
    headers: { authorization: admin },
  })
  expect(unlocked.status(), 'removing edit locks left by earlier tests').toBe(200)
  const { email, password } = staffCredentials(role)
  const existing = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, {
    headers: { authorization: admin },
  })
  const { docs } = (await existing.json()) as { docs: unknown[] }
  if (!docs.length) {
    const created = await request.post('/api/users', {
      headers: { authorization: admin },
      data: { email, password, roles: [role], name: role },
    })
    expect(created.status()).toBe(201)
  }
  return apiLogin(request, email, password)
}
