import sharp from 'sharp'

/**
 * Images made on this machine (nothing is downloaded): a diagonal gradient with soft shapes,
 * as PNG. No text is drawn, so no font is needed.
 */
export async function gradientImage({ from, to, width, height, seed }: { from: string; to: string; width: number; height: number; seed: number }): Promise<Buffer> {
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
