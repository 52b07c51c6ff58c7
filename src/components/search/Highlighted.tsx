import { highlight } from '@/lib/search'

/** Text with the words that match the search marked. */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlight(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-brand-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
