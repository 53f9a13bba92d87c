import { expect, test } from '@playwright/test'

import { signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { staffLogin } from '#tests/e2e/support/api.ts'

// The admin follows the browser's language: this is the Spanish admin.
test.use({ locale: 'es-MX' })

test.describe('staff invited by e-mail', () => {
  test('an admin invites a colleague from the staff list, in Spanish, and a repeated address is refused with its reason', async ({
    page,
  }) => {
    await signInToAdmin(page)
    await page.goto('/admin/collections/users')
    // The form's own controls: the list around it has a search box and sort buttons named alike.
    const invite = page.locator('.citaya-invite')
    await invite.getByText('Invitar por correo').click()
    const email = `invitada-${Date.now().toString(36)}@example.com`
    await invite.getByLabel('Correo electrónico', { exact: true }).fill(email)
    await invite.getByLabel('Nombre (opcional)').fill('Dra. Invitada')
    await invite.getByLabel('Legal (documentos legales)').check()
    await invite.getByRole('button', { name: 'Enviar invitación' }).click()
    await expect(invite.getByRole('status')).toContainText('Invitación enviada')
    // The list shows the new account at once, with the roles chosen.
    await expect(page.locator('.table')).toContainText(email)

    // The same address again: the server's reason, in the admin's language, announced as an alert.
    await invite.getByLabel('Correo electrónico', { exact: true }).fill(email)
    await invite.getByRole('button', { name: 'Enviar invitación' }).click()
    await expect(
      invite.getByRole('alert').filter({ hasText: 'Ya hay una cuenta del equipo con ese correo.' }),
    ).toBeVisible()
  })

  for (const role of ['marketing', 'legal'] as const) {
    // Legal staff read the doctors' accounts (the doctor behind a data-rights request); marketing never.
    const seesDoctors = role === 'legal'
    test(`${role} staff never see the invitation form, and ${seesDoctors ? 'read' : 'never see'} the doctors' accounts`, async ({
      page,
      request,
    }) => {
      await staffLogin(request, role)
      await signInToAdmin(page, staffCredentials(role))
      await page.goto('/admin')
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Equipo' })).toBeVisible()
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Médicos', exact: true })).toHaveCount(
        seesDoctors ? 1 : 0,
      )
      await page.goto('/admin/collections/users')
      await expect(page.locator('.table')).toContainText(`${role}-e2e@example.com`)
      await expect(page.getByText('Invitar por correo')).toHaveCount(0)
      const doctors = await request.get('/api/doctors', { headers: { authorization: await staffLogin(request, role) } })
      expect(doctors.status()).toBe(seesDoctors ? 200 : 403)
    })
  }
})
