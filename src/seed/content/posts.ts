import { postsPart1 } from './posts-1'
import { postsPart2 } from './posts-2'
import type { SeedPost } from './types'

/** The six blog posts, ids 1 to 6 (their URLs: /blog/1 …). */
export const posts: SeedPost[] = [...postsPart1, ...postsPart2].sort((a, b) => a.id - b.id)
