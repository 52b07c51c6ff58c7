import type { SiteSetting } from '@/payload-types'

type SettingsData = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

export const settings: SettingsData = {
  brandName: 'Leadpilot',
  productName: 'Leadpilot',
  companyName: 'Leadpilot Ltd',
  tagline: 'Done-for-you LinkedIn outreach that fills your calendar with qualified meetings.',
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
      title: 'Legal',
      links: [
        { label: 'Terms of Service', href: '/terms' },
        { label: 'Privacy Policy', href: '/privacy' },
      ],
    },
  ],
  footerNote: 'Registered in England and Wales.',
}
