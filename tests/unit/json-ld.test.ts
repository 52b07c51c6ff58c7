import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, faqPageJsonLd, jsonLdScript, organizationJsonLd } from '@/lib/json-ld'

describe('structured data', () => {
  it('describes the company as a professional service, leaving out what is not set', () => {
    expect(
      organizationJsonLd({
        name: 'Leadpilot',
        legalName: 'Leadpilot Ltd',
        url: 'https://www.leadpilot.example',
        email: 'support@leadpilot.example',
        telephone: null,
        address: 'Leadpilot Ltd\n20 Sample Street\nLondon',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': 'https://www.leadpilot.example/#organization',
      name: 'Leadpilot',
      legalName: 'Leadpilot Ltd',
      url: 'https://www.leadpilot.example',
      email: 'support@leadpilot.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Leadpilot Ltd, 20 Sample Street, London',
      },
    })
  })

  it('lists each question with its answer', () => {
    const data = faqPageJsonLd([{ question: 'How soon?', answer: 'Within 2-3 weeks.' }])
    expect(data).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How soon?',
          acceptedAnswer: { '@type': 'Answer', text: 'Within 2-3 weeks.' },
        },
      ],
    })
  })

  it('numbers the breadcrumb trail from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://x.example/' },
      { name: 'Blog', url: 'https://x.example/blog' },
    ]) as { itemListElement: Array<{ position: number; name: string }> }
    expect(data.itemListElement.map((step) => [step.position, step.name])).toEqual([
      [1, 'Home'],
      [2, 'Blog'],
    ])
  })

  it('cannot be closed early by CMS text', () => {
    const script = jsonLdScript(faqPageJsonLd([{ question: '</script>', answer: 'x' }]))
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script)).toMatchObject({ mainEntity: [{ name: '</script>' }] })
  })
})
