import type { UIFieldServerProps } from 'payload'
import { BriefDocument } from '@/components/onboarding/BriefDocument'
import { buildBrief, briefFileName, type BriefAnswers } from '@/lib/onboarding/brief'
import { deliverySummary, type BriefDelivery } from '@/lib/onboarding/submission-labels'
import './brief-panel.scss'

type Submission = BriefAnswers & BriefDelivery & { id?: number | string; createdAt?: string }

/**
 * The Brief tab of a submission: where its e-mail stands, a download of the Markdown file the
 * team received, and the brief itself, laid out as the client saw it.
 */
export function BriefPanel({ data }: UIFieldServerProps) {
  const doc = (data ?? {}) as Submission
  if (!doc.id || !doc.createdAt) return null
  const date = new Date(doc.createdAt)
  return (
    <div className="brief-panel">
      <p className="brief-panel__delivery" data-status={doc.briefStatus ?? 'queued'}>
        <strong>Brief e-mail:</strong> {deliverySummary(doc)}
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
        <BriefDocument brief={buildBrief(doc, { date })} headingLevel={1} />
      </article>
    </div>
  )
}
