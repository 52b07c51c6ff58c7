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
    '@context': 'https://schema.org',
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
