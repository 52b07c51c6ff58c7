import type { UIFieldServerProps } from 'payload'
import { BriefDocument } from '@/components/onboarding/BriefDocument'
import { findPlanChoices } from '@/data/pricing'
import { buildBrief, briefFileName, type BriefAnswers } from '@/lib/onboarding/brief'
import { BriefActions } from './BriefActions'
import { BRIEF_ACTIONS, type BriefLogEntry } from '@collections/OnboardingSubmissions/briefActions'
import {
  confirmationSummary,
  formatUtc,
  optionLabel,
  deliverySummary,
  type BriefDelivery,
  type ConfirmationDelivery,
} from '@/lib/onboarding/submission-labels'
import './brief-panel.scss'

type Submission = BriefAnswers &
  BriefDelivery &
  ConfirmationDelivery & {
    id?: number | string
    createdAt?: string
    briefLog?: BriefLogEntry[] | null
  }

/**
 * The Brief tab of a submission: where its e-mails (the brief to the team, the confirmation to
 * the client) stand, a download of the Markdown file the
 * team received, and the brief itself, laid out as the client saw it.
 */
export async function BriefPanel({ data }: UIFieldServerProps) {
  const doc = (data ?? {}) as Submission
  if (!doc.id || !doc.createdAt) return null
  const date = new Date(doc.createdAt)
  const plans = await findPlanChoices()
  return (
    <div className="brief-panel">
      <p className="brief-panel__delivery" data-status={doc.briefStatus ?? 'queued'}>
        <strong>Brief e-mail to the team:</strong> {deliverySummary(doc)}
      </p>
      {doc.briefLog?.length ? (
        <ul className="brief-panel__log" aria-label="Brief e-mail sent by hand">
          {doc.briefLog.map((entry, index) => (
            <li key={entry.id ?? index}>
              {optionLabel(BRIEF_ACTIONS, entry.what)} by {entry.by ?? 'the server'},{' '}
              {formatUtc(entry.at)}
            </li>
          ))}
        </ul>
      ) : null}
      <BriefActions id={doc.id} delivered={doc.briefStatus === 'delivered'} />
      <p className="brief-panel__delivery" data-status={doc.confirmationStatus ?? 'none'}>
        <strong>Confirmation to the client:</strong> {confirmationSummary(doc)}
      </p>
      <p>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`/api/onboarding-submissions/${doc.id}/brief`}
          download={briefFileName(doc.name, date)}
        >
          Download brief (.md)
        </a>
      </p>
      <article className="brief-panel__document" aria-label="Client brief">
        <BriefDocument brief={buildBrief(doc, { date, plans })} headingLevel={1} />
      </article>
    </div>
  )
}
