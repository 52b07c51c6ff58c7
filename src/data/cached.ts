import { unstable_cache } from 'next/cache'

/**
 * A query of published content, kept in Next.js's data cache (shared by every app instance when
 * the cache is in Redis) and tagged with what it read. The tags also mark every page rendered
 * with its result, so revalidating one of them refreshes the query and those pages together.
 * `name` and the arguments make the cache key.
 */
export function tagged<Args extends Array<string | number | undefined>, Result>(
  name: string,
  tags: (...args: NoInfer<Args>) => string[],
  query: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) =>
    unstable_cache(() => query(...args), [name, ...args.map(String)], { tags: tags(...args) })()
}
