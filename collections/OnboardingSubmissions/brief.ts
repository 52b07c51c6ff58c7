import type { CollectionBeforeChangeHook, Payload } from 'payload'
import { briefMarkdown, buildBrief, type BriefAnswers } from '@/lib/onboarding/brief'
import type { PlanChoice } from '@/lib/onboarding/plans'

/**
 * The published plans a visitor can join, by key and name, in the order they were created, read
 * afresh: the server's check of a submitted plan and the brief, which must see a change at once.
 */
export async function publishedPlanChoices(payload: Payload): Promise<PlanChoice[]> {
  const { docs } = await payload.find({
    collection: 'plans',
    where: { _status: { equals: 'published' } },
    select: { key: true, name: true },
    sort: 'createdAt',
    depth: 0,
    limit: 100,
    pagination: false,
  })
  return docs.map((plan) => ({ key: plan.key, name: plan.name }))
}

/**
 * The stored brief (what the Brief tab downloads and a re-sent e-mail carries) follows the
 * answers: when staff correct a client's details, the brief is written again from the record as
 * it now stands, dated as the submission. An anonymised submission has no brief to rewrite.
 */
export const rewriteBrief: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
  context,
}) => {
  if (operation !== 'update' || context.anonymising || !originalDoc?.brief) return data
  if (originalDoc.anonymisedAt) return data
  const record = { ...originalDoc, ...data } as BriefAnswers
  const plans = await publishedPlanChoices(req.payload)
  data.brief = briefMarkdown(buildBrief(record, { date: new Date(originalDoc.createdAt), plans }))
  return data
}
