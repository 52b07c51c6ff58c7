/** Cache entries as Next.js hands them to the cache handler's stores (cache-handler.mjs). */
import type createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

type Entry = Parameters<ReturnType<typeof createLruHandler>['set']>[1]

const entry = (value: object, tags: string[] = []) =>
  ({ lastModified: Date.now(), lifespan: null, tags, value }) as unknown as Entry

/** A rendered page (status undefined: 200), its tags in its headers and on the entry. */
export const pageEntry = (status?: number, tags = 'collection:pages:pricing') =>
  entry({ kind: 'APP_PAGE', status, html: '<p>page</p>', headers: { 'x-next-cache-tags': tags } }, [
    tags,
  ])

/** A route's answer (a share card): its tags only in its headers, as Next.js passes them. */
export const cardEntry = (status: number, tags: string) =>
  entry({
    kind: 'APP_ROUTE',
    status,
    body: Buffer.from('png'),
    headers: { 'x-next-cache-tags': tags },
  })

/** A cached query's result (unstable_cache stores it as JSON). */
export const queryEntry = (result: unknown) =>
  entry({
    kind: 'FETCH',
    data: { headers: {}, body: JSON.stringify(result), status: 200, url: '' },
  })
