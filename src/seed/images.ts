import sharp from 'sharp'

/**
 * Images made on this machine (nothing is downloaded), drawn as SVG and rasterized to PNG by
 * sharp. No text is drawn, so no font is needed.
 */

/** A diagonal gradient with soft shapes and a calendar card: the social card. */
export async function gradientImage({
  from,
  to,
  width,
  height,
  seed,
}: {
  from: string
  to: string
  width: number
  height: number
  seed: number
}): Promise<Buffer> {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const n = (seed * 7919 + i * 104729) % 1000
    const cx = Math.round((n / 1000) * width)
    const cy = Math.round((((n * 31) % 1000) / 1000) * height)
    const r = Math.round(height * (0.15 + ((n * 17) % 100) / 250))
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${0.06 + (i % 3) * 0.04}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <rect x="${width * 0.34}" y="${height * 0.28}" width="${width * 0.32}" height="${height * 0.44}" rx="${height * 0.05}" fill="#ffffff" fill-opacity="0.9"/>
    <rect x="${width * 0.34}" y="${height * 0.28}" width="${width * 0.32}" height="${height * 0.1}" rx="${height * 0.03}" fill="${to}" fill-opacity="0.85"/>
    ${[0, 1, 2].map((row) => [0, 1, 2, 3].map((col) => `<rect x="${width * (0.37 + col * 0.068)}" y="${height * (0.43 + row * 0.085)}" width="${width * 0.045}" height="${height * 0.055}" rx="4" fill="${from}" fill-opacity="${(row + col + seed) % 4 === 0 ? 0.9 : 0.25}"/>`).join('')).join('')}
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** What a blog post's cover shows: one scene per subject. */
export type PostScene = 'reminder' | 'calendar-sync' | 'privacy' | 'night' | 'own-number' | 'clinic'

// ── Drawing parts, on a 1280 × 720 canvas ─────────────────────────────────────────────────────

const WHATSAPP = '#25d366'
const INK = '#0f172a'

/** A soft shadow under a rounded shape (blurred by the "soft" filter). */
const shadow = (x: number, y: number, w: number, h: number, r: number) =>
  `<rect x="${x + 6}" y="${y + 18}" width="${w}" height="${h}" rx="${r}" fill="${INK}" fill-opacity="0.28" filter="url(#soft)"/>`

const card = (x: number, y: number, w: number, h: number, r = 28, fill = '#ffffff') =>
  `${shadow(x, y, w, h, r)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`

/** Lines of "text": rounded bars. */
const lines = (x: number, y: number, widths: number[], color: string, height = 14, gap = 26) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${height}" rx="${height / 2}" fill="${color}"/>`,
    )
    .join('')

const check = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${cx - r * 0.42} ${cy + r * 0.02}l${r * 0.28} ${r * 0.3} ${r * 0.56}-${r * 0.6}" fill="none" stroke="#fff" stroke-width="${r * 0.22}" stroke-linecap="round" stroke-linejoin="round"/>`

/** A phone seen from the front; `screen` is drawn inside it (its own coordinates: the screen's top left). */
function phone(x: number, y: number, w: number, h: number, screen: string, screenFill = '#efeae2') {
  return `${shadow(x, y, w, h, 48)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="48" fill="${INK}"/>
    <rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="36" fill="${screenFill}"/>
    <rect x="${x + w / 2 - 40}" y="${y + 26}" width="80" height="18" rx="9" fill="${INK}"/>
    <g transform="translate(${x + 14} ${y + 14})">${screen}</g>`
}

