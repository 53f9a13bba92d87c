import { copyFields, copyGroup } from '#src/fields/common.ts'
import { syncGuidesHook } from '#src/search/plugin.ts'
import { pageGlobal } from '#src/globals/Pages/pageGlobal.ts'

const heading = { title: ['Título', 'Title'], subtitle: ['Subtítulo', 'Subtitle', 'textarea'] } as const
const tile = { title: ['Título', 'Title'], description: ['Descripción', 'Description', 'textarea'] } as const

export const HelpPage = pageGlobal('help-page', { es: 'Ayuda', en: 'Help' }, [
  ...copyFields(heading),
  copyGroup('guides', ['Mosaico: guías', 'Tile: guides'], tile),
  copyGroup('tutorials', ['Mosaico: tutoriales', 'Tile: tutorials'], tile),
  copyGroup('faq', ['Mosaico: preguntas frecuentes', 'Tile: FAQ'], tile),
  copyGroup('emailSupport', ['Mosaico: soporte por correo', 'Tile: e-mail support'], {
    ...tile,
    subject: ['Asunto prellenado', 'Preset subject'],
  }),
  copyGroup('liveChat', ['Chat en vivo', 'Live chat'], tile),
  copyGroup('directContact', ['Contacto directo', 'Direct contact'], heading),
  copyGroup('faqPage', ['Página de preguntas frecuentes', 'FAQ page'], heading),
])

export const ContactPage = pageGlobal('contact-page', { es: 'Contacto', en: 'Contact' }, [
  ...copyFields(heading),
  copyGroup('email', ['Tarjeta de correo', 'E-mail card'], tile),
  copyGroup('whatsapp', ['Tarjeta de WhatsApp', 'WhatsApp card'], tile),
  copyGroup('demo', ['Bloque de demostración', 'Demo block'], {
    ...tile,
    buttonLabel: ['Botón', 'Button'],
    subject: ['Asunto prellenado', 'Preset subject'],
    message: ['Mensaje prellenado', 'Preset message', 'textarea'],
  }),
  copyGroup('success', ['Mensaje de agradecimiento', 'Thank-you message'], {
    title: ['Título', 'Title'],
    text: ['Texto', 'Text', 'textarea'],
  }),
])

export const FeaturesPage = pageGlobal('features-page', { es: 'Página de funcionalidades', en: 'Features page' }, [
  ...copyFields(heading),
  copyGroup('moreComing', ['Más por venir', 'More coming soon'], tile),
])

export const IntegrationsPage = pageGlobal(
  'integrations-page',
  { es: 'Página de integraciones', en: 'Integrations page' },
  copyFields(heading),
)

export const SecurityPage = pageGlobal('security-page', { es: 'Seguridad', en: 'Security' }, [
  ...copyFields({ ...heading, status: ['Estado', 'Status'] }),
])

const guidesPage = pageGlobal('guides-page', { es: 'Guías', en: 'Guides' }, [
  ...copyFields({ ...heading, status: ['Estado', 'Status'] }),
  {
    name: 'topics',
    type: 'array',
    label: { es: 'Temas planeados', en: 'Planned topics' },
    labels: { singular: { es: 'Tema', en: 'Topic' }, plural: { es: 'Temas', en: 'Topics' } },
    minRows: 1,
    fields: copyFields(tile),
  },
])
/** The guides' topics are searched too: each save rebuilds their search entry (src/search). */
export const GuidesPage = {
  ...guidesPage,
  hooks: { afterChange: [...(guidesPage.hooks?.afterChange ?? []), syncGuidesHook] },
}

export const BlogPage = pageGlobal('blog-page', { es: 'Página del blog', en: 'Blog page' }, [
  ...copyFields(heading),
  copyGroup('cta', ['Llamado a registrarse', 'Register call to action'], {
    title: ['Título', 'Title'],
    text: ['Texto', 'Text', 'textarea'],
    buttonLabel: ['Botón', 'Button'],
  }),
])

export const DashboardPage = pageGlobal('dashboard-page', { es: 'Panel del médico', en: 'Doctor dashboard' }, [
  ...copyFields({ welcome: ['Bienvenida', 'Welcome'], subtitle: ['Subtítulo', 'Subtitle', 'textarea'] }),
  copyGroup('comingSoon', ['Tarjeta «próximamente»', 'Coming-soon card'], {
    title: ['Título', 'Title'],
    text: ['Texto', 'Text', 'textarea'],
  }),
])

export const AccountPage = pageGlobal('account-page', { es: 'Acceso de médicos', en: 'Doctor sign-in' }, [
  copyGroup('login', ['Iniciar sesión', 'Sign in'], heading),
  copyGroup('register', ['Crear cuenta', 'Create account'], heading),
])

export const pageGlobals = [
  HelpPage,
  ContactPage,
  FeaturesPage,
  IntegrationsPage,
  SecurityPage,
  GuidesPage,
  BlogPage,
  DashboardPage,
  AccountPage,
]
