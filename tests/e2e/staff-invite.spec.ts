import { expect, test } from '@playwright/test'

import { signInToAdmin } from '#tests/e2e/support/admin.ts'

// The admin follows the browser's language: this is the Spanish admin.
test.use({ locale: 'es-MX' })

test.describe('staff invited by e-mail', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin panel is exercised at desktop width')

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
})
