import { type Locator, type Page, expect, test } from '@playwright/test'
import pg from 'pg'

import {
  type Day,
  addCalendarDays,
  businessDaysBetween,
  deadlines,
  mexicoCityDay,
} from '#src/data-rights/business-days.ts'
import { DATA_RIGHTS_REMINDERS_TASK } from '#src/data-rights/reminders.ts'
import { adminTranslations } from '#src/i18n/admin.ts'
import es from '#src/i18n/messages/es.json' with { type: 'json' }
import { clickToDownload, fillAndSettle, signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { staffLogin } from '#tests/e2e/support/api.ts'
import { signInThroughForm } from '#tests/e2e/support/doctor.ts'
import { createAccount, uniqueEmail } from '#tests/e2e/support/firebase.ts'
import { type LoggedMail, loggedMails, mailTo } from '#tests/e2e/support/mail.ts'

/**
 * Data-rights (ARCO) requests as legal staff handle them in the Spanish admin (issue 42): a request
 * logged by hand and one a doctor sent from «Mi cuenta» both in the list with their deadlines (20
 * Mexican business days, Mexico City dates); one answered (the doctor sees it and gets a mail), one
 * carried out, one refused (not without its reason); and the morning reminder to legal staff.
 * What each state requires and that marketing never sees a request are proven on the API in
 * tests/int/data-rights.int.test.ts; here, what staff see and do. Writes: runs alone.
 */
test.use({ locale: 'es-MX', timezoneId: 'America/Mexico_City' })

const t = adminTranslations.es
const states = es.myAccount.rights.states
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]))

/** The «Plazo» cell staff read for an open request whose answer is due on `due` (as of `today`). */
function answerDeadlineText(today: Day, due: Day): string {
  const left = businessDaysBetween(today, due)
  const deadline = `${t.rightsDeadlineAnswer} ${due}`
  if (left < 0) return fill(t.rightsOverdue, { count: -left, deadline })
  if (left === 0) return fill(t.rightsDueToday, { deadline })
  return fill(left <= 3 ? t.rightsDueSoon : t.rightsOnTime, { count: left, deadline })
}

/** Picks an option of one of the editor's select fields (Payload's react-select). */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.locator('.rs__option', { hasText: new RegExp(`^${escape(option)}$`) }).click()
}

/** Picks today in a day-only date field, as staff do (the browser keeps Mexico City's clock). */
async function pickToday(page: Page, label: string) {
  await dateField(page, label).locator('.react-datepicker__input-container input').click()
  await page.locator('.react-datepicker__day--today').click()
}

const dateField = (page: Page, label: string): Locator =>
  page.locator('.field-type.date-time-field').filter({ hasText: label })

/** Saves the editor and waits for Payload's answer to it (whatever it says). */
async function save(page: Page, id: number) {
  const saved = page.waitForResponse(
    (response) => response.url().includes(`/api/data-rights-requests/${id}`) && response.request().method() === 'PATCH',
  )
  await page.locator('#action-save').click()
  return saved
}

/**
 * Queues the reminder task as its daily schedule does at 08:00 (a `remindDataRightsDeadlines` job
 * on the default queue, which the server's job runner takes within a second). The schedule is the
 * task's only trigger: no screen or endpoint runs it, so the row is written the way
 * scheduled-publishing.spec.ts writes the schedule dialog's.
 */
async function queueReminder(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`INSERT INTO payload_jobs (input, task_slug, queue) VALUES ('{}', $1, 'default')`, [
      DATA_RIGHTS_REMINDERS_TASK,
    ])
  } finally {
    await client.end()
  }
}

