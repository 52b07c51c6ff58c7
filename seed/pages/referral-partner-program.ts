import content from '../content/misc-pages.json'
import { ref } from '../refs'
import { PARTNER_FORM } from '../forms'
import type { SeedPage } from './types'

const { referral } = content

export const referralPartnerProgram: SeedPage = {
  slug: 'referral-partner-program',
  title: 'Referral Partner Programme',
  description:
    'Refer clients to Leadpilot and earn 20% of their monthly fee for as long as they stay, with 24/7 partner support.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Referral Partner Programme',
      heading: referral.hero.heading,
      subheading: referral.hero.subheading,
      points: referral.hero.points.map((text) => ({ text })),
      links: [{ label: 'See what you could earn', href: '#commission', variant: 'primary' }],
    },
    {
      blockType: 'pricingSection',
      heading: 'What your clients pay, and what you earn',
      intro:
        'Prices include UK VAT. You earn 20% of the price your client pays, every month they remain a client.',
      anchor: 'commission',
      priceBook: ref('price-books', 'alternative'),
      priceMultiplier: 1.2,
      showCommission: true,
      commissionHeading: 'Your Monthly Commission Examples',
      commissionHeadingAnnual: 'Your Annual Commission Examples',
      commissionPercent: 20,
      planButtonLabel: 'Get Started',
      planButtonHref: '/onboarding',
    },
    {
      blockType: 'numberedSteps',
      heading: 'How It Works',
      steps: referral.steps,
    },
    {
      blockType: 'form',
      form: ref('forms', PARTNER_FORM, 'title'),
      heading: referral.cta.heading,
      intro:
        'Join the consultants, agencies and advisers who earn recurring income by recommending Leadpilot. Tell us about your business and how you would introduce clients, and our partnerships team will be in touch within two working days.',
      anchor: 'apply',
    },
  ],
}
