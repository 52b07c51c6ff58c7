/**
 * The write loads of `npm run bench`, in a process of their own: autocannon sends, with
 * `connections` clients for `duration` seconds, either distinct valid wizard submissions to
 * `POST /api/onboarding` (`submissions`) or the wizard's step saves to `PUT /api/onboarding/draft`
 * (`drafts`: each a visitor's first save of steps 1-3, which creates the draft), and prints its
 * figures and the references answered 2xx as one JSON line.
 *   tsx bench/submissions.ts <base url> <connections> <seconds> [submissions|drafts]
 */
import autocannon from 'autocannon'
import crypto from 'node:crypto'
import { validAnswers, validSubmission } from '../tests/support/submission'
import { loadFigures } from './autocannon-figures'

const [base = '', connections = '20', duration = '10', kind = 'submissions'] = process.argv.slice(2)
const answered: string[] = []
const request =
  kind === 'drafts'
    ? {
        method: 'PUT' as const,
        path: '/api/onboarding/draft',
        body: (reference: string) => ({
          reference,
          baseRevision: 0,
          stepsDone: 3,
          variant: 'full',
          page: '/onboarding',
          answers: validAnswers(),
          attribution: { landingPage: '/', utmSource: 'bench' },
        }),
        reference: (body: string) =>
          (JSON.parse(body) as { draft: { reference: string } }).draft.reference,
      }
    : {
        method: 'POST' as const,
        path: '/api/onboarding',
        body: (reference: string) => validSubmission(reference),
        reference: (body: string) => (JSON.parse(body) as { submissionId: string }).submissionId,
      }
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(duration),
  timeout: 10,
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      method: request.method,
      path: request.path,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify(request.body(crypto.randomUUID())),
      }),
      onResponse: (status, body) => {
        if (status >= 200 && status < 300) answered.push(request.reference(body))
      },
    },
  ],
})
process.stdout.write(`SUBMISSIONS_JSON ${JSON.stringify({ ...loadFigures(result), answered })}\n`)
