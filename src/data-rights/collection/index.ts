import {
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type Field,
  type Validate,
  ValidationError,
} from 'payload'

import { isLegalEditor } from '#src/access/roles.ts'
import { adminText } from '#src/i18n/admin.ts'
import { type Day, dayOfField, deadlines, mexicoCityDay } from '#src/data-rights/business-days.ts'
import { exportRequests } from '#src/data-rights/collection/exportRequests.ts'
import { tellDoctor } from '#src/data-rights/collection/tell-doctor.ts'

/**
 * Data-rights (ARCO) requests, as Mexico's data-protection law has them answered: who asked, for
 * which right, how it arrived, how the requester's identity was proven, and its way through
 * received → identity verified → answered → carried out (or refused with its reason). The
 * deadlines are worked out from the dates on every save (src/data-rights/business-days.ts) and
 * stored, so the list sorts and filters by them. Legal staff and admins only: marketing never
 * sees a request.
 */

const states = ['received', 'identityVerified', 'answered', 'carriedOut', 'refused'] as const
type State = (typeof states)[number]

type RequestData = {
  requesterKind?: 'doctor' | 'other'
  doctor?: number | { id: number } | null
  requesterName?: string | null
  requesterEmail?: string | null
  state?: State
  receivedOn?: string | null
  identityProof?: string | null
  answer?: string | null
  answeredOn?: string | null
  refusalReason?: string | null
  carriedOutOn?: string | null
  answerExtension?: { extended?: boolean | null; reason?: string | null } | null
  executionExtension?: { extended?: boolean | null; reason?: string | null } | null
  answerDue?: string | null
  executionDue?: string | null
}

/** How far along each state is: a later state needs what the earlier ones record. */
const reached = (state: State | undefined, step: State) =>
  state === step || (state !== undefined && states.indexOf(state) > states.indexOf(step) && state !== 'refused')

type Label = { es: string; en: string }
const dayOnly = { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } as const

/** A day something happened (received, answered, carried out): never later than today. */
const happenedOn = (name: string, label: Label, required = false): Field => ({
  name,
  type: 'date',
  label,
  required,
  index: required,
  validate: notInFuture,
  admin: { date: dayOnly },
})

/** A deadline, worked out on save from the dates (checkConsistency): shown, never typed. */
const dueOn = (name: 'answerDue' | 'executionDue', label: Label, description: Label): Field => ({
  name,
  type: 'date',
  label,
  index: true,
  admin: { readOnly: true, date: dayOnly, description },
})

const extension = (name: 'answerExtension' | 'executionExtension', label: Label): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      name: 'extended',
      type: 'checkbox',
      label: { es: 'Ampliado una vez por el mismo plazo', en: 'Extended once by the same period' },
      defaultValue: false,
    },
    {
      name: 'reason',
      type: 'textarea',
      label: { es: 'Motivo de la ampliación', en: 'Reason for the extension' },
      maxLength: 2000,
      admin: { condition: (_, sibling) => Boolean(sibling?.extended) },
    },
  ],
})

/** A day may not be in the future (Mexico City's today): these record what already happened. */
const notInFuture: Validate = (value, { req }) => {
  const chosen = dayOfField(value as string | null)
  if (value && !chosen) return adminText(req, 'rightsDateInvalid')
  if (chosen && chosen > mexicoCityDay(new Date())) return adminText(req, 'rightsDateInFuture')
  return true
}

/**
 * What each state requires, checked together (one message per missing piece, next to its field):
 * a refusal its reason, an answer its text and date, a carried-out request its date, an extension
 * its reason; dates in order.
 */
