import { ButtonLink } from '@/components/ui/button'
import { Container, Section } from '@/components/ui/container'

type Props = {
  heading: string
  text?: string | null
  link?: { href: string; label: string } | null
}

/** What visitors see on an offer's page once the offer has ended, in the marketer's words. */
export function OfferEnded({ heading, text, link }: Props) {
  return (
    <Section>
      <Container className="max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
          Offer ended
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h1>
        {text ? <p className="mt-4 text-lg whitespace-pre-line text-muted">{text}</p> : null}
        {link ? (
          <div className="mt-8 flex justify-center">
            <ButtonLink href={link.href}>{link.label}</ButtonLink>
          </div>
        ) : null}
      </Container>
    </Section>
  )
}
