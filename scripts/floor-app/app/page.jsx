// One heading and one paragraph, no client component, no stylesheet, no web font.
export default function Page() {
  return (
    <main>
      <h1>Citas médicas por WhatsApp, las 24 horas</h1>
      <p>Tu asistente agenda, cambia y cancela citas, sincroniza tu Google Calendar y envía recordatorios.</p>
    </main>
  )
}
