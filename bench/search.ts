/**
 * The search load of `npm run bench`, in a process of its own: autocannon sends, with
 * `connections` clients for `duration` seconds, the header box's as-you-type queries to
 * `GET /api/site-search` (whole words, prefixes, several words, punctuation and a query that finds
 * nothing, in turn), and prints its figures as one JSON line.
 *   tsx bench/search.ts <base url> <connections> <seconds>
 */
import autocannon from 'autocannon'
import { loadFigures } from './autocannon-figures'

const [base = '', connections = '20', duration = '10'] = process.argv.slice(2)
const QUERIES = [
  'linkedin',
  'sales navig',
  'cold email',
  'case study',
  'outreach',
  'charity',
  "LinkedIn's events",
  'pricing',
  'thought leadership',
  'qwzvx',
  'booked calls',
  'ai',
]
let next = 0
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(duration),
  timeout: 10,
  requests: [
    {
      method: 'GET',
      setupRequest: (req) => ({
        ...req,
        path: `/api/site-search?${new URLSearchParams({ q: QUERIES[next++ % QUERIES.length]! })}`,
      }),
    },
  ],
})
process.stdout.write(`SEARCH_JSON ${JSON.stringify(loadFigures(result))}\n`)
