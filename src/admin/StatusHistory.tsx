import type { UIFieldServerProps } from 'payload'
import './brief-panel.scss'
import { SUBMISSION_STATUS, formatUtc, optionLabel } from '@/lib/onboarding/submission-labels'

type Change = {
  id?: string
  from?: string | null
  to?: string | null
  by?: string | null
  at?: string
}

/** A submission's status history, newest first: who moved it, from what, to what and when. */
export function StatusHistory({ data }: UIFieldServerProps) {
  const history = ((data?.statusHistory ?? []) as Change[]).filter((change) => change.at)
  return (
    <section className="status-history" aria-labelledby="status-history-heading">
      <h3 id="status-history-heading">Status history</h3>
      {history.length ? (
        <ol className="status-history__list">
          {history.map((change, index) => (
            <li key={change.id ?? index}>
              <time dateTime={change.at}>{formatUtc(change.at!)}</time>:{' '}
              {change.from
                ? `${optionLabel(SUBMISSION_STATUS, change.from)} → ${optionLabel(SUBMISSION_STATUS, change.to)}`
                : `Received as ${optionLabel(SUBMISSION_STATUS, change.to)}`}{' '}
              {change.by ? <span className="status-history__by">by {change.by}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>No change of status recorded yet: changes from now on are listed here.</p>
      )}
    </section>
  )
}