const checkConsistency: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  const doc = { ...(originalDoc as RequestData), ...(data as RequestData) }
  const problems: Array<{ path: string; message: string }> = []
  const need = (path: string, value: unknown, key: Parameters<typeof adminText>[1]) => {
    if (value === null || value === undefined || (typeof value === 'string' && !value.trim()))
      problems.push({ path, message: adminText(req, key) })
  }
  if (doc.requesterKind === 'doctor') need('doctor', doc.doctor, 'rightsDoctorRequired')
  else {
    need('requesterName', doc.requesterName, 'rightsNameRequired')
    need('requesterEmail', doc.requesterEmail, 'rightsContactRequired')
  }
  if (doc.state === 'refused') need('refusalReason', doc.refusalReason, 'rightsRefusalReasonRequired')
  if (reached(doc.state, 'identityVerified')) need('identityProof', doc.identityProof, 'rightsIdentityRequired')
  if (reached(doc.state, 'answered') || (doc.state === 'refused' && doc.answeredOn)) {
    need('answer', doc.answer, 'rightsAnswerRequired')
    need('answeredOn', doc.answeredOn, 'rightsAnsweredOnRequired')
  }
  if (doc.state === 'carriedOut') need('carriedOutOn', doc.carriedOutOn, 'rightsCarriedOutOnRequired')
  if (doc.answerExtension?.extended)
    need('answerExtension.reason', doc.answerExtension.reason, 'rightsExtensionReasonRequired')
  if (doc.executionExtension?.extended)
    need('executionExtension.reason', doc.executionExtension.reason, 'rightsExtensionReasonRequired')
  const received = dayOfField(doc.receivedOn)
  const answered = dayOfField(doc.answeredOn)
  const carriedOut = dayOfField(doc.carriedOutOn)
  if (received && answered && answered < received)
    problems.push({ path: 'answeredOn', message: adminText(req, 'rightsAnsweredBeforeReceived') })
  if (answered && carriedOut && carriedOut < answered)
    problems.push({ path: 'carriedOutOn', message: adminText(req, 'rightsCarriedOutBeforeAnswered') })
  // One ValidationError for all of them: the admin marks each field with its message; the API answers 400.
  if (problems.length) throw new ValidationError({ collection: 'data-rights-requests', errors: problems, req }, req.t)
  // The deadlines, from the dates as they now stand.
  if (received && data) {
    const due = deadlines({
      receivedOn: received,
      answeredOn: answered,
      answerExtended: Boolean(doc.answerExtension?.extended),
      executionExtended: Boolean(doc.executionExtension?.extended),
    })
    const noon = (value: Day | null) => (value ? `${value}T12:00:00.000Z` : null)
    data.answerDue = noon(due.answerDue)
    data.executionDue = noon(due.executionDue)
  }
  return data
}

