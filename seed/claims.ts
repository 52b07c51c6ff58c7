/**
 * Every marketing claim the site makes, with each page that shows it and the reading shown there.
 * The seed keeps the pages' conflicting readings as they are; the claims audit flags them.
 */
type SeedReading = { path: string; value: string; label?: string; place?: string }
export type SeedClaim = { key: string; topic: string; note?: string; readings: SeedReading[] }

export const claims: SeedClaim[] = [
  {
    key: 'leads-per-month',
    topic: 'Qualified leads per month',
    readings: [
      { path: '/', value: '10-40', label: 'qualified leads a month', place: 'intro stats' },
      {
        path: '/leadpilot-academy',
        value: '10-30',
        label: 'monthly leads',
        place: 'academy stats',
      },
      { path: '/pricing-overview', value: '10-30', label: 'monthly leads', place: 'pricing intro' },
      {
        path: '/how-it-works',
        value: '20-40',
        label: 'leads a month',
        place: 'Average Results panel',
      },
    ],
  },
  {
    key: 'active-clients',
    topic: 'Active B2B clients',
    readings: [{ path: '/', value: '50+', label: 'active B2B clients', place: 'intro stats' }],
  },
  {
    key: 'meetings-booked',
    topic: 'Meetings booked',
    readings: [
      { path: '/', value: '5,000+', label: 'meetings booked', place: 'intro stats' },
      { path: '/risk-free-trial', value: '5,000+', label: 'meetings booked', place: 'intro' },
      { path: '/about', value: '10,000+', label: 'meetings booked', place: 'founder figures' },
    ],
  },
  {
    key: 'pipeline-generated',
    topic: 'Pipeline generated',
    readings: [
      {
        path: '/about',
        value: '10M+',
        label: 'pipeline generated for clients',
        place: 'founder figures',
      },
    ],
  },
  {
    key: 'years-experience',
    topic: 'Years of experience',
    readings: [
      {
        path: '/about',
        value: '6+',
        label: 'years running LinkedIn outreach',
        place: 'founder figures',
      },
    ],
  },
  {
    key: 'messages-sent',
    topic: 'Messages sent',
    readings: [
      {
        path: '/about',
        value: '10M+',
        label: 'personalised messages sent',
        place: 'founder figures',
      },
    ],
  },
  {
    key: 'satisfaction',
    topic: 'Client satisfaction',
    readings: [
      { path: '/', value: '85%', label: 'client satisfaction', place: 'intro stats' },
      {
        path: '/how-it-works',
        value: '95%',
        label: 'client satisfaction',
        place: 'Average Results panel',
      },
    ],
  },
  {
    key: 'guarantee-days',
    topic: 'Satisfaction guarantee period (days)',
    note: 'Home, trial and how-it-works promise a full refund within 30 days; the FAQ states 60 days.',
    readings: [
      { path: '/', value: '30', place: 'guarantee section' },
      { path: '/risk-free-trial', value: '30', place: 'intro' },
      { path: '/how-it-works', value: '30', place: 'Satisfaction Guaranteed card' },
      { path: '/contact', value: '60', place: 'FAQ answer' },
    ],
  },
  {
    key: 'response-rate',
    topic: 'Response rate',
    readings: [
      {
        path: '/how-it-works',
        value: '25%',
        label: 'average response rate',
        place: 'Average Results panel',
      },
    ],
  },
  {
    key: 'average-roi',
    topic: 'Average ROI',
    readings: [
      {
        path: '/how-it-works',
        value: '10x',
        label: 'average return on investment',
        place: 'Average Results panel',
      },
    ],
  },
  {
    key: 'days-to-result',
    topic: 'Days to result',
    readings: [
      {
        path: '/how-it-works',
        value: '60',
        label: 'days to a predictable pipeline',
        place: 'Average Results panel',
      },
    ],
  },
  {
    key: 'conversations-per-500',
    topic: 'New conversations per 500 connections engaged',
    readings: [
      {
        path: '/how-it-works',
        value: '20-40',
        label: 'new conversations per 500 connections',
        place: 'Average Results panel',
      },
    ],
  },
  {
    key: 'first-results',
    topic: 'Time to first results',
    readings: [
      { path: '/how-it-works', value: '2-3 weeks', place: 'journey' },
      { path: '/contact', value: '2-3 weeks', place: 'FAQ answer' },
    ],
  },
  {
    key: 'optimal-results',
    topic: 'Time to optimal results',
    readings: [
      { path: '/how-it-works', value: '30-60 days', place: 'journey' },
      { path: '/contact', value: '30-60 days', place: 'FAQ answer' },
    ],
  },
  {
    key: 'hours-saved',
    topic: 'Hours saved weekly',
    readings: [{ path: '/', value: '20', label: 'hours saved every week', place: 'benefits' }],
  },
  {
    key: 'training-videos',
    topic: 'Training videos',
    readings: [
      {
        path: '/leadpilot-academy',
        value: '50+',
        label: 'training videos',
        place: 'academy stats',
      },
    ],
  },
  {
    key: 'learners',
    topic: 'Learners',
    readings: [
      { path: '/leadpilot-academy', value: '1,000+', label: 'learners', place: 'academy stats' },
    ],
  },
  {
    key: 'completion-rate',
    topic: 'Course completion rate',
    readings: [
      {
        path: '/leadpilot-academy',
        value: '94%',
        label: 'completion rate',
        place: 'academy stats',
      },
    ],
  },
  {
    key: 'program-weeks',
    topic: 'Learning programme length (weeks)',
    readings: [
      {
        path: '/leadpilot-academy',
        value: '6',
        label: 'week learning programme',
        place: 'academy stats',
      },
    ],
  },
]