/** A chat bubble with text bars; `side` is where its tail is. */
function bubble(x: number, y: number, w: number, h: number, side: 'left' | 'right', fill: string, bars: string) {
  const tail = side === 'left' ? `M${x} ${y}h22v22z` : `M${x + w} ${y}h-22v22z`
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${fill}"/><path d="${tail}" fill="${fill}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="none" stroke="${INK}" stroke-opacity="0.06"/>${bars}`
}

/** A month page: header band, 5 × 4 day cells, some of them filled with the accent. */
function calendar(x: number, y: number, w: number, h: number, accent: string, filled: number[], marked?: number) {
  const pad = 26
  const header = 70
  const cols = 5
  const rows = 4
  const cw = (w - pad * 2 - (cols - 1) * 12) / cols
  const ch = (h - header - pad * 2 - (rows - 1) * 12) / rows
  const cells = Array.from({ length: cols * rows }, (_, i) => {
    const cx = x + pad + (i % cols) * (cw + 12)
    const cy = y + header + pad + Math.floor(i / cols) * (ch + 12)
    const on = filled.includes(i)
    const cell = `<rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="8" fill="${accent}" fill-opacity="${on ? 0.9 : 0.12}"/>`
    return i === marked ? `${cell}${check(cx + cw / 2, cy + ch / 2, Math.min(cw, ch) * 0.36, WHATSAPP)}` : cell
  }).join('')
  return `${card(x, y, w, h, 24)}<path d="M${x} ${y + 24}a24 24 0 0 1 24-24h${w - 48}a24 24 0 0 1 24 24v${header - 24}h-${w}z" fill="${accent}"/>
    <rect x="${x + 56}" y="${y - 16}" width="14" height="40" rx="7" fill="${INK}" fill-opacity="0.75"/><rect x="${x + w - 70}" y="${y - 16}" width="14" height="40" rx="7" fill="${INK}" fill-opacity="0.75"/>
    ${lines(x + pad, y + 28, [w * 0.35], '#ffffff', 16)}${cells}`
}

function bell(cx: number, cy: number, s: number, fill: string) {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
    <path d="M-34 22c8-8 10-16 10-30 0-20 12-34 24-36 12 2 24 16 24 36 0 14 2 22 10 30z" fill="${fill}"/>
    <circle cx="0" cy="30" r="9" fill="${fill}"/><circle cx="0" cy="-46" r="6" fill="${fill}"/>
    <path d="M-50-30a60 60 0 0 0-8 30M50-30a60 60 0 0 1 8 30" fill="none" stroke="${fill}" stroke-width="7" stroke-linecap="round"/></g>`
}

function clock(cx: number, cy: number, r: number, face: string, hands: string) {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6
    const r1 = r * (i % 3 === 0 ? 0.74 : 0.8)
    return `<line x1="${cx + Math.sin(a) * r1}" y1="${cy - Math.cos(a) * r1}" x2="${cx + Math.sin(a) * r * 0.88}" y2="${cy - Math.cos(a) * r * 0.88}" stroke="${hands}" stroke-opacity="0.55" stroke-width="${i % 3 === 0 ? 8 : 5}" stroke-linecap="round"/>`
  }).join('')
  return `${shadow(cx - r, cy - r, r * 2, r * 2, r)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${face}"/>${ticks}
    <line x1="${cx}" y1="${cy}" x2="${cx - r * 0.3}" y2="${cy - r * 0.42}" stroke="${hands}" stroke-width="12" stroke-linecap="round"/>
    <line x1="${cx}" y1="${cy}" x2="${cx + r * 0.55}" y2="${cy - r * 0.12}" stroke="${hands}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="${cx}" cy="${cy}" r="12" fill="${hands}"/>`
}

function shield(cx: number, cy: number, s: number, fill: string, lock: string) {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
    <path d="M6 -112 L106 -76 C106 10 70 70 6 104 C-58 70 -94 10 -94 -76 Z" fill="${INK}" fill-opacity="0.28" filter="url(#soft)"/>
    <path d="M0 -120 L100 -84 C100 4 64 64 0 98 C-64 64 -100 4 -100 -84 Z" fill="${fill}"/>
    <path d="M0 -120 L100 -84 C100 4 64 64 0 98 Z" fill="#000" fill-opacity="0.06"/>
    <rect x="-36" y="-18" width="72" height="58" rx="10" fill="${lock}"/>
    <path d="M-22 -18v-16a22 22 0 0 1 44 0v16" fill="none" stroke="${lock}" stroke-width="11"/>
    <circle cx="0" cy="6" r="8" fill="${fill}"/><rect x="-4" y="6" width="8" height="18" rx="4" fill="${fill}"/></g>`
}

/** Two curved arrows in a circle: "kept in sync". */
function sync(cx: number, cy: number, r: number, color: string) {
  return `<g fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round">
    <path d="M${cx - r} ${cy}a${r} ${r} 0 0 1 ${r * 1.7} -${r * 0.53}"/><path d="M${cx + r} ${cy}a${r} ${r} 0 0 1 -${r * 1.7} ${r * 0.53}"/></g>
    <path d="M${cx + r * 0.9} ${cy - r * 0.9}l${r * 0.12} ${r * 0.5}-${r * 0.5} ${r * 0.02}z" fill="${color}" stroke="${color}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M${cx - r * 0.9} ${cy + r * 0.9}l-${r * 0.12}-${r * 0.5} ${r * 0.5}-${r * 0.02}z" fill="${color}" stroke="${color}" stroke-width="10" stroke-linejoin="round"/>`
}

/** The chat icon (a speech bubble with a handset), as on WhatsApp's logo. */
function chatIcon(cx: number, cy: number, r: number) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${WHATSAPP}"/>
    <path d="M${cx - r * 0.5} ${cy + r * 0.55}l${r * 0.1}-${r * 0.36}a${r * 0.55} ${r * 0.55} 0 1 1 ${r * 0.24} ${r * 0.24}z" fill="none" stroke="#fff" stroke-width="${r * 0.1}" stroke-linejoin="round"/>
    <path d="M${cx - r * 0.2} ${cy - r * 0.22}c0 ${r * 0.26} ${r * 0.16} ${r * 0.42} ${r * 0.42} ${r * 0.42}l${r * 0.1}-${r * 0.12}-${r * 0.14}-${r * 0.1}-${r * 0.08} ${r * 0.06}c-${r * 0.1}-${r * 0.04}-${r * 0.16}-${r * 0.1}-${r * 0.2}-${r * 0.2}l${r * 0.06}-${r * 0.08}-${r * 0.1}-${r * 0.14}z" fill="#fff"/>`
}

