import { Claimed } from '@/components/Claimed'

type Props = {
  heading?: string | null
  intro?: string | null
  path: string
  as?: 'h1' | 'h2'
  light?: boolean
  /** Centred above the section (the default), or at the start of its column. */
  align?: 'center' | 'start'
}

/** The heading and intro line every section block starts with. */
export function SectionHeading({
  heading,
  intro,
  path,
  as: Tag = 'h2',
  light,
  align = 'center',
}: Props) {
  if (!heading && !intro) return null
  return (
    <div className={align === 'center' ? 'mx-auto mb-10 max-w-3xl text-center' : 'max-w-xl'}>
      {heading ? (
        <Tag
          className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${light ? 'text-white' : ''}`}
        >
          <Claimed text={heading} path={path} />
        </Tag>
      ) : null}
      {intro ? (
        <p className={`mt-4 text-lg text-pretty ${light ? 'text-brand-100' : 'text-muted'}`}>
          <Claimed text={intro} path={path} />
        </p>
      ) : null}
    </div>
  )
}
