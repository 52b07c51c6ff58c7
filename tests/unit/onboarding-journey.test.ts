import { describe, expect, it } from 'vitest'

import { isNewerDraft, parseDraft, serialiseDraft } from '@/lib/onboarding/draft'
import { furthestStep, reachableStep, stepFromSearch, stepHref } from '@/lib/onboarding/journey'
import { isKnownPlan, NO_PLAN, openingPlan, planName } from '@/lib/onboarding/plans'
import { emptyAnswers, emptyIcp, type OnboardingAnswers } from '@/lib/onboarding/schema'

const ID = '3f1c9a52-7d4e-4b8a-9c61-0e2f5a7b8d90'
const PLANS = [
  { key: 'startup', name: 'Start Up' },
  { key: 'pro', name: 'Leadpilot Pro' },
]

/** Answers that pass steps 1 to `upTo`, and nothing after. */
function validUpTo(upTo: number): OnboardingAnswers {
  const answers = emptyAnswers()
  if (upTo >= 1) {
    Object.assign(answers, {
      name: 'Jane Doe',
      email: 'jane@acme.example',
      company: 'Acme',
      role: 'Founder',
    })
  }
  if (upTo >= 2) {
    Object.assign(answers, {
      companyName: 'Acme Ltd',
      companyWebsite: 'acme.example',
      offeringSummary: 'Widgets',
    })
  }
  if (upTo >= 3) answers.icps = [{ ...emptyIcp(), jobTitles: ['COO'] }]
  return answers
}

describe('the step in the address', () => {
  it('reads ?step=N within the form, and nothing else', () => {
    expect(stepFromSearch('?step=3', 5)).toBe(3)
    expect(stepFromSearch('?offer=october&step=2', 5)).toBe(2)
    expect(stepFromSearch('?step=9', 5)).toBe(5)
    expect(stepFromSearch('?step=4', 2)).toBe(2)
    expect(stepFromSearch('?step=0', 5)).toBe(1)
    expect(stepFromSearch('', 5)).toBeNull()
    expect(stepFromSearch('?step=', 5)).toBeNull()
    expect(stepFromSearch('?step=two', 5)).toBeNull()
    expect(stepFromSearch('?step=-1', 5)).toBeNull()
    expect(stepFromSearch('?step=2.5', 5)).toBeNull()
    expect(stepFromSearch('?step=99999999', 5)).toBeNull()
  })

  it('writes the step beside the other parameters and the hash; step 1 has none', () => {
    const base = 'https://site.example/onboarding?offer=october#form'
    expect(stepHref(base, 3)).toBe('/onboarding?offer=october&step=3#form')
    expect(stepHref('https://site.example/onboarding?step=3&offer=october', 1)).toBe(
      '/onboarding?offer=october',
    )
    expect(stepHref('https://site.example/onboarding?step=3', 4)).toBe('/onboarding?step=4')
  })
})

describe('the furthest step the answers reach', () => {
  it('is the first step whose answers are not valid', () => {
    expect(furthestStep(validUpTo(0), 5)).toBe(1)
    expect(furthestStep(validUpTo(1), 5)).toBe(2)
    expect(furthestStep(validUpTo(2), 5)).toBe(3)
    // Steps 4 and 5 ask nothing required, so valid first three steps reach the last.
    expect(furthestStep(validUpTo(3), 5)).toBe(5)
    expect(furthestStep(validUpTo(2), 2)).toBe(2)
  })

  it('holds a deep link back to the first step that needs answers', () => {
    expect(reachableStep(4, validUpTo(0), 5)).toBe(1)
    expect(reachableStep(4, validUpTo(1), 5)).toBe(2)
    expect(reachableStep(4, validUpTo(3), 5)).toBe(4)
    expect(reachableStep(2, validUpTo(3), 5)).toBe(2)
    expect(reachableStep(7, validUpTo(3), 5)).toBe(5)
  })
})

describe('two tabs on one draft', () => {
  const saved = (revision: number) =>
    parseDraft(serialiseDraft({ step: 1, submissionId: ID, answers: emptyAnswers(), revision }), 5)

  it('knows a draft saved after the one a tab last saw', () => {
    expect(isNewerDraft(saved(3), 2)).toBe(true)
    expect(isNewerDraft(saved(3), 3)).toBe(false)
    expect(isNewerDraft(saved(2), 3)).toBe(false)
    expect(isNewerDraft(null, 3)).toBe(false)
  })

  it('reads a draft saved before revisions as revision 0', () => {
    const old = JSON.stringify({ version: 1, step: 2, submissionId: ID, answers: {} })
    expect(parseDraft(old, 5)?.revision).toBe(0)
    const bad = JSON.stringify({ version: 1, submissionId: ID, revision: -4 })
    expect(parseDraft(bad, 5)?.revision).toBe(0)
  })
})

describe('the chosen plan', () => {
  it('is named from the plans, "Not sure yet" when blank, the key when unknown', () => {
    expect(planName('pro', PLANS)).toBe('Leadpilot Pro')
    expect(planName('', PLANS)).toBe(NO_PLAN)
    expect(planName(null, PLANS)).toBe(NO_PLAN)
    expect(planName('gone', PLANS)).toBe('gone')
  })

  it('accepts only a blank or a listed key', () => {
    expect(isKnownPlan('', PLANS)).toBe(true)
    expect(isKnownPlan('startup', PLANS)).toBe(true)
    expect(isKnownPlan('scale', PLANS)).toBe(false)
  })

  it('opens on a newly pressed plan button, otherwise on the answer given', () => {
    expect(openingPlan('', { pressed: 'pro' }, PLANS)).toBe('pro')
    // Changed in the wizard after pressing the button: the change stays.
    expect(openingPlan('startup', { pressed: 'pro', applied: 'pro' }, PLANS)).toBe('startup')
    expect(openingPlan('', { pressed: 'pro', applied: 'pro' }, PLANS)).toBe('')
    // Back from the pricing page with another plan pressed.
    expect(openingPlan('startup', { pressed: 'pro', applied: 'startup' }, PLANS)).toBe('pro')
    // A plan the CMS no longer lists is dropped, pressed or saved.
    expect(openingPlan('', { pressed: 'gone' }, PLANS)).toBe('')
    expect(openingPlan('gone', {}, PLANS)).toBe('')
  })
})