const scenes: Record<PostScene, (from: string, to: string) => string> = {
  /** A phone with the reminder in the chat, the bell ringing, tomorrow's appointment checked. */
  reminder: (from, to) =>
    phone(
      410,
      70,
      300,
      600,
      `<rect width="272" height="96" rx="0" fill="#075e54"/>
       ${bubble(22, 130, 200, 110, 'left', '#ffffff', lines(40, 156, [150, 120, 90], '#94a3b8'))}
       ${bubble(50, 262, 200, 64, 'right', '#d9fdd3', lines(68, 286, [110], '#86b98a'))}
       <rect x="16" y="360" width="240" height="130" rx="18" fill="#ffffff"/>${check(66, 425, 28, WHATSAPP)}${lines(110, 398, [120, 90, 60], '#cbd5e1')}`,
    ) +
    `<circle cx="330" cy="240" r="92" fill="#ffffff" fill-opacity="0.95"/>${bell(330, 250, 1.25, from)}` +
    calendar(780, 250, 330, 300, to, [3, 11, 14], 8),

  /** A calendar and a chat kept in step: new appointments appear in both. */
  'calendar-sync': (from, to) =>
    calendar(150, 150, 420, 420, to, [1, 6, 12, 18], 13) +
    `<circle cx="640" cy="360" r="70" fill="#ffffff" fill-opacity="0.95"/>${sync(640, 360, 42, from)}` +
    phone(
      760,
      90,
      300,
      560,
      `<rect width="272" height="96" fill="#075e54"/>
       ${bubble(50, 130, 200, 70, 'right', '#d9fdd3', lines(68, 154, [140], '#86b98a'))}
       ${bubble(22, 222, 210, 110, 'left', '#ffffff', lines(40, 248, [160, 130, 90], '#94a3b8'))}
       ${bubble(50, 354, 200, 70, 'right', '#d9fdd3', lines(68, 378, [100], '#86b98a'))}
       <rect x="22" y="446" width="210" height="70" rx="16" fill="#ffffff"/>${check(62, 481, 22, WHATSAPP)}${lines(96, 474, [110], '#94a3b8')}`,
    ),

  /** A shield with a lock in front of the appointment chat. */
  privacy: (from, to) =>
    card(250, 170, 300, 120, 22) +
    lines(280, 205, [220, 160], '#cbd5e1') +
    card(700, 330, 320, 120, 22, '#d9fdd3') +
    lines(730, 365, [240, 170], '#86b98a') +
    card(300, 430, 260, 100, 22) +
    lines(330, 462, [180, 120], '#cbd5e1') +
    shield(640, 360, 1.9, '#ffffff', to) +
    card(880, 190, 150, 64, 32) +
    [920, 955, 990].map((cx) => `<circle cx="${cx}" cy="222" r="10" fill="${from}" fill-opacity="0.6"/>`).join(''),

  /** Night: moon and stars, a clock past ten, a patient booking in the chat. */
  night: (_from, to) =>
    `<rect width="1280" height="720" fill="#0b1026" fill-opacity="0.55"/>` +
    Array.from(
      { length: 22 },
      (_, i) =>
        `<circle cx="${((i * 331) % 1240) + 20}" cy="${((i * 197) % 300) + 30}" r="${2 + (i % 3) * 1.5}" fill="#ffffff" fill-opacity="${0.5 + (i % 4) * 0.12}"/>`,
    ).join('') +
    `<circle cx="1090" cy="140" r="62" fill="#fde68a"/><circle cx="1118" cy="118" r="56" fill="${to}"/><circle cx="1118" cy="118" r="56" fill="#0b1026" fill-opacity="0.55"/>` +
    clock(380, 380, 170, '#ffffff', INK) +
    phone(
      700,
      110,
      290,
      560,
      `<rect width="262" height="96" fill="#075e54"/>
       ${bubble(46, 140, 196, 74, 'right', '#d9fdd3', lines(64, 164, [130], '#86b98a'))}
       ${bubble(20, 236, 206, 112, 'left', '#ffffff', lines(38, 262, [160, 130, 80], '#94a3b8'))}
       ${bubble(46, 370, 196, 74, 'right', '#d9fdd3', lines(64, 394, [90], '#86b98a'))}
       <rect x="20" y="466" width="206" height="56" rx="16" fill="#ffffff"/>${check(54, 494, 20, WHATSAPP)}${lines(86, 488, [110], '#94a3b8')}`,
      '#e2ddd5',
    ),

  /** The practice's own number: a phone with the chat icon, verified. */
  'own-number': (from) =>
    phone(
      490,
      60,
      300,
      610,
      `<rect width="272" height="582" rx="36" fill="#ffffff"/>
       ${chatIcon(136, 200, 92)}
       ${lines(56, 340, [160], '#cbd5e1', 20)}${lines(76, 380, [120], '#e2e8f0', 16)}
       <rect x="36" y="470" width="200" height="56" rx="28" fill="${WHATSAPP}"/>${lines(86, 491, [100], '#ffffff', 14)}`,
    ) +
    check(800, 170, 64, from) +
    `<circle cx="800" cy="170" r="64" fill="none" stroke="#ffffff" stroke-width="10"/>` +
    card(140, 300, 270, 110, 22) +
    `<circle cx="196" cy="355" r="30" fill="${from}" fill-opacity="0.85"/>${lines(244, 336, [130, 90], '#cbd5e1')}` +
    card(870, 380, 270, 110, 22, '#d9fdd3') +
    lines(900, 415, [200, 140], '#86b98a'),

  /** Three specialists' calendars feeding one central dashboard. */
  clinic: (from, to) => {
    const accents = [from, to, '#0f766e']
    const columns = accents
      .map((accent, i) =>
        calendar(
          150 + i * 350,
          90,
          280,
          300,
          accent,
          [
            [0, 7, 13],
            [2, 5, 16],
            [4, 9, 11],
          ][i]!,
        ),
      )
      .join('')
    const links = [290, 640, 990]
      .map(
        (x) =>
          `<path d="M${x} 400 C${x} 470 640 440 640 500" fill="none" stroke="#ffffff" stroke-width="8" stroke-opacity="0.85" stroke-dasharray="2 16" stroke-linecap="round"/>`,
      )
      .join('')
    return (
      columns +
      links +
      card(440, 500, 400, 170, 24) +
      `<rect x="470" y="530" width="110" height="110" rx="16" fill="${from}" fill-opacity="0.15"/>${check(525, 585, 34, WHATSAPP)}` +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="610" y="${536 + i * 36}" width="${200 - i * 40}" height="20" rx="10" fill="${accents[i]}" fill-opacity="0.8"/>`,
        )
        .join('')
    )
  },
}

/**
 * A blog post's cover: its subject drawn over the post's two colours (1280 × 720, 16:9 like the
 * cards and the article's image).
 */
export async function postImage({ scene, from, to }: { scene: PostScene; from: string; to: string }): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
      <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
    </defs>
    <rect width="1280" height="720" fill="url(#bg)"/>
    <circle cx="1180" cy="640" r="260" fill="#ffffff" fill-opacity="0.07"/><circle cx="80" cy="60" r="200" fill="#ffffff" fill-opacity="0.06"/>
    ${scenes[scene](from, to)}
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer()
}

/** The brand mark: a rounded square with a calendar check. */
export async function logoImage(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="14" fill="${color}"/>
    <rect x="14" y="16" width="36" height="34" rx="5" fill="#fff"/>
    <rect x="14" y="16" width="36" height="9" rx="4" fill="#99f6e4"/>
    <path d="M23 37l6 6 12-12" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
