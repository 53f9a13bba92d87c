/** The company's facts, as the spec gives them. */
export const siteSettings = {
  brandName: 'CitaYa',
}
