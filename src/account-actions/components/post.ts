/** POSTs JSON to one of the site's account endpoints; the body of the answer, whatever its status. */
export async function postJson(path: string, body: unknown): Promise<{ ok: boolean; status: number; body: unknown }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { ok: response.ok, status: response.status, body: await response.json().catch(() => null) }
  } catch {
    // No answer at all (offline, server down): the catalogue's connection message.
    return { ok: false, status: 0, body: { error: 'unavailable' } }
  }
}
