import type { Payload, TaskConfig } from 'payload'

import { escapeHtml, headerText } from '#src/contact/escape.ts'
import { type Day, DUE_SOON_BUSINESS_DAYS, mexicoCityDay } from '#src/data-rights/business-days.ts'
import { nextDeadline } from '#src/data-rights/next-deadline.ts'
import type { DataRightsRequest, SiteSetting, User } from '#src/payload-types.ts'
import { siteOrigin } from '#src/seo/urls.ts'

export const DATA_RIGHTS_REMINDERS_TASK = 'remindDataRightsDeadlines'

/** A request whose next deadline is near or past: which deadline, when, and how many business days are left. */
export type DueItem = {
  id: number
  summary: string
  deadline: 'answer' | 'execution'
  due: Day
  /** Business days from today to the deadline: 0 is today, negative is overdue by that many. */
  left: number
}

/**
 * The open requests due within DUE_SOON_BUSINESS_DAYS business days or overdue, most urgent first.
 * The next deadline is the answer's until the request is answered, then the execution's; a
 * request carried out or refused has none.
 */
export async function dueRequests(payload: Payload, today: Day = mexicoCityDay(new Date())): Promise<DueItem[]> {
  const { docs } = await payload.find({
    collection: 'data-rights-requests',
    where: { state: { in: ['received', 'identityVerified', 'answered'] } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const items: DueItem[] = []
  for (const request of docs as DataRightsRequest[]) {
    const next = nextDeadline(request, today)
    if (next && next.left <= DUE_SOON_BUSINESS_DAYS) items.push({ id: request.id, summary: request.summary, ...next })
  }
  return items.sort((a, b) => a.left - b.left || a.id - b.id)
}

type Mail = { subject: string; text: string; html: string }

/**
 * The reminder legal staff receive: Spanish, then English (the admin is used in both, as the staff
 * invitation), one line per request with its deadline and a link to it in the admin.
 */
export function remindersMail(o: { brandName: string; items: DueItem[] }, origin = siteOrigin()): Mail {
  const when = {
    es: (item: DueItem) =>
      item.left < 0
        ? `vencida hace ${-item.left} día(s) hábil(es)`
        : item.left === 0
          ? 'vence hoy'
          : `vence en ${item.left} día(s) hábil(es)`,
    en: (item: DueItem) =>
      item.left < 0
        ? `overdue by ${-item.left} business day(s)`
        : item.left === 0
          ? 'due today'
          : `due in ${item.left} business day(s)`,
  }
  const deadline = {
    es: { answer: 'respuesta', execution: 'ejecución' },
    en: { answer: 'answer', execution: 'execution' },
  }
  const link = (item: DueItem) => `${origin}/admin/collections/data-rights-requests/${item.id}`
  const lines = (language: 'es' | 'en') =>
    o.items.map(
      (item) =>
        `${item.summary} — ${deadline[language][item.deadline]} ${item.due}, ${when[language](item)}: ${link(item)}`,
    )
  const intro = {
    es: `Solicitudes de derechos ARCO con plazo en ${DUE_SOON_BUSINESS_DAYS} días hábiles o menos, o vencido:`,
    en: `Data-rights requests due within ${DUE_SOON_BUSINESS_DAYS} business days, or overdue:`,
  }
  const text = [intro.es, ...lines('es'), '', '—', '', intro.en, ...lines('en')].join('\n')
  const block = (language: 'es' | 'en') =>
    [
      `<p>${escapeHtml(intro[language])}</p>`,
      '<ul>',
      ...o.items.map(
        (item) =>
          `<li><a href="${escapeHtml(link(item))}">${escapeHtml(item.summary)}</a> — ${escapeHtml(
            `${deadline[language][item.deadline]} ${item.due}, ${when[language](item)}`,
          )}</li>`,
      ),
      '</ul>',
    ].join('\n')
  return {
    subject: headerText(
      `[${o.brandName}] ${o.items.length} solicitud(es) ARCO por vencer / data-rights request(s) due`,
    ).slice(0, 250),
    text,
    html: `<div style="font-family:sans-serif">\n${block('es')}\n<hr>\n${block('en')}\n</div>`,
  }
}

/** Who is told: legal staff, or the admins where there are none. */
async function recipients(payload: Payload): Promise<string[]> {
  const staff = async (role: string) =>
    (
      await payload.find({
        collection: 'users',
        where: { roles: { contains: role } },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
    ).docs.map((user) => (user as User).email)
  const legal = await staff('legal')
  return legal.length ? legal : staff('admin')
}

/** Sends the reminder when anything is due soon or overdue; says how many requests and recipients. */
export async function remindDataRightsDeadlines(
  payload: Payload,
  today?: Day,
): Promise<{ due: number; sentTo: number }> {
  const items = await dueRequests(payload, today)
  if (!items.length) return { due: 0, sentTo: 0 }
  const to = await recipients(payload)
  if (!to.length) return { due: items.length, sentTo: 0 }
  const settings = (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })) as SiteSetting
  await payload.sendEmail({ to, ...remindersMail({ brandName: settings.brandName, items }) })
  return { due: items.length, sentTo: to.length }
}

/**
 * Every morning at 08:00 Mexico City time (the jobs' schedules run in Mexico City's time,
 * payload.config.ts), by the jobs worker: the reminder of requests due within three business days
 * or overdue. A failed send is retried by the queue.
 */
export const dataRightsRemindersTask: TaskConfig<{ input: object; output: { due: number; sentTo: number } }> = {
  slug: DATA_RIGHTS_REMINDERS_TASK,
  label: 'Data-rights deadline reminders',
  retries: 3,
  schedule: [{ cron: '0 0 8 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: await remindDataRightsDeadlines(req.payload) }),
}
