/**
 * The submission load of `npm run bench`, in a process of its own: autocannon posts distinct,
 * valid wizard submissions to `POST /api/onboarding` with `connections` clients for `duration`
 * seconds, and prints its figures and the submissionIds answered 2xx as one JSON line.
 *   tsx bench/submissions.ts <base url> <connections> <seconds>
 */
import autocannon from 'autocannon'
import crypto from 'node:crypto'
import { validSubmission } from '../tests/support/submission'

const [base = '', connections = '20', duration = '10'] = process.argv.slice(2)
const answered: string[] = []
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(duration),
  timeout: 10,
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      method: 'POST',
      path: '/api/onboarding',
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify(validSubmission(crypto.randomUUID())),
      }),
      onResponse: (status, body) => {
        if (status >= 200 && status < 300)
          answered.push((JSON.parse(body) as { submissionId: string }).submissionId)
      },
    },
  ],
})
process.stdout.write(
  `SUBMISSIONS_JSON ${JSON.stringify({
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
    answered,
  })}\n`,
)
