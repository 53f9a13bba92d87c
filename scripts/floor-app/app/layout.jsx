// The framework's floor (docs/performance.md): the smallest App Router page, built with the versions
// this project pins. `npm run audit` builds and audits it beside the site's pages as the reference.
// A title and a description, so that only performance tells the floor from the site's pages.
export const metadata = {
  title: 'CitaYa: citas médicas por WhatsApp',
  description: 'Tu asistente de WhatsApp agenda, cambia y cancela citas médicas y envía recordatorios.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  )
}
