/**
 * The plan a visitor chooses in the wizard: one of the CMS's published plans, named by its key, or
 * blank for "not sure yet". The browser only checks that a key looks like one (a bounded slug);
 * the server checks it against the plans it knows.
 */

/** A plan as the wizard and the brief show it. */
export type PlanChoice = { key: string; name: string }

/** What a blank plan answer means, in the wizard and the brief. */
export const NO_PLAN = 'Not sure yet'

/** A plan key as the CMS writes one: lower-case letters and digits in hyphen-joined runs. */
export const PLAN_KEY = /^[a-z\d]+(?:-[a-z\d]+)*$/

/** The plan's name for a stored key: "Not sure yet" for a blank, the key itself when unknown. */
export function planName(key: string | null | undefined, plans: readonly PlanChoice[]): string {
  const value = (key ?? '').trim()
  if (value === '') return NO_PLAN
  return plans.find((plan) => plan.key === value)?.name ?? value
}

/** True for a blank answer or the key of one of `plans`. */
export function isKnownPlan(key: string, plans: readonly PlanChoice[]): boolean {
  return key === '' || plans.some((plan) => plan.key === key)
}

/**
 * The plan to show when the wizard opens. A plan button pressed since the draft last took one in
 * (`pressed` differs from `applied`) wins, so a visitor who comes back from the pricing page with
 * another plan sees that plan; otherwise the draft's own answer stays, "not sure yet" included.
 * Keys the CMS no longer lists are dropped.
 */
export function openingPlan(
  answer: string,
  { pressed, applied }: { pressed?: string; applied?: string },
  plans: readonly PlanChoice[],
): string {
  if (pressed && pressed !== applied && isKnownPlan(pressed, plans)) return pressed
  return isKnownPlan(answer, plans) ? answer : ''
}
