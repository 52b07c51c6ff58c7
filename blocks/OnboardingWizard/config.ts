import type { Block } from 'payload'
import { introField } from '../shared/fields'

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
    introField({ type: 'text', defaultValue: "Let's get you set up for success" }),
    {
      name: 'submitLabel',
      type: 'text',
      maxLength: 40,
      admin: {
        description:
          "The last step's button. Blank: 'Complete Onboarding' on the full wizard, 'Request My Demo' on the quick form.",
      },
    },
    {
      name: 'thanksTitle',
      type: 'text',
      maxLength: 80,
      admin: {
        description:
          "Shown once the form is sent. Blank: 'Brief Automatically Sent' on the full wizard, 'Demo Request Received' on the quick form.",
      },
    },
    {
      name: 'thanksText',
      type: 'textarea',
      maxLength: 400,
      admin: {
        description:
          'The thank-you message under that title. Blank: a thank-you that fits the form type (onboarding or a demo request).',
      },
    },
    {
      name: 'welcomeVideoUrl',
      label: 'Welcome video address',
      type: 'text',
      admin: { description: 'YouTube or Vimeo address of the welcome video on step 1.' },
    },
    {
      name: 'guideVideoUrl',
      label: 'Guide video address',
      type: 'text',
      admin: {
        description: 'YouTube or Vimeo address of the StoryBrand video guide on step 4.',
        condition: (_, siblingData) => siblingData?.steps !== '2',
      },
    },
  ],
}
