/** Posts per blog page (spec). */
export const POSTS_PER_PAGE = 6

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
}
