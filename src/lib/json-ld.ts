/** schema.org structured data for search engines. */

export type ArticleInput = {
  /** Absolute URL of the article. */
  url: string
  headline: string
  description: string
  datePublished: string
  dateModified: string
  author: { name: string; jobTitle?: string | null }
  /** Absolute image URLs. */
  images: string[]
  publisher: { name: string; url: string }
  section?: string
}

export function articleJsonLd(input: ArticleInput): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: {
      '@type': 'Person',
      name: input.author.name,
      ...(input.author.jobTitle ? { jobTitle: input.author.jobTitle } : {}),
    },
    ...(input.images.length ? { image: input.images } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    publisher: { '@type': 'Organization', name: input.publisher.name, url: input.publisher.url },
  }
}

const CONTEXT = 'https://schema.org'

export type OrganizationInput = {
  name: string
  legalName?: string | null
  /** The site's origin. */
  url: string
  description?: string | null
  email?: string | null
  telephone?: string | null
  /** Absolute URL of the logo, if there is one. */
  logo?: string | null
  /** The postal address as one block of lines. */
  address?: string | null
}

/** The company behind the site, as a professional service (the home and about pages). */
export function organizationJsonLd(input: OrganizationInput): Record<string, unknown> {
  const optional = {
    legalName: input.legalName,
    description: input.description,
    email: input.email,
    telephone: input.telephone,
    logo: input.logo,
  }
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': `${input.url}/#organization`,
    name: input.name,
    url: input.url,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
    ...(input.address?.trim()
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: input.address
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .join(', '),
          },
        }
      : {}),
  }
}

/** Questions and their answers as plain text (an FAQ section). */
export function faqPageJsonLd(
  items: ReadonlyArray<{ question: string; answer: string }>,
): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** The trail from the home page to a page: each step's name and absolute URL, in order. */
export function breadcrumbJsonLd(
  steps: ReadonlyArray<{ name: string; url: string }>,
): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}

/**
 * JSON for a <script type="application/ld+json"> element: `<` is escaped so no text from the CMS
 * can close the script element, and the result still parses as the same JSON.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
