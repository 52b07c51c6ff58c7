import { sql } from '@payloadcms/db-postgres'
import {
  excerptAround,
  toPrefixTsQuery,
  type SearchAnswer,
  type SearchKind,
  type SearchResult,
} from '@/lib/search'
import { database } from '@collections/transaction'
import { payloadClient } from './payload'

const db = async () => database(await payloadClient())

/**
 * The site search: entries of the search index (collections/Search) whose full-text vector
 * matches every term as a prefix, English stemming, case and punctuation ignored. Entries whose
 * title matches come first, then by PostgreSQL's rank, then by title. An entry is found only while
 * its document is published (pages, articles and case studies), a page among them
 * is shown in search engines, it has a public path, and its offer, if any, has not ended: the
 * index is kept on publish, and the query checks again. Not cached: a result changes the moment
 * its document does.
 */
export async function searchSite(
  query: string,
  terms: string[],
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<SearchAnswer> {
  if (terms.length === 0) return { query, terms, total: 0, results: [] }
  const tsquery = toPrefixTsQuery(terms)
  const { rows } = await (
    await db()
  ).execute(sql`
    select s.title, s.kind, s.path, s.excerpt, s.content,
           count(*) over () as total
    from search s, to_tsquery('english', ${tsquery}) q
    where s.search_vector @@ q
      and s.path is not null
      and (s.hide_after is null or s.hide_after > now())
      and exists (
        select 1 from search_rels r
        left join pages p on p.id = r.pages_id
        left join posts a on a.id = r.posts_id
        left join case_studies c on c.id = r.case_studies_id
        where r.parent_id = s.id and r.path = 'doc'
          and ((p._status = 'published' and p.indexed is not false) or a._status = 'published'
               or c._status = 'published')
      )
    order by (to_tsvector('english', coalesce(s.title, '')) @@ q) desc,
             ts_rank(s.search_vector, q) desc, s.title asc, s.id asc
    limit ${limit} offset ${offset}`)
  const results: SearchResult[] = rows.map((row) => ({
    title: String(row.title ?? ''),
    type: String(row.kind) as SearchKind,
    path: String(row.path),
    excerpt: excerptAround(String(row.content ?? ''), terms, String(row.excerpt ?? '')),
  }))
  // Past the last page nothing is counted: the page says so and links back to the first.
  const total = rows.length ? Number(rows[0].total) : 0
  return { query, terms, total, results }
}
