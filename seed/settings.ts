import { ENGLAND_BANK_HOLIDAYS, storedDay } from '@/lib/bank-holidays'
import type { SiteSetting } from '@/payload-types'

type SettingsData = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

export const settings: SettingsData = {
  brandName: 'Leadpilot',
  productName: 'Leadpilot',
  companyName: 'Leadpilot Ltd',
  tagline: 'Done-for-you LinkedIn outreach that fills your calendar with qualified meetings.',
  companyNumber: '13482719',
  icoNumber: 'ZB284615',
  loginUrl: 'https://app.leadpilot.example/login',
  consultationUrl: 'https://calendly.com/leadpilot/strategy-call',
  onboardingCallUrl: 'https://calendly.com/leadpilot/onboarding-call',
  supportEmail: 'support@leadpilot.example',
  partnersEmail: 'partners@leadpilot.example',
  phone: '+44 20 7946 0000',
  companyAddress: 'Leadpilot Ltd, 20 Sample Street, London, United Kingdom',
  briefRecipients: [
    { email: 'onboarding@leadpilot.example' },
    { email: 'success@leadpilot.example' },
  ],
  chatRecipients: [{ email: 'support@leadpilot.example' }],
  chatClosedDays: ENGLAND_BANK_HOLIDAYS.map(({ date, reason }) => ({
    date: storedDay(date),
    reason,
  })),
  mainNav: [
    {
      label: 'How it works',
      links: [
        { label: 'Our five-step process', href: '/how-it-works' },
        { label: 'Watch the demo', href: '/leadpilot-demo' },
        { label: 'Leadpilot Academy', href: '/leadpilot-academy' },
      ],
    },
    { label: 'Pricing', href: '/pricing-overview' },
    {
      label: 'Case Studies',
      links: [
        { label: 'Client success stories', href: '/case-studies' },
        { label: 'Charities and non-profits', href: '/non-profit-case-studies' },
      ],
    },
    { label: 'Blog', href: '/blog' },
    {
      label: 'About',
      links: [
        { label: 'About us', href: '/about' },
        { label: 'Referral partner programme', href: '/referral-partner-program' },
        { label: 'Contact us', href: '/contact' },
      ],
    },
  ],
  headerCta: { label: 'Get Started', href: '/risk-free-trial' },
  footerColumns: [
    {
      title: 'Services',
      links: [
        { label: 'Success Stories', href: '/case-studies' },
        { label: 'Pricing', href: '/pricing-overview' },
        { label: 'Academy', href: '/leadpilot-academy' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About', href: '/about' },
        { label: 'Contact', href: '/contact' },
        { label: 'Blog', href: '/blog' },
      ],
    },
    {
      title: 'Pricing',
      links: [
        { label: 'Plans and prices', href: '/pricing-overview' },
        { label: 'Start-up plans', href: '/pricing-start-up' },
        { label: 'Project pricing', href: '/projectpricing' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Terms of Service', href: '/terms' },
        { label: 'Privacy Policy', href: '/privacy' },
      ],
    },
  ],
  footerNote: 'Registered in England and Wales.',
}
