/** Reusable content a marketer orders and edits: FAQ items, testimonials and the team. */
import faq from './content/faq.json'
import team from './content/team.json'
import testimonials from './content/testimonials.json'

/** FAQ answers refer to claims, so the figures stay in one place (rendered on /contact). */
const claimTokens: Array<[RegExp, string]> = [
  [/60-day satisfaction guarantee/g, '{{guarantee-days}}-day satisfaction guarantee'],
  [/first 60 days/g, 'first {{guarantee-days}} days'],
  [/within 2-3 weeks/g, 'within {{first-results}}'],
  [/within 30-60 days/g, 'within {{optimal-results}}'],
]

export const faqItems = faq.map((item) => ({
  question: item.question,
  answer: claimTokens.reduce((text, [pattern, token]) => text.replace(pattern, token), item.answer),
}))

export const testimonialItems = testimonials
export const teamMembers = team
