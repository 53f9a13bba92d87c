import { postsPart1 } from '#src/seed/content/posts-1.ts'
import { postsPart2 } from '#src/seed/content/posts-2.ts'
import type { SeedPost } from '#src/seed/content/types.ts'

/** The six blog posts, ids 1 to 6 (their URLs: /blog/1 …). */
export const posts: SeedPost[] = [...postsPart1, ...postsPart2].sort((a, b) => a.id - b.id)
