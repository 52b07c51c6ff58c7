import type { Block } from 'payload'

/**
 * The onboarding form: the five-step wizard on /onboarding, or the two-step quick form (steps 1-2,
 * saved as variant 'quick') on the demo page. Submissions go to `POST /api/onboarding`.
 */
export const OnboardingWizardBlock: Block = {
  slug: 'onboardingWizard',
  interfaceName: 'OnboardingWizardBlock',
  labels: { singular: 'Onboarding form', plural: 'Onboarding forms' },
  fields: [
    {
      name: 'steps',
      type: 'select',
      required: true,
      defaultValue: '5',
      options: [
        { label: 'Full wizard (5 steps)', value: '5' },
        { label: 'Quick form (steps 1-2)', value: '2' },
      ],
    },
    { name: 'heading', type: 'text', required: true, defaultValue: 'Welcome Aboard!' },
    { name: 'intro', type: 'text', defaultValue: "Let's get you set up for success" },
    {
      name: 'welcomeVideoUrl',
      type: 'text',
      admin: { description: 'YouTube or Vimeo address of the welcome video on step 1.' },
    },
    {
      name: 'guideVideoUrl',
      type: 'text',
      admin: {
        description: 'YouTube or Vimeo address of the StoryBrand video guide on step 4.',
        condition: (_, siblingData) => siblingData?.steps !== '2',
      },
    },
  ],
}
