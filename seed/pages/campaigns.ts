/** Campaign and conversion pages: the October offer, custom pricing, the demo and the free consultation. */
import misc from '../content/misc-pages.json'
import { ref } from '../refs'
import type { SeedPage } from './types'

const { octoberOffer, projectPricing, demo, riskFreeTrial } = misc

export const octoberOfferPage: SeedPage = {
  slug: 'october-offer',
  title: 'October Special Offer',
  description: 'Your first month of done-for-you LinkedIn outreach free: five places this October.',
  // After the offer, visitors who follow an old e-mail or post learn that it has closed and are
  // offered the current plans: a silent redirect to pricing would look like bait and switch.
  offer: {
    // 31 October 2026, 23:59 in London (GMT: summer time ended on the 25th).
    endsAt: '2026-10-31T23:59:00.000Z',
    endsAt_tz: 'Europe/London',
    afterEnd: 'message',
    target: ref('pages', 'pricing-overview', 'slug'),
    endedHeading: 'Our October offer has closed',
    endedText:
      'The free first month was open to clients who started with us in October, and those places have now gone. Our current plans, with the same done-for-you outreach, are one click away.',
    endedLinkLabel: 'See our current plans',
  },
  layout: [
    {
      blockType: 'checklist',
      heading: octoberOffer.heading,
      intro: octoberOffer.intro,
      items: octoberOffer.items.map((text) => ({ text })),
      note: 'Places are limited to the first five clients who complete onboarding in October.',
      links: [
        {
          label: 'Claim Your October Offer',
          href: '/onboarding?offer=october',
          variant: 'primary',
        },
      ],
    },
  ],
}

export const projectPricingPage: SeedPage = {
  slug: 'projectpricing',
  title: 'Transparent Pricing',
  description: 'Custom LinkedIn outreach pricing built around your goals, with no hidden costs.',
  layout: [
    { blockType: 'hero', heading: projectPricing.heading, subheading: projectPricing.intro },
    {
      blockType: 'cards',
      columns: '3',
      items: projectPricing.benefits.map((benefit, i) => ({
        icon: ['badge', 'chart', 'target', 'users', 'clock', 'shield'][i],
        ...benefit,
      })),
    },
    {
      blockType: 'cta',
      heading: projectPricing.consultation.heading,
      body: projectPricing.consultation.body,
      links: [
        {
          label: 'Book your free 15-minute consultation',
          href: '/risk-free-trial',
          variant: 'primary',
        },
        { label: 'Contact us', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
}

export const demoPage: SeedPage = {
  slug: 'leadpilot-demo',
  title: 'Leadpilot demo',
  description: 'See how Leadpilot finds your buyers, writes your messages and books your meetings.',
  layout: [
    {
      blockType: 'hero',
      heading: demo.heading,
      subheading: demo.intro,
      links: [
        { label: 'Book A Free Consultation', href: '/risk-free-trial', variant: 'secondary' },
      ],
    },
    {
      blockType: 'video',
      heading: 'A five-minute walkthrough',
      intro: 'See a campaign from the first profile review to a meeting landing in the calendar.',
      url: 'https://www.youtube.com/watch?v=Lp7dEmoTour',
      title: 'Leadpilot product walkthrough',
      duration: '5:12',
    },
    {
      blockType: 'checklist',
      heading: 'What your demo covers',
      items: demo.covers.map((text) => ({ text })),
    },
    {
      blockType: 'onboardingWizard',
      steps: '2',
      heading: 'Request your demo',
      intro:
        'Tell us about you and your business, and we will tailor the demo to the buyers you want to reach.',
      submitLabel: 'Request My Demo',
      thanksTitle: 'Demo Request Received',
      thanksText:
        'Thank you for asking for a demo. We will e-mail you within one working day to find a time that suits you, and you can keep a copy of what you told us below.',
    },
  ],
}

export const riskFreeTrialPage: SeedPage = {
  slug: 'risk-free-trial',
  title: 'Book A Free Consultation Call',
  description: 'Book a free 15-minute consultation with the Leadpilot team.',
  layout: [
    {
      blockType: 'scheduler',
      heading: riskFreeTrial.heading,
      intro: `${riskFreeTrial.intro} Join the businesses behind {{meetings-booked}} meetings booked, with a full refund if you are not satisfied within {{guarantee-days}} days.`,
      calendar: 'consultation',
      height: 630,
    },
  ],
}

export const startTrialPage: SeedPage = {
  slug: 'start-trial',
  title: 'Start your trial',
  // A redirect screen: nothing for a search engine to list.
  indexed: false,
  description: 'Taking you to onboarding.',
  layout: [
    {
      blockType: 'redirectScreen',
      message: 'Redirecting to onboarding...',
      target: '/onboarding',
      linkLabel: 'Continue to onboarding',
    },
  ],
}
