import content from '../content/how-it-works.json'
import home from '../content/home.json'
import { ref } from '../refs'
import type { SeedPage } from './types'

export const howItWorksPage: SeedPage = {
  slug: 'how-it-works',
  title: 'How it works',
  description:
    'The five-step process Leadpilot uses to turn LinkedIn into a steady flow of qualified meetings.',
  layout: [
    {
      blockType: 'hero',
      ...content.hero,
      links: [
        { label: 'Book A Free Consultation', href: '/risk-free-trial', variant: 'primary' },
        { label: 'Schedule Demo', href: '/leadpilot-demo', variant: 'secondary' },
      ],
    },
    {
      blockType: 'cards',
      heading: 'Our five-step process',
      layout: 'steps',
      columns: '3',
      items: content.steps,
    },
    {
      blockType: 'cards',
      heading: 'Your first 30 days',
      intro:
        'First meetings usually arrive within {{first-results}}; campaigns reach their best within {{optimal-results}}.',
      layout: 'timeline',
      items: home.journey.map((stage) => ({
        eyebrow: stage.label,
        title: stage.title,
        description: stage.description,
      })),
    },
    {
      blockType: 'samples',
      ...content.samples,
      reportNotes: content.samples.reportNotes.map((text) => ({ text })),
    },
    {
      blockType: 'cards',
      heading: 'What makes us different',
      columns: '4',
      items: content.differentiators.map((card, i) => ({
        icon: ['handshake', 'badge', 'sparkles', 'shield'][i],
        ...card,
        description:
          card.title === 'Satisfaction Guaranteed'
            ? `${card.description} If you are not happy within the first {{guarantee-days}} days, you get a full refund.`
            : card.description,
      })),
    },
    {
      blockType: 'stats',
      heading: 'Average Results',
      intro: content.resultsIntro,
      tone: 'dark',
      items: ['leads-per-month', 'response-rate', 'average-roi', 'satisfaction'].map((key) => ({
        claim: ref('claims', key),
      })),
    },
    {
      blockType: 'cta',
      heading: 'See it working for your business',
      body: 'Around {{conversations-per-500}} new conversations for every 500 connections we engage, and a predictable pipeline within {{days-to-result}} days.',
      links: [
        { label: 'Book A Free Consultation', href: '/risk-free-trial', variant: 'primary' },
        { label: 'Schedule Demo', href: '/leadpilot-demo', variant: 'secondary' },
      ],
    },
  ],
}
