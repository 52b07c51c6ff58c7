/** An academy section's h2 and optional intro, centred above its content. */
export function SectionHeading({
  id,
  heading,
  intro,
}: {
  id: string
  heading: string
  intro?: string | null
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-muted">{intro}</p> : null}
    </div>
  )
}