test('legal staff see every request with its deadline, answer, carry out and refuse them, and get the reminder', async ({
  page,
  request,
  browser,
}) => {
  const run = Date.now().toString(36)
  const today = mexicoCityDay(new Date())
  const legal = await staffLogin(request, 'legal')
  const api = async (data: Record<string, unknown>) => {
    const created = await request.post('/api/data-rights-requests', { headers: { authorization: legal }, data })
    expect(created.status()).toBe(201)
    return ((await created.json()) as { doc: { id: number } }).doc.id
  }

  // A letter from a patient, logged by legal staff, received three days ago.
  const letterReceived = addCalendarDays(today, -3)
  const letter = { summary: `Carta de paciente ${run}`, receivedOn: letterReceived }
  const letterId = await api({
    ...letter,
    right: 'cancellation',
    channel: 'letter',
    requesterKind: 'other',
    requesterName: 'Rosa Martínez',
    requesterEmail: 'rosa.martinez@example.com',
    requesterPhone: '55 1234 5678',
    request: 'Pido que borren mi teléfono de su lista de pacientes.',
  })

  // The latest receipt whose answer falls due within three business days: the reminder's business.
  let dueSoonReceived = today
  while (businessDaysBetween(today, deadlines({ receivedOn: dueSoonReceived }).answerDue) > 3)
    dueSoonReceived = addCalendarDays(dueSoonReceived, -1)
  const dueSoon = { summary: `Correo por vencer ${run}`, receivedOn: dueSoonReceived }
  const dueSoonId = await api({
    ...dueSoon,
    right: 'access',
    channel: 'email',
    requesterKind: 'other',
    requesterName: 'Luis Gómez',
    requesterEmail: 'luis.gomez@example.com',
    request: 'Quiero saber qué datos míos tienen.',
  })

  // A doctor's request from «Mi cuenta»: received today in Mexico City.
  const doctorEmail = uniqueEmail('rights-staff')
  const doctorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-MX' })
  const doctorPage = await doctorContext.newPage()
  await createAccount(doctorEmail, 'clave-segura-123', 'Dra. Ana Derechos')
  await signInThroughForm(doctorPage, 'es', doctorEmail, 'clave-segura-123')
  await expect(doctorPage).toHaveURL(/\/dashboard$/)
  const fromDoctor = { summary: `Copia de mis datos ${run}`, receivedOn: today }
  const sent = await doctorPage.request.post('/api/account', {
    form: { form: 'request', locale: 'es', right: 'access', summary: fromDoctor.summary, request: 'Quiero una copia.' },
    headers: { accept: 'application/json' },
  })
  expect(sent.ok()).toBe(true)

  // The list, in Spanish: each request with its answer deadline, 20 business days after receipt.
  await signInToAdmin(page, staffCredentials('legal'))
  await page.goto(`/admin/collections/data-rights-requests?search=${run}`)
  const row = (summary: string) => page.getByRole('row').filter({ hasText: summary })
  for (const { summary, receivedOn } of [letter, dueSoon, fromDoctor]) {
    const due = deadlines({ receivedOn }).answerDue
    await expect(row(summary)).toContainText(answerDeadlineText(today, due))
  }
  const doctorId = Number(
    /\/(\d+)$/.exec((await row(fromDoctor.summary).getByRole('link').first().getAttribute('href'))!)![1],
  )

  // The doctor's request answered through the editor: the doctor gets a mail and sees the answer.
  const answer = 'Le enviamos la copia de sus datos a su correo.'
  await page.goto(`/admin/collections/data-rights-requests/${doctorId}`)
  await choose(page, 'state', 'Respondida')
  await fillAndSettle(page, '#field-answer', answer)
  await pickToday(page, 'Respondida el')
  expect((await save(page, doctorId)).status()).toBe(200)
  const subject = es.myAccount.mail.answeredSubject.replace('{state}', states.answered)
  const mail = await mailTo(doctorEmail, new RegExp(`^${escape(subject)}$`))
  expect(mail.text).toContain(fromDoctor.summary)
  expect(mail.text).toContain(answer)
  await doctorPage.goto('/dashboard/account')
  const mine = doctorPage.getByTestId('my-requests').getByRole('listitem').filter({ hasText: fromDoctor.summary })
  await expect(mine).toContainText(states.answered)
  await expect(mine).toContainText(answer)
  await doctorContext.close()

  // Then carried out: closed in the list.
  await page.reload()
  await choose(page, 'state', 'Ejecutada')
  await pickToday(page, 'Ejecutada el')
  expect((await save(page, doctorId)).status()).toBe(200)

  // The letter refused: not without its reason, which the editor asks for next to the field.
  await page.goto(`/admin/collections/data-rights-requests/${letterId}`)
  await choose(page, 'state', 'Negada')
  await expect(page.locator('#field-refusalReason')).toBeVisible()
  expect((await save(page, letterId)).status()).toBe(400)
  const reasonField = page.locator('.field-type.textarea').filter({ hasText: 'Motivo de la negativa' })
  await expect(reasonField.getByText(t.rightsRefusalReasonRequired)).toBeVisible()
  await fillAndSettle(page, '#field-refusalReason', 'No se pudo acreditar la identidad de quien firma la carta.')
  expect((await save(page, letterId)).status()).toBe(200)

  await page.goto(`/admin/collections/data-rights-requests?search=${run}`)
  await expect(row(fromDoctor.summary)).toContainText(states.carriedOut)
  await expect(row(letter.summary)).toContainText(states.refused)
  for (const summary of [fromDoctor.summary, letter.summary]) await expect(row(summary)).toContainText(t.rightsClosed)

  // «Exportar CSV» on a filtered list: the file holds what the list shows, nothing more.
  await page.goto(`/admin/collections/data-rights-requests?search=${run}&where[or][0][and][0][state][equals]=refused`)
  await expect(row(letter.summary)).toBeVisible()
  await expect(row(dueSoon.summary)).toHaveCount(0)
  const download = await clickToDownload(page, page.getByRole('link', { name: t.rightsExport }))
  const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8')
  expect(csv).toContain(letter.summary)
  expect(csv).not.toContain(dueSoon.summary)
  expect(csv).not.toContain(fromDoctor.summary)

  // The morning reminder: legal staff are told of the request due soon, with its day and a link.
  await queueReminder()
  const legalEmail = staffCredentials('legal').email
  let reminder: LoggedMail | undefined
  await expect
    .poll(
      () => {
        reminder = loggedMails().find(
          (logged) =>
            logged.to.split(',').some((to) => to.trim() === legalEmail) && logged.text.includes(dueSoon.summary),
        )
        return Boolean(reminder)
      },
      { message: `the reminder to ${legalEmail}`, timeout: 15_000 },
    )
    .toBe(true)
  const due = deadlines({ receivedOn: dueSoonReceived }).answerDue
  expect(reminder!.subject).toMatch(/solicitud\(es\) ARCO por vencer/)
  expect(reminder!.text).toContain(
    `${dueSoon.summary} — respuesta ${due}, vence en ${businessDaysBetween(today, due)} día(s) hábil(es)`,
  )
  expect(reminder!.text).toMatch(new RegExp(`/admin/collections/data-rights-requests/${dueSoonId}$`, 'm'))
  expect(reminder!.text).not.toContain(letter.summary)
})
