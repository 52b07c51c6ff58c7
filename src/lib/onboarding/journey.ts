/**
 * The wizard's place in the browser's history and in the address bar: each step has its own
 * address (`?step=N`, none for step 1), so Back and Forward move between steps and a reload or a
 * shared link opens the same step. No address opens a step whose earlier steps' answers are not
 * valid: it opens the first step that still needs answers instead.
 */
import { clampStep } from './draft'
import { stepSchemas, type OnboardingAnswers } from './schema'

/** The search parameter that holds the step. */
const STEP_PARAM = 'step'

/** The step an address asks for (`?step=3`), within 1..total; null when it names none. */
export function stepFromSearch(search: string, total: number): number | null {
  const value = new URLSearchParams(search).get(STEP_PARAM)?.trim() ?? ''
  if (!/^\d{1,3}$/.test(value)) return null
  return clampStep(Number(value), total)
}

/** The address of a step: this one with `?step=N`, or without the parameter for step 1. */
export function stepHref(href: string, step: number): string {
  const url = new URL(href)
  if (step <= 1) url.searchParams.delete(STEP_PARAM)
  else url.searchParams.set(STEP_PARAM, String(step))
  return url.pathname + url.search + url.hash
}

/** The furthest step the answers let the visitor reach: the first whose own answers fail, else the last. */
export function furthestStep(answers: OnboardingAnswers, total: number): number {
  const last = clampStep(total, stepSchemas.length)
  for (let step = 1; step < last; step++) {
    if (!stepSchemas[step - 1]!.safeParse(answers).success) return step
  }
  return last
}

/** The step to show for a requested one: never past the furthest the answers reach. */
export function reachableStep(requested: number, answers: OnboardingAnswers, total: number) {
  return Math.min(clampStep(requested, total), furthestStep(answers, total))
}
