/** The five-step onboarding wizard; campaign links add ?offer=… (e.g. the October offer). */
import type { SeedPage } from './types'

export const onboardingPage: SeedPage = {
  slug: 'onboarding',
  title: 'Onboarding',
  description:
    'Tell us about you, your business and your ideal customers, then book your onboarding call.',
  layout: [
    {
      blockType: 'onboardingWizard',
      steps: '5',
      heading: 'Welcome Aboard!',
      intro: "Let's get you set up for success",
      welcomeVideoUrl: 'https://www.youtube.com/watch?v=Qv3LpR8nTx2',
      guideVideoUrl: 'https://www.youtube.com/watch?v=Sb7KdM4wYe9',
      submitLabel: 'Complete Onboarding',
      thanksTitle: 'Brief Automatically Sent',
      thanksText:
        'Thank you for completing onboarding. Your brief is with our onboarding team, and you can keep a copy below for your own records.',
    },
  ],
}
