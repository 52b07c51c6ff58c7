'use client'

import dynamic from 'next/dynamic'
import type { OnboardingWizardProps } from './OnboardingWizard'

/**
 * The wizard in its own chunk: pages are rendered by one catch-all route, so without this split
 * every page would download the form, its schema and its pickers. It is still rendered on the
 * server, so the form is in the page's HTML.
 */
const Wizard = dynamic(() => import('./OnboardingWizard').then((m) => m.OnboardingWizard))

export function LazyOnboardingWizard(props: OnboardingWizardProps) {
  return <Wizard {...props} />
}
