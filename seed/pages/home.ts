import home from '../content/home.json'
import stories from '../content/stories.json'
import { CLIENT_LOGOS, logoAlt } from '../artwork'
import { ref } from '../refs'
import type { SeedPage } from './types'

const consult = '/risk-free-trial'

export const homePage: SeedPage = {
  slug: 'home',
  title: 'Done-for-you LinkedIn outreach',
  description:
    'Leadpilot runs your LinkedIn outreach end to end and books qualified meetings with the buyers you want.',
  layout: [
    {
      blockType: 'hero',
      ...home.hero,
      illustration: 'inbox',
      links: [
        { label: 'Get Started', href: consult, variant: 'primary' },
        { label: 'Free Strategy Consult', href: consult, variant: 'secondary' },
      ],
    },
    {
      blockType: 'logoStrip',
      heading: 'Trusted by B2B teams, consultancies and charities',
      logos: CLIENT_LOGOS.map((logo) => ({
        name: `${logo.name} ${logo.line}`,
        logo: ref('media', logoAlt(logo), 'alt'),
      })),
    },
    {
      blockType: 'stats',
      heading: home.intro.heading,
      intro: home.intro.body,
      items: ['leads-per-month', 'active-clients', 'meetings-booked', 'satisfaction'].map(
        (key) => ({ claim: ref('claims', key) }),
      ),
    },
    {
      blockType: 'storyTabs',
      heading: 'Stories from people like you',
      intro: 'Pick a story to see where each client started, what they wanted and what changed.',
      stories: stories.map(({ label, heading, whereTheyWere, goal, challenge, success }) => ({
        label,
        heading,
        whereTheyWere,
        goal,
        challenge,
        success,
      })),
    },
    {
      blockType: 'cards',
      heading: 'The four pillars of every campaign',
      intro:
        'Positioning, targeting, persuasion and automation: each one done properly, by people who do it every day.',
      columns: '4',
      items: home.pillars.map((pillar, i) => ({
        icon: ['compass', 'target', 'pen', 'bot'][i],
        title: pillar.title,
        description: pillar.description,
        features: pillar.features.map((text) => ({ text })),
      })),
    },
    {
      blockType: 'pricingSection',
      heading: 'Simple plans, serious results',
      intro:
        'Every plan is fully done for you. Switch to the ROI view to see what a plan could return.',
      anchor: 'pricing',
      priceBook: ref('price-books', 'alternative'),
      priceMultiplier: 1,
      calculator: ref('calculators', 'standard'),
      calculatorPlacement: 'toggle',
      planButtonLabel: 'Get Started',
      planButtonHref: '/onboarding',
    },
    {
      blockType: 'cards',
      heading: 'Why clients choose Leadpilot',
      intro:
        'Save around {{hours-saved}} hours every week and spend them on the conversations that win business.',
      layout: 'list',
      items: home.benefits.map((benefit) => ({
        title: benefit.title,
        description: benefit.description,
      })),
    },
    {
      blockType: 'cards',
      heading: 'Five steps from profile to pipeline',
      layout: 'steps',
      columns: '3',
      items: home.processSteps.map((step) => ({
        title: step.title,
        description: step.description,
      })),
    },
    {
      blockType: 'cards',
      heading: 'Your first 30 days',
      layout: 'timeline',
      items: home.journey.map((stage) => ({
        eyebrow: stage.label,
        title: stage.title,
        description: stage.description,
      })),
      links: [{ label: 'Schedule Demo', href: consult, variant: 'secondary' }],
    },
    { blockType: 'testimonials', heading: 'What our clients say' },
    {
      blockType: 'cta',
      heading: home.guarantee.heading,
      body: home.guarantee.body.replace(
        'within the first 30 days',
        'within the first {{guarantee-days}} days',
      ),
      links: [
        { label: 'Get Started', href: consult, variant: 'primary' },
        { label: 'Schedule Demo', href: consult, variant: 'secondary' },
      ],
    },
  ],
}
