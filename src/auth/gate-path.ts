/**
 * The path the dashboard gate (src/proxy.ts) compares, made from the raw request path the way the
 * router could read it, and then some: percent-encodings decoded (repeatedly: a double encoding
 * must not slip through either), NUL and other control characters, spaces and encoded whitespace
 * removed, backslashes read as slashes, repeated slashes collapsed, `.` and `..` segments
 * resolved, letters lower-cased. The router matches fewer spellings than this; a gate that sees
 * more of them can only send a few odd addresses to the sign-in page, never let one through
 * (issue 15, finding 3: /%64ashboard, /dashboar%64, /dashboard%00, /en/dashboard%20 …).
 */
export function gatePath(rawPathname: string): string {
  let path = rawPathname
  for (let round = 0; round < 4; round += 1) {
    const decoded = decodeLenient(path)
    if (decoded === path) break
    path = decoded
  }
  path = path
    .replace(/\\/g, '/')
    .replace(/[\u0000-\u001f\u007f-\u009f\s\u200b-\u200d\u2060\ufeff]+/g, '')
    .toLowerCase()
  const segments: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}`
}

/** decodeURIComponent, but a malformed escape (a lone %) leaves the rest decodable. */
function decodeLenient(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value.replace(/%[0-9a-f]{2}/gi, (escape) => {
      try {
        return decodeURIComponent(escape)
      } catch {
        return escape
      }
    })
  }
}
