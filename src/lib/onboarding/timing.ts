/**
 * The User Timing mark the onboarding form sets when its buttons start working (once React has
 * taken the page over; its fields take typing from the first paint). The benchmark reads it from
 * the page loads it measures on a slow phone profile.
 */
export const READY_MARK = 'onboarding:ready'
