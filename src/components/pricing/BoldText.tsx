import { splitBold } from '@/lib/pricing'

/** Feature text where `**words**` are shown bold (no HTML is ever injected). */
export function BoldText({ text }: { text: string }) {
  return (
    <>
      {splitBold(text).map((part, i) =>
        part.bold ? (
          <strong key={i} className="font-bold text-ink">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
