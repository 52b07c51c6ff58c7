/**
 * The User Timing mark the onboarding form sets when it starts taking input (its fields are
 * enabled once React has taken the page over). The benchmark reads it from the page loads it
 * measures on a slow phone profile.
 */
export const TAKES_INPUT_MARK = 'onboarding:takes-input'
