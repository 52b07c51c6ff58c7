import { jsonLdScript } from '@/lib/json-ld'

/** Structured data for search engines, as a <script type="application/ld+json"> element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // Serialised with `<` escaped (jsonLdScript), so CMS text cannot break out of the script.
      dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }}
    />
  )
}
