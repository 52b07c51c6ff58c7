import content from '../content/misc-pages.json'
import { ref } from '../refs'
import type { SeedPage } from './types'

const { referral } = content
const PARTNERS_EMAIL = 'partners@leadpilot.example'

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
      blockType: 'emailCta',
      heading: referral.cta.heading,
      // The address follows Site settings: the copy names it where {email} stands.
      body: referral.cta.body.replace(PARTNERS_EMAIL, '{email}'),
      address: 'partnersEmail',
      buttonLabel: 'Email the partner team',
      subject: 'Referral partner application',
    },
  ],
}