export const DataRightsRequests: CollectionConfig = {
  slug: 'data-rights-requests',
  labels: {
    singular: { es: 'Solicitud de derechos ARCO', en: 'Data-rights request' },
    plural: { es: 'Solicitudes de derechos ARCO', en: 'Data-rights requests' },
  },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'right', 'state', 'deadline', 'receivedOn', 'answerDue', 'executionDue'],
    components: { beforeListTable: ['/data-rights/components/admin/ExportRequests#ExportRequests'] },
    group: { es: 'Legal', en: 'Legal' },
    description: {
      es: 'Cada solicitud de acceso, rectificación, cancelación u oposición (o de revocar el consentimiento), llegue por el formulario, por correo o por carta. Plazos en días hábiles de México: respuesta en 20 días hábiles desde la recepción y ejecución en 15 desde la respuesta, cada uno ampliable una vez por el mismo plazo con su motivo. Ordena por «Respuesta a más tardar» para ver lo que vence primero.',
      en: 'Every request for access, rectification, cancellation or opposition (or to withdraw consent), whether it came through the form, by e-mail or by letter. Deadlines in Mexican business days: the answer within 20 business days of receipt and its execution within 15 of the answer, each extendable once by the same period with its reason. Sort by “Answer due” to see what falls due first.',
    },
  },
  defaultSort: 'answerDue',
  access: { read: isLegalEditor, create: isLegalEditor, update: isLegalEditor, delete: isLegalEditor },
  hooks: { beforeValidate: [checkConsistency], afterChange: [tellDoctor] },
  endpoints: [{ path: '/export', method: 'get', handler: exportRequests }],
  fields: [
    {
      name: 'summary',
      type: 'text',
      label: { es: 'Asunto', en: 'Subject' },
      required: true,
      maxLength: 200,
      admin: { description: { es: 'En pocas palabras, qué se pide.', en: 'In a few words, what is asked.' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'right',
          type: 'select',
          label: { es: 'Derecho', en: 'Right' },
          required: true,
          index: true,
          options: [
            { value: 'access', label: { es: 'Acceso', en: 'Access' } },
            { value: 'rectification', label: { es: 'Rectificación', en: 'Rectification' } },
            { value: 'cancellation', label: { es: 'Cancelación', en: 'Cancellation' } },
            { value: 'opposition', label: { es: 'Oposición', en: 'Opposition' } },
            { value: 'consentWithdrawal', label: { es: 'Revocación del consentimiento', en: 'Withdrawal of consent' } },
          ],
        },
        {
          name: 'channel',
          type: 'select',
          label: { es: 'Cómo llegó', en: 'Channel' },
          required: true,
          defaultValue: 'email',
          options: [
            { value: 'form', label: { es: 'Formulario de «Mi cuenta»', en: '“My account” form' } },
            { value: 'email', label: { es: 'Correo electrónico', en: 'E-mail' } },
            { value: 'letter', label: { es: 'Carta', en: 'Letter' } },
          ],
        },
        {
          name: 'state',
          type: 'select',
          label: { es: 'Estado', en: 'State' },
          required: true,
          defaultValue: 'received',
          index: true,
          options: [
            { value: 'received', label: { es: 'Recibida', en: 'Received' } },
            { value: 'identityVerified', label: { es: 'Identidad acreditada', en: 'Identity verified' } },
            { value: 'answered', label: { es: 'Respondida', en: 'Answered' } },
            { value: 'carriedOut', label: { es: 'Ejecutada', en: 'Carried out' } },
            { value: 'refused', label: { es: 'Negada', en: 'Refused' } },
          ],
        },
      ],
    },
    {
      name: 'requesterKind',
      type: 'radio',
      label: { es: 'Quién la hace', en: 'Requester' },
      required: true,
      defaultValue: 'other',
      options: [
        { value: 'doctor', label: { es: 'Un médico con cuenta', en: 'A doctor with an account' } },
        { value: 'other', label: { es: 'Un paciente u otra persona', en: 'A patient or another person' } },
      ],
    },
    {
      name: 'doctor',
      type: 'relationship',
      relationTo: 'doctors',
      label: { es: 'Médico', en: 'Doctor' },
      index: true,
      admin: { condition: (data) => data?.requesterKind === 'doctor' },
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.requesterKind !== 'doctor' },
      fields: [
        { name: 'requesterName', type: 'text', label: { es: 'Nombre', en: 'Name' }, maxLength: 200 },
        { name: 'requesterEmail', type: 'email', label: { es: 'Correo electrónico', en: 'E-mail' } },
        { name: 'requesterPhone', type: 'text', label: { es: 'Teléfono', en: 'Phone' }, maxLength: 40 },
      ],
    },
    happenedOn('receivedOn', { es: 'Recibida el', en: 'Received on' }, true),
    {
      name: 'request',
      type: 'textarea',
      label: { es: 'Qué se pide', en: 'What is asked' },
      required: true,
      maxLength: 10_000,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'answerBy',
          type: 'select',
          label: { es: 'Cómo quiere la respuesta', en: 'Answer wanted by' },
          defaultValue: 'email',
          options: [
            { value: 'email', label: { es: 'Correo electrónico', en: 'E-mail' } },
            { value: 'post', label: { es: 'Correo postal', en: 'Post' } },
          ],
        },
        {
          name: 'postalAddress',
          type: 'textarea',
          label: { es: 'Dirección postal', en: 'Postal address' },
          maxLength: 500,
          admin: { condition: (data) => data?.answerBy === 'post' },
        },
      ],
    },
    {
      name: 'identityProof',
      type: 'textarea',
      label: { es: 'Cómo se acreditó la identidad', en: 'How the identity was proven' },
      maxLength: 2000,
      admin: {
        description: {
          es: 'Por ejemplo: «sesión iniciada en su cuenta» o «copia de identificación oficial recibida por correo el …».',
          en: 'For example: “signed in to their account” or “copy of official ID received by e-mail on …”.',
        },
      },
    },
    {
      // The list's «Plazo» column: the next deadline in business days, due soon and overdue marked.
      name: 'deadline',
      type: 'ui',
      label: { es: 'Plazo', en: 'Deadline' },
      admin: { components: { Cell: '/data-rights/components/admin/DeadlineCell#DeadlineCell' } },
    },
    {
      type: 'row',
      fields: [
        dueOn(
          'answerDue',
          { es: 'Respuesta a más tardar', en: 'Answer due' },
          { es: 'Se calcula al guardar.', en: 'Worked out on save.' },
        ),
        dueOn(
          'executionDue',
          { es: 'Ejecución a más tardar', en: 'Execution due' },
          { es: 'Desde la fecha de respuesta.', en: 'From the answer date.' },
        ),
      ],
    },
    extension('answerExtension', { es: 'Ampliación del plazo de respuesta', en: 'Extension of the answer period' }),
    { name: 'answer', type: 'textarea', label: { es: 'Respuesta', en: 'Answer' }, maxLength: 10_000 },
    happenedOn('answeredOn', { es: 'Respondida el', en: 'Answered on' }),
    {
      name: 'refusalReason',
      type: 'textarea',
      label: { es: 'Motivo de la negativa', en: 'Reason for the refusal' },
      maxLength: 5000,
      admin: { condition: (data) => data?.state === 'refused' },
    },
    extension('executionExtension', {
      es: 'Ampliación del plazo de ejecución',
      en: 'Extension of the execution period',
    }),
    happenedOn('carriedOutOn', { es: 'Ejecutada el', en: 'Carried out on' }),
  ],
}
