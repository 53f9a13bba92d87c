/** A WhatsApp chat with the company number, optionally prefilled. */
export function whatsappLink(number: string, text?: string | null): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : ''
  return `https://wa.me/${number.replace(/\D/g, '')}${query}`
}

export function mailtoLink(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
}

/** "+52 1 55 1234 5678"-style display of a digits-only number. */
export function displayPhone(number: string): string {
  const digits = number.replace(/\D/g, '')
  const match = /^(52)(1?)(\d{2})(\d{4})(\d{4})$/.exec(digits)
  if (!match) return `+${digits}`
  return `+${match[1]}${match[2] ? ` ${match[2]}` : ''} ${match[3]} ${match[4]} ${match[5]}`
}
